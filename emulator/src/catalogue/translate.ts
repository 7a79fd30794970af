import type { Locale, TranslationMap } from './records.js';

/**
 * Shopware's language chain: the asked language, then the system language (de-DE here).
 * Returns every field with its fallback applied, as `translated` carries them.
 */
export function translate<T extends object>(map: TranslationMap<T>, locale: Locale): T {
  if (locale === 'de-DE') return { ...map['de-DE'] };
  const own = map[locale] ?? {};
  const merged: Record<string, unknown> = { ...map['de-DE'] };
  for (const [field, value] of Object.entries(own)) {
    if (value !== undefined && value !== null && value !== '') merged[field] = value;
  }
  return merged as T;
}
