import { DEFAULT_LOCALE, LOCALES, type Locale } from '@weingut/schema/locales';

export { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, type Locale } from '@weingut/schema/locales';

/** The message language of a language tag: the same tag, else one of the same language (en-US → en-GB); undefined when the shop has none. */
export function matchLocale(tag: string): Locale | undefined {
  const wanted = tag.trim().toLowerCase();
  if (wanted === '') return undefined;
  return (
    LOCALES.find((locale) => locale.toLowerCase() === wanted) ??
    LOCALES.find((locale) => locale.slice(0, 2).toLowerCase() === wanted.slice(0, 2))
  );
}

/** Picks the request's message language from Accept-Language (full tag or language part), else de-DE. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const quality = params.map((param) => /^q=([\d.]+)$/.exec(param.trim())?.[1]).find(Boolean);
      return { tag: tag ?? '', quality: quality ? Number(quality) : 1 };
    })
    .filter((entry) => entry.tag.trim() !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const { tag } of wanted) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The request's message language: that of the session's shop language (its locale code, e.g. en-GB
 * for the sw-language-id of English) when the shop has messages in it, else Accept-Language's, else de-DE.
 */
export function messageLocale(contentLocale: string | undefined, acceptLanguage: string | undefined): Locale {
  return (contentLocale && matchLocale(contentLocale)) || localeFromAcceptLanguage(acceptLanguage);
}
