/**
 * Fields that Shopware's schema declares nullable and requires (some only after the test
 * suite's SCHEMA_CORRECTIONS); every other null-valued field is left out of the JSON. Shopware
 * itself writes `"field": null` for empty optional fields, while the official OpenAPI document
 * types them without null, so leaving them out satisfies both: a client reading a real Shopware
 * treats null and absent alike.
 *
 * `redirectUrl` is required and nullable in POST|GET /handle-payment's answer. The other answers
 * with a `redirectUrl` (ContextTokenResponse: login, logout, PATCH /context, …) type it as an
 * optional string without null, so their routes leave the key out instead of setting it to null.
 */
const KEEP_NULL = new Set([
  'listPrice',
  'referencePrice',
  'regulationPrice',
  'customer',
  'rating',
  'variantId',
  'calculatedCheapestPrice',
  'redirectUrl',
]);

function replacer(this: unknown, key: string, value: unknown): unknown {
  if (value === null && !Array.isArray(this) && key !== '' && !KEEP_NULL.has(key)) return undefined;
  return value;
}

export const serializeStoreApiJson = (payload: unknown): string => JSON.stringify(payload, replacer);
