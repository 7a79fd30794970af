import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LOCALES, type Locale } from './locales.js';
import type { TextArea } from './texts.js';

/** A text file's content: texts by key, or groups of them. */
export interface TextTree {
  [key: string]: string | TextTree;
}

/**
 * The shopper texts of `areas` in every language, read from schema/texts (Node only: the web imports its JSON).
 * Found through the package's name, not a path beside this file: the gateway's build bundles this module elsewhere.
 */
export function textsFromDisk(areas: readonly TextArea[]): Record<Locale, Record<TextArea, TextTree>> {
  const require = createRequire(import.meta.url);
  const read = (locale: Locale, area: TextArea): TextTree =>
    JSON.parse(readFileSync(require.resolve(`@weingut/schema/texts/${locale}/${area}.json`), 'utf8')) as TextTree;
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, Object.fromEntries(areas.map((area) => [area, read(locale, area)]))]),
  ) as Record<Locale, Record<TextArea, TextTree>>;
}
