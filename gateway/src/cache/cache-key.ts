import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import type { RawSalesChannelContext } from '../shopware/store-api-types.js';
import type { CallOptions } from '../shopware/store-api-client.js';

/**
 * What makes a public answer differ between shoppers, as Shopware's own HTTP cache keys it
 * (`sw-cache-hash`: rule ids, currency, tax state, plus language and customer group), and the
 * shipping country, whose tax rules price the products. Never a token, never a customer.
 */
export interface CacheScope {
  salesChannelId: string;
  languageId: string;
  currencyId: string;
  customerGroupId: string;
  taxState: string;
  countryId: string;
  ruleIds: string[];
}

/** Fields of a real Shopware context that the official schema leaves out. */
interface ContextKeyFields {
  currentCustomerGroup?: { id?: string };
  shippingLocation?: { country?: { id?: string } };
  context?: { languageIdChain?: string[]; currencyId?: string; taxState?: string; ruleIds?: string[] };
}

/** The scope of a GET /context answer; null when it has a customer (account or guest): such sessions are never cached. */
export function scopeOfContext(raw: RawSalesChannelContext): CacheScope | null {
  if (raw.customer) return null;
  const { currentCustomerGroup, shippingLocation, context } = raw as RawSalesChannelContext & ContextKeyFields;
  return {
    salesChannelId: raw.salesChannel.id ?? '',
    languageId: context?.languageIdChain?.[0] ?? raw.salesChannel.languageId ?? '',
    currencyId: context?.currencyId ?? raw.currency?.id ?? '',
    customerGroupId: currentCustomerGroup?.id ?? '',
    taxState: context?.taxState ?? '',
    countryId: shippingLocation?.country?.id ?? '',
    ruleIds: [...(context?.ruleIds ?? [])].sort(),
  };
}

export interface CatalogRead {
  path: string;
  body: object | undefined;
  options: CallOptions;
}

/** A scope as one short string (the hash of its stable JSON): what cache keys and the scope cookie hold. */
export function scopeIdOf(scope: CacheScope): string {
  return createHash('sha256').update(stringify(scope)).digest('base64url').slice(0, 32);
}

/** The key of one read in one scope: the access key, path, stable JSON of the body and the options. */
export function cacheKey(accessKey: string, scopeId: string, read: CatalogRead): string {
  const material = stringify([
    accessKey,
    scopeId,
    read.path,
    read.body ?? null,
    read.options.searchParams ?? null,
    read.options.seoUrls === true,
  ]);
  return `catalog:${createHash('sha256').update(material).digest('base64url')}`;
}
