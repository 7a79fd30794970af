import { readFileSync } from 'node:fs';
import { LOCALES, type Locale } from './locales.js';
import type { TextArea } from './texts.js';

/** A text file's content: texts by key, or groups of them. */
export interface TextTree {
  [key: string]: string | TextTree;
}

/** The shopper texts of `areas` in every language, read from schema/texts (Node only: the web imports its JSON). */
export function textsFromDisk(areas: readonly TextArea[]): Record<Locale, Record<TextArea, TextTree>> {
  const read = (locale: Locale, area: TextArea): TextTree =>
    JSON.parse(readFileSync(new URL(`../texts/${locale}/${area}.json`, import.meta.url), 'utf8')) as TextTree;
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, Object.fromEntries(areas.map((area) => [area, read(locale, area)]))]),
  ) as Record<Locale, Record<TextArea, TextTree>>;
}
