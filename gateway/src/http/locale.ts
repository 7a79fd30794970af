/** The message languages of the shop; de-DE is the default, en-GB the fallback. */
export const LOCALES = ['de-DE', 'en-GB', 'it-IT', 'nl-NL', 'pl-PL'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de-DE';
export const FALLBACK_LOCALE: Locale = 'en-GB';

/** Picks the request's message language from Accept-Language (full tag or language part). */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const quality = params.map((param) => /^q=([\d.]+)$/.exec(param.trim())?.[1]).find(Boolean);
      return { tag: (tag ?? '').toLowerCase(), quality: quality ? Number(quality) : 1 };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const { tag } of wanted) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const byLanguage = LOCALES.find((locale) => locale.slice(0, 2).toLowerCase() === tag.slice(0, 2));
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}
