/**
 * Shapes of raw Store API answers, from @shopware/api-client's generated Store API types. The
 * gateway treats every field as possibly absent or null (Shopware writes null, the emulator leaves
 * such fields out), so mappers read them defensively. Catalogue reads ask only for the fields their
 * mappers read (criteria `includes`, see includes.ts): their answers are typed `Included<…>`.
 */
import type { Schemas } from '@shopware/api-client/api-types';

export type RawProduct = Schemas['Product'];
export type RawCategory = Schemas['Category'];
export type RawMedia = Schemas['Media'];
export type RawPropertyGroup = Schemas['PropertyGroup'];
export type RawPropertyGroupOption = Schemas['PropertyGroupOption'];
export type RawSeoUrl = Schemas['SeoUrl'];
export type RawProductReview = Schemas['ProductReview'];
export type RawCalculatedPrice = Schemas['CalculatedPrice'];
export type RawPaymentMethod = Schemas['PaymentMethod'];
export type RawShippingMethod = Schemas['ShippingMethod'];
export type RawCountry = Schemas['Country'];
export type RawCountryState = Schemas['CountryState'];
export type RawSalutation = Schemas['Salutation'];
export type RawLanguage = Schemas['Language'];
export type RawCurrency = Schemas['Currency'];
export type RawSalesChannelContext = Schemas['SalesChannelContext'];

/** A Store API entity search answer. */
export interface RawSearchResult<T> {
  total?: number;
  page?: number;
  limit?: number;
  elements: T[];
  aggregations?: Record<string, unknown> | unknown[];
}

/** POST /product-listing, /search, /search-suggest. */
export interface RawProductListing extends RawSearchResult<RawProduct> {
  sorting?: string;
  availableSortings?: { key: string; label?: string; translated?: { label?: string }; priority?: number }[];
  currentFilters?: {
    navigationId?: string;
    manufacturer?: string[];
    properties?: string[];
    price?: { min?: number; max?: number };
    rating?: number | null;
    'shipping-free'?: boolean;
    search?: string;
  };
}
