import type { StoreApiClient } from '../../shopware/store-api-client.js';
import type { RawLanguage, RawSearchResult } from '../../shopware/store-api-types.js';
import { mapLanguageEntity } from './system.mapper.js';

/** Languages with the locales their codes and labels come from. */
export const LANGUAGE_CRITERIA = { associations: { locale: {}, translationCode: {} } };

/** Each language id of the sales channel with its locale code (as `languages` tells it), e.g. { "2fbb…": "en-GB" }. */
export type LanguageLocales = Record<string, string>;

/**
 * POST /language without a session: the list is the same for every shopper, and asked in a language
 * Shopware does not know (a stale or made-up sw-language-id) it would be refused.
 */
export async function readLanguageLocales(storeApi: StoreApiClient): Promise<LanguageLocales> {
  const result = await storeApi
    .withSession({ contextToken: null, languageId: null })
    .read<RawSearchResult<RawLanguage>>('/language', LANGUAGE_CRITERIA);
  return Object.fromEntries(result.elements.map((language) => [language.id, mapLanguageEntity(language).locale]));
}
