import type { SeedMediaArt } from '../seed/catalogue-types.js';

/**
 * Stored records: language-independent, with translations keyed by locale code.
 * The views in catalogue/views/ turn them into Store API entities for one language.
 */
export type Locale = 'de-DE' | 'en-GB' | 'it-IT' | 'nl-NL' | 'pl-PL';
export type TranslationMap<T> = Partial<Record<Locale, Partial<T>>> & { 'de-DE': T };

export interface LanguageRecord {
  id: string;
  locale: Locale;
  name: string;
  /** Native name, e.g. 'Deutsch'. */
  label: string;
  position: number;
}

export interface CurrencyRecord {
  id: string;
  isoCode: string;
  symbol: string;
  factor: number;
  decimalPrecision: number;
  translations: TranslationMap<{ name: string; shortName: string }>;
  position: number;
}

export interface CountryStateRecord {
  id: string;
  shortCode: string;
  translations: TranslationMap<{ name: string }>;
  position: number;
}

export interface CountryRecord {
  id: string;
  iso: string;
  iso3: string;
  position: number;
  shippingAvailable: boolean;
  forceStateInRegistration: boolean;
  postalCodeRequired: boolean;
  /** Check zip codes against defaultPostalCodePattern (or the advanced one when that check is on). */
  checkPostalCodePattern: boolean;
  checkAdvancedPostalCodePattern: boolean;
  /** A PCRE body without delimiters or anchors, as Shopware stores it. */
  defaultPostalCodePattern: string | null;
  advancedPostalCodePattern: string | null;
  translations: TranslationMap<{ name: string }>;
  states: CountryStateRecord[];
}

export interface SalutationRecord {
  id: string;
  salutationKey: string;
  translations: TranslationMap<{ displayName: string; letterName: string }>;
}

export interface PaymentMethodRecord {
  id: string;
  technicalName: string;
  /** How the emulator's payment handler behaves (issue 3 implements the behaviour). */
  handler: 'sync' | 'redirect' | 'failing';
  mediaId: string | null;
  position: number;
  afterOrderEnabled: boolean;
  translations: TranslationMap<{ name: string; description: string }>;
}

export interface ShippingMethodRecord {
  id: string;
  technicalName: string;
  deliveryTimeId: string;
  mediaId: string | null;
  position: number;
  /** Gross shipping costs in EUR and the cart total from which shipping is free (null: never). */
  price: number;
  freeFrom: number | null;
  translations: TranslationMap<{ name: string; description: string; trackingUrl: string }>;
}

export interface DeliveryTimeRecord {
  id: string;
  min: number;
  max: number;
  unit: 'hour' | 'day' | 'week' | 'month' | 'year';
  translations: TranslationMap<{ name: string }>;
}

export interface UnitRecord {
  id: string;
  translations: TranslationMap<{ name: string; shortCode: string }>;
}

export interface ManufacturerRecord {
  id: string;
  link: string;
  mediaId: string | null;
  translations: TranslationMap<{ name: string; description: string }>;
}

export interface PropertyOptionRecord {
  id: string;
  groupId: string;
  position: number;
  colorHexCode: string | null;
  translations: TranslationMap<{ name: string }>;
}

export interface PropertyGroupRecord {
  id: string;
  key: string;
  displayType: 'text' | 'color' | 'media';
  sortingType: 'alphanumeric' | 'position';
  filterable: boolean;
  visibleOnProductDetailPage: boolean;
  position: number;
  translations: TranslationMap<{ name: string; description: string }>;
  options: PropertyOptionRecord[];
}

export interface MediaRecord {
  id: string;
  art: SeedMediaArt;
  fileName: string;
  width: number;
  height: number;
  createdAt: string;
}

export interface CategoryRecord {
  id: string;
  key: string;
  parentId: string | null;
  /** Order among siblings. */
  position: number;
  level: number;
  type: 'page' | 'link' | 'folder';
  linkType: 'external' | null;
  externalLink: string | null;
  mediaId: string | null;
  productListing: boolean;
  createdAt: string;
  translations: TranslationMap<{ name: string; description: string; metaTitle: string; metaDescription: string }>;
}

export interface TierPriceRecord {
  quantityStart: number;
  quantityEnd: number | null;
  price: number;
}

export interface CrossSellingRecord {
  id: string;
  position: number;
  productIds: string[];
  translations: TranslationMap<{ name: string }>;
}

export interface ProductRecord {
  id: string;
  key: string;
  parentId: string | null;
  productNumber: string;
  translations: TranslationMap<{
    name: string;
    description: string;
    metaTitle: string;
    metaDescription: string;
    keywords: string;
  }>;
  /** Gross unit price in EUR and the regular price when on special. */
  price: number;
  listPrice: number | null;
  tierPrices: TierPriceRecord[];
  taxRate: number;
  purchaseUnit: number | null;
  referenceUnit: number | null;
  unitId: string | null;
  stock: number;
  isCloseout: boolean;
  minPurchase: number;
  purchaseSteps: number;
  maxPurchase: number | null;
  shippingFree: boolean;
  markAsTopseller: boolean;
  releaseDate: string;
  createdAt: string;
  sales: number;
  manufacturerId: string;
  deliveryTimeId: string;
  propertyIds: string[];
  /** Variant options (the voucher's amount). */
  optionIds: string[];
  categoryIds: string[];
  mediaIds: string[];
  customFields: Record<string, unknown>;
  crossSellings: CrossSellingRecord[];
}

export interface ReviewRecord {
  id: string;
  productId: string;
  locale: Locale;
  title: string;
  content: string;
  points: number;
  externalUser: string;
  createdAt: string;
}

export interface SortingRecord {
  id: string;
  key: string;
  priority: number;
  /** Sorted by these fields, in order. */
  fields: { field: string; order: 'asc' | 'desc' }[];
  /** Only offered on the search page (Shopware's locked 'score' sorting). */
  searchOnly: boolean;
  translations: TranslationMap<{ label: string }>;
}

export interface SalesChannelRecord {
  id: string;
  name: string;
  accessKey: string;
  languageId: string;
  currencyId: string;
  countryId: string;
  paymentMethodId: string;
  shippingMethodId: string;
  navigationCategoryId: string;
  footerCategoryId: string;
  serviceCategoryId: string;
  navigationCategoryDepth: number;
  customerGroupId: string;
  domains: { id: string; url: string; languageId: string; currencyId: string; snippetSetId: string }[];
  /** Days a product counts as new after its release date (core.listing.markAsNew). */
  markAsNewDays: number;
  productsPerPage: number;
  defaultSorting: string;
}

/** All record kinds by the name they are stored under. */
export interface RecordKinds {
  language: LanguageRecord;
  currency: CurrencyRecord;
  country: CountryRecord;
  salutation: SalutationRecord;
  payment_method: PaymentMethodRecord;
  shipping_method: ShippingMethodRecord;
  delivery_time: DeliveryTimeRecord;
  unit: UnitRecord;
  product_manufacturer: ManufacturerRecord;
  property_group: PropertyGroupRecord;
  media: MediaRecord;
  category: CategoryRecord;
  product: ProductRecord;
  product_review: ReviewRecord;
  product_sorting: SortingRecord;
  sales_channel: SalesChannelRecord;
}
export type RecordKind = keyof RecordKinds;
