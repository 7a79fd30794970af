import type { EntityDefinition } from './entity-definitions.js';
import { valuesAt } from './field-path.js';

/**
 * shopware.search.term_max_length (ProductSearchBuilder): Shopware searches the first 300 characters
 * of a term and drops the rest, so a term of many kilobytes costs no more than one of 300 characters.
 */
export const SEARCH_TERM_MAX_LENGTH = 300;

/** The part of a term that is searched: its first SEARCH_TERM_MAX_LENGTH characters (code points, as mb_substr counts). */
export const searchedPart = (term: string): string => {
  const trimmed = term.trim();
  return trimmed.length <= SEARCH_TERM_MAX_LENGTH
    ? trimmed
    : [...trimmed].slice(0, SEARCH_TERM_MAX_LENGTH).join('').trim();
};

const tokenise = (text: string): string[] =>
  text
    .toLocaleLowerCase('de')
    .split(/[^\p{L}\p{N}.-]+/u)
    .map((token) => token.trim())
    .filter((token) => token.length >= 2);

/**
 * Scores documents against a search term (its first 300 characters): every token must be found in some searchable field
 * (Shopware's AND logic); a word starting with the token scores fully, one containing it less.
 * Returns the scores of the matching documents.
 */
export function scoreByTerm<T extends { id: string }>(
  docs: T[],
  term: string,
  definition: EntityDefinition,
): Map<string, number> {
  const tokens = tokenise(searchedPart(term));
  const scores = new Map<string, number>();
  if (tokens.length === 0) return scores;
  for (const doc of docs) {
    let total = 0;
    let matchedAll = true;
    for (const token of tokens) {
      let best = 0;
      for (const { path, weight } of definition.searchFields) {
        for (const value of valuesAt(doc, path)) {
          if (typeof value !== 'string') continue;
          const text = value.toLocaleLowerCase('de');
          if (text === token) best = Math.max(best, weight * 2);
          else if (tokenise(text).some((word) => word.startsWith(token))) best = Math.max(best, weight);
          else if (text.includes(token)) best = Math.max(best, weight * 0.5);
        }
      }
      if (best === 0) {
        matchedAll = false;
        break;
      }
      total += best;
    }
    if (matchedAll) scores.set(doc.id, total);
  }
  return scores;
}
