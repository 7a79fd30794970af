/**
 * The shopper texts: i18next resources, one JSON file per language and area (namespace) in
 * schema/texts/<locale>/<area>.json, read by the gateway (its messages) and the web (its interface).
 * Placeholders are i18next's `{{name}}`; a text that counts has i18next's plural forms (`_one`,
 * `_other`, Polish also `_few`/`_many`, Italian `_many`), chosen by the `count` option.
 */
export const TEXT_AREAS = [
  'web',
  'errorPage',
  'status',
  'input',
  'account',
  'cart',
  'checkout',
  'order',
  'catalog',
  'errors',
] as const;
export type TextArea = (typeof TEXT_AREAS)[number];

/** A text's key with its area, as i18next's t() takes it: `errors:RATE_LIMITED`. */
export type TextKey = `${TextArea}:${string}`;
