import { calculatedPrice, round, unitPriceOf, type ReferenceInfo } from '../price.js';
import type { Locale, ProductRecord, ReviewRecord } from '../records.js';
import { translate } from '../translate.js';
import type { MediaDoc } from './media-view.js';
import type { PropertyOptionDoc } from './property-view.js';
import type { SeoUrlDoc } from './seo-url-view.js';
import type { presentDeliveryTime, presentUnit } from './system-view.js';

/** The shop's largest quantity per line item (core.cart.maxQuantity). */
export const MAX_QUANTITY = 99;
const DAY = 24 * 60 * 60 * 1000;

export interface ProductDoc {
  id: string;
  parentId: string | null;
  productNumber: string;
  name: string;
  available: boolean;
  sales: number;
  releaseDate: string;
  ratingAverage: number | null;
  categoryTree: string[];
  calculatedPrice: ReturnType<typeof calculatedPrice>;
  seoUrls: SeoUrlDoc[];
  [field: string]: unknown;
}

export interface CrossSellingDoc {
  id: string;
  productId: string;
  name: string;
  position: number;
  type: 'productList';
  sortBy: string;
  sortDirection: string;
  active: boolean;
  limit: number;
  translated: { name: string };
  assignedProducts: { id: string; crossSellingId: string; productId: string; position: number; apiAlias: string }[];
  apiAlias: 'product_cross_selling';
}

export interface ProductRelations {
  ancestorsOfCategories: string[];
  media: MediaDoc[];
  properties: PropertyOptionDoc[];
  options: PropertyOptionDoc[];
  unit: ReturnType<typeof presentUnit> | null;
  deliveryTime: ReturnType<typeof presentDeliveryTime> | null;
  manufacturer: unknown;
  reviews: ReviewRecord[];
  seoUrls: SeoUrlDoc[];
  /** The main category, used for the SEO path (a full Category without children). */
  seoCategory: unknown;
  /** The variants of the product's group (of the parent, for a variant too), for the cheapest price. */
  variants: { id: string; price: number }[];
  childCount: number;
  now: Date;
  markAsNewDays: number;
  salesChannelId: string;
  languageId: string;
}

export function isAvailable(product: ProductRecord): boolean {
  return !product.isCloseout || product.stock >= product.minPurchase;
}

/** Shopware's calculatedMaxPurchase: the configured maximum, capped by stock for closeouts, on the step grid. */
export function calculatedMaxPurchase(product: ProductRecord): number {
  let max = Math.min(product.maxPurchase ?? MAX_QUANTITY, MAX_QUANTITY);
  if (product.isCloseout) max = Math.min(max, product.stock);
  const steps = Math.max(product.purchaseSteps, 1);
  const onGrid = max - ((max - product.minPurchase) % steps);
  return Math.max(onGrid, 0);
}

