import { stableId } from '@weingut/emulator/catalogue/ids';

/** Ids of the emulator's seeded catalogue (docs/catalogue.md: md5 of "<entity>:<key>"). */
export const productId = (key: string): string => stableId('product', key);
export const categoryId = (key: string): string => stableId('category', key);

/** The home: the main navigation's root category. */
export const HOME_CATEGORY_ID = categoryId('main-navigation-root');

let lastListingLimit = 1;
/** A listing of the home with a limit no earlier request of this process asked for: no cache holds it yet. */
export const unaskedListingQuery = (): string =>
  `{ productListing(categoryId: "${HOME_CATEGORY_ID}", limit: ${(lastListingLimit += 1)}) { total products { id name price { unitPrice { amount } } } } }`;

/** Store API calls the gateway made for an answer (the x-upstream-calls header, outside production). */
export function upstreamCalls(res: { headers: Record<string, unknown> }): number {
  const value = res.headers['x-upstream-calls'];
  if (typeof value !== 'string') throw new Error('No x-upstream-calls header in the answer');
  return Number(value);
}

/** Which Store API calls the gateway made, in order, e.g. ['GET /context', 'POST /category'] (x-upstream-call-log). */
export function upstreamCallLog(res: { headers: Record<string, unknown> }): string[] {
  const value = res.headers['x-upstream-call-log'];
  if (typeof value !== 'string') throw new Error('No x-upstream-call-log header in the answer');
  return value === '' ? [] : value.split(', ');
}

/** The first GraphQL error of an answer (status 200 with errors, as Apollo answers resolver errors). */
export function firstError(res: { body: { errors?: { message: string; extensions?: Record<string, unknown> }[] } }) {
  const error = res.body.errors?.[0];
  if (!error) throw new Error(`Expected a GraphQL error, got ${JSON.stringify(res.body)}`);
  return error;
}

/** The fields of a product card. */
export const PRODUCT_CARD = `
  id name path type flag isAvailable isTopSeller
  price { unitPrice { amount currencyCode } regularPrice { amount } specialPrice { amount } tierPrices { fromQuantity toQuantity unitPrice { amount } }
          referencePrice { fillingQuantity unitCode referenceQuantity basePrice { amount currencyCode } } }
  cover { url srcset { url width } }
  purchaseQuantity { min max step allowedQuantities }
  nutritionLabelId
`;
