import deDE from '../i18n/de-DE';
import enGB from '../i18n/en-GB';
import itIT from '../i18n/it-IT';
import nlNL from '../i18n/nl-NL';
import plPL from '../i18n/pl-PL';
import { createI18n, type MessageSet } from '../lib/i18n';
import type { Locale } from '../lib/locales';

/** Every message set at hand, as the tests compare and render them (the app loads one at a time). */
const messageSets: Record<Locale, MessageSet> = {
  'de-DE': deDE,
  'en-GB': enGB,
  'it-IT': itIT,
  'nl-NL': nlNL,
  'pl-PL': plPL,
};

/** An i18next instance in `locale`, its messages loaded. */
export function testI18n(locale: Locale) {
  return createI18n(locale, messageSets[locale]);
}