export function presentProduct(record: ProductRecord, locale: Locale, related: ProductRelations): ProductDoc {
  const translated = translate(record.translations, locale);
  const unitName = related.unit?.translated.name ?? '';
  const reference: ReferenceInfo | null =
    record.purchaseUnit && record.referenceUnit
      ? { purchaseUnit: record.purchaseUnit, referenceUnit: record.referenceUnit, unitName }
      : null;
  const unitPrice = unitPriceOf(record);
  const price = calculatedPrice(
    unitPrice,
    1,
    record.taxRate,
    record.tierPrices.length ? null : record.listPrice,
    reference,
  );
  const tierPrices = record.tierPrices.map((tier) =>
    calculatedPrice(tier.price, tier.quantityEnd ?? tier.quantityStart, record.taxRate, null, reference),
  );
  const variantPrices = related.variants.map((variant) => variant.price);
  const cheapestUnit = Math.min(unitPrice, ...record.tierPrices.map((tier) => tier.price), ...variantPrices);
  const hasRange = record.tierPrices.length > 1 || new Set([unitPrice, ...variantPrices]).size > 1;
  const cheapestVariant = related.variants.length
    ? related.variants.reduce((best, variant) => (variant.price < best.price ? variant : best))
    : null;
  const reviews = related.reviews;
  const ratingAverage = reviews.length
    ? round(reviews.reduce((sum, review) => sum + review.points, 0) / reviews.length)
    : null;
  const isNew = related.now.getTime() - Date.parse(record.releaseDate) < related.markAsNewDays * DAY;
  const available = isAvailable(record);
  const productMedia = related.media.map((media, index) => ({
    id: `${media.id.slice(0, 24)}${record.id.slice(0, 8)}`,
    productId: record.id,
    mediaId: media.id,
    position: index,
    media,
    customFields: null,
    apiAlias: 'product_media',
  }));
  const cover = productMedia[0] ?? null;
  return {
    id: record.id,
    versionId: '0fa91ce3e96a4bc2be4bd9ce752c3425',
    parentId: record.parentId,
    parentVersionId: record.parentId ? '0fa91ce3e96a4bc2be4bd9ce752c3425' : null,
    productNumber: record.productNumber,
    active: true,
    type: 'physical',
    states: ['is-physical'],
    name: translated.name,
    description: translated.description,
    metaTitle: translated.metaTitle || null,
    metaDescription: translated.metaDescription || null,
    keywords: translated.keywords || null,
    translated: {
      name: translated.name,
      description: translated.description,
      metaTitle: translated.metaTitle || null,
      metaDescription: translated.metaDescription || null,
      keywords: translated.keywords || null,
      packUnit: null,
      packUnitPlural: null,
      customFields: record.customFields,
    },
    stock: record.stock,
    availableStock: record.stock,
    available,
    isCloseout: record.isCloseout,
    minPurchase: record.minPurchase,
    maxPurchase: record.maxPurchase,
    purchaseSteps: record.purchaseSteps,
    calculatedMaxPurchase: calculatedMaxPurchase(record),
    purchaseUnit: record.purchaseUnit,
    referenceUnit: record.referenceUnit,
    unitId: record.unitId,
    unit: related.unit,
    shippingFree: record.shippingFree,
    markAsTopseller: record.markAsTopseller,
    isNew,
    releaseDate: record.releaseDate,
    sales: record.sales,
    ratingAverage,
    manufacturerId: record.manufacturerId,
    manufacturer: related.manufacturer,
    deliveryTimeId: record.deliveryTimeId,
    deliveryTime: related.deliveryTime,
    restockTime: null,
    taxId: '0fa91ce3e96a4bc2be4bd9ce752c3426',
    coverId: cover?.id ?? null,
    cover,
    media: productMedia,
    propertyIds: record.propertyIds,
    properties: related.properties,
    optionIds: record.optionIds,
    options: related.options,
    categoryIds: record.categoryIds,
    categoryTree: related.ancestorsOfCategories,
    childCount: related.childCount,
    displayGroup: record.parentId ?? record.id,
    customFields: record.customFields,
    calculatedPrice: price,
    calculatedPrices: tierPrices,
    calculatedCheapestPrice: {
      ...calculatedPrice(cheapestUnit, 1, record.taxRate, null, reference),
      hasRange,
      variantId: cheapestVariant?.id ?? null,
      apiAlias: 'calculated_cheapest_price',
    },
    crossSellings: record.crossSellings.map((crossSelling): CrossSellingDoc => {
      const name = translate(crossSelling.translations, locale).name;
      return {
        id: crossSelling.id,
        productId: record.id,
        name,
        position: crossSelling.position,
        type: 'productList',
        sortBy: 'name',
        sortDirection: 'ASC',
        active: true,
        limit: 24,
        translated: { name },
        assignedProducts: crossSelling.productIds.map((productId, index) => ({
          id: `${crossSelling.id.slice(0, 16)}${productId.slice(0, 16)}`,
          crossSellingId: crossSelling.id,
          productId,
          position: index + 1,
          apiAlias: 'product_cross_selling_assigned_products',
        })),
        apiAlias: 'product_cross_selling',
      };
    }),
    productReviews: reviews.map((review) => presentReview(review, related.salesChannelId, related.languageId)),
    seoUrls: related.seoUrls,
    seoCategory: related.seoCategory,
    createdAt: record.createdAt,
    updatedAt: null,
    apiAlias: 'product',
  };
}

export function presentReview(review: ReviewRecord, salesChannelId: string, languageId: string) {
  return {
    id: review.id,
    productId: review.productId,
    productVersionId: '0fa91ce3e96a4bc2be4bd9ce752c3425',
    customerId: null,
    salesChannelId,
    languageId,
    externalUser: review.externalUser,
    externalEmail: null,
    title: review.title,
    content: review.content,
    points: review.points,
    status: true,
    comment: null,
    customFields: null,
    createdAt: review.createdAt,
    updatedAt: null,
    apiAlias: 'product_review',
  };
}
