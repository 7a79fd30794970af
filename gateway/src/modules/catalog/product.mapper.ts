import { MEDIA_INCLUDES, productCoverOf, productImagesOf, responsiveImageOf } from '../../domain/media.js';
import { money } from '../../domain/money.js';
import { productFlagOf } from '../../domain/product-flag.js';
import { PRICE_INCLUDES, productPriceOf } from '../../domain/product-price.js';
import { productTypeOf } from '../../domain/product-type.js';
import { purchaseQuantityOf } from '../../domain/purchase-quantity.js';
import { SEO_URL_INCLUDES, productPathOf } from '../../domain/seo-path.js';
import { sanitizeShopHtml } from '../../domain/shop-html.js';
import {
  WINE_CUSTOM_FIELD_INCLUDES,
  nutritionFactsOf,
  nutritionLabelIdOf,
  wineDetailsOf,
} from '../../domain/wine-details.js';
import { mergeIncludes, type Included, type Includes } from '../../shopware/includes.js';
import type { RawProduct, RawProductReview, RawPropertyGroupOption } from '../../shopware/store-api-types.js';
import type { RawCrossSellingElement } from './catalog-raw-types.js';
import type { CrossSellingGroup, ProductReview, VariantGroup } from './product-relations.type.js';
import type { DeliveryTime, Product, ProductProperty } from './product.type.js';
import { shopText as text } from '../../domain/shop-text.js';

/**
 * The fields mapProduct and the rules of src/domain read of a product: the criteria `includes`
 * of every product read (listing, search, detail, by ids, cross-sellings, wishlist). One shape for
 * all of them, because a product fetched by one read answers the others (primeProducts). The
 * product's `translated` keeps the translations of the listed fields (name, description, meta
 * fields, the wine custom fields). Reading another field means adding it here.
 */
const PRODUCT_FIELDS = [
  'id',
  'parentId',
  'productNumber',
  'name',
  'translated',
  'description',
  'metaTitle',
  'metaDescription',
  'keywords',
  'available',
  'markAsTopseller',
  'isNew',
  'stock',
  'availableStock',
  'minPurchase',
  'maxPurchase',
  'calculatedMaxPurchase',
  'purchaseSteps',
  'shippingFree',
  'ratingAverage',
  'childCount',
  'optionIds',
  'calculatedPrice',
  'calculatedPrices',
  'calculatedCheapestPrice',
  'unit',
  'coverId',
  'media',
  'seoUrls',
  'deliveryTime',
  'properties',
  'manufacturer',
  ...WINE_CUSTOM_FIELD_INCLUDES,
] as const;

/** The properties with their groups (product type, property list) and the configurator's options. */
const PROPERTY_INCLUDES = {
  property_group_option: ['id', 'name', 'translated', 'groupId', 'group', 'position'],
  property_group: ['name', 'translated', 'position'],
} as const satisfies Includes;

/** How an option shows itself in the configurator and the filters: its colour and its image. */
export const OPTION_LOOK_INCLUDES = mergeIncludes({ property_group_option: ['colorHexCode', 'media'] }, MEDIA_INCLUDES);

/** A property option as the configurator and the filters show it: its name (translation first), colour and image. */
export function optionLookOf(option: RawPropertyGroupOption) {
  return {
    id: option.id,
    name: text(option.translated?.name) ?? option.name,
    colorHexCode: text(option.colorHexCode),
    media: responsiveImageOf(option.media),
  };
}

export const PRODUCT_INCLUDES = mergeIncludes(
  {
    product: PRODUCT_FIELDS,
    product_media: ['id', 'position', 'media'],
    product_manufacturer: ['name', 'translated'],
    delivery_time: ['name', 'translated', 'min', 'max', 'unit'],
  },
  PROPERTY_INCLUDES,
  PRICE_INCLUDES,
  MEDIA_INCLUDES,
  SEO_URL_INCLUDES,
);

/** POST /product/{id}: the product only; the configurator comes from the variants (mapVariantGroups). */
export const PRODUCT_DETAIL_INCLUDES = mergeIncludes(PRODUCT_INCLUDES, { product_detail: ['product'] });

/** A product as the gateway's reads answer it: the fields of PRODUCT_INCLUDES. */
export type ProductAnswer = Included<RawProduct, (typeof PRODUCT_FIELDS)[number]>;

/** A Store API product as the gateway gives it: every rule from src/domain applied once. */
export function mapProduct(raw: ProductAnswer, currency: string): Product {
  const translated: Partial<RawProduct['translated']> = raw.translated ?? {};
  const type = productTypeOf(raw);
  return {
    id: raw.id,
    parentId: raw.parentId ?? null,
    productNumber: raw.productNumber,
    name: text(translated.name) ?? text(raw.name) ?? '',
    type,
    flag: productFlagOf(raw),
    isTopSeller: raw.markAsTopseller === true,
    isNew: raw.isNew === true,
    price: productPriceOf(raw, type, currency),
    cover: productCoverOf(raw),
    path: productPathOf(raw),
    isAvailable: raw.available !== false,
    stock: raw.stock ?? null,
    availableStock: raw.availableStock ?? null,
    purchaseQuantity: purchaseQuantityOf(raw),
    deliveryTime: deliveryTimeOf(raw),
    hasVariants: (raw.childCount ?? 0) > 0,
    isShippingFree: raw.shippingFree === true,
    ratingAverage: raw.ratingAverage ?? null,
    nutritionLabelId: nutritionLabelIdOf(raw),
    nutrition: nutritionFactsOf(raw),
    wineDetails: wineDetailsOf(raw),
    properties: propertiesOf(raw),
    manufacturerName: text(raw.manufacturer?.translated?.name) ?? text(raw.manufacturer?.name),
    metaTitle: text(translated.metaTitle) ?? text(raw.metaTitle),
    metaDescription: text(translated.metaDescription) ?? text(raw.metaDescription),
    metaKeywords: text(translated.keywords) ?? text(raw.keywords),
    variantParentId: raw.parentId ?? ((raw.childCount ?? 0) > 0 ? raw.id : null),
    optionIds: raw.optionIds ?? [],
    // Worked out only when a query asks for them: a listing's cards need neither, and sanitising is costly.
    get descriptionHtml() {
      return sanitizeShopHtml(translated.description ?? raw.description);
    },
    get images() {
      return productImagesOf(raw);
    },
  };
}

function deliveryTimeOf(raw: ProductAnswer): DeliveryTime | null {
  const deliveryTime = raw.deliveryTime;
  if (!deliveryTime) return null;
  return {
    name: text(deliveryTime.translated?.name) ?? deliveryTime.name,
    min: deliveryTime.min ?? null,
    max: deliveryTime.max ?? null,
    unit: deliveryTime.unit ?? null,
  };
}

function propertiesOf(raw: ProductAnswer): ProductProperty[] {
  return [...(raw.properties ?? [])]
    .sort((a, b) => (a.group?.position ?? 0) - (b.group?.position ?? 0) || (a.position ?? 0) - (b.position ?? 0))
    .map((option) => ({
      id: option.id,
      name: text(option.translated?.name) ?? option.name,
      groupId: option.groupId,
      groupName: text(option.group?.translated?.name) ?? option.group?.name ?? '',
    }));
}

/** POST /product/{id}/cross-selling: each group's name, position and state, and its products. */
export const CROSS_SELLING_INCLUDES = mergeIncludes(PRODUCT_INCLUDES, {
  cross_selling_element: ['crossSelling', 'products'],
  product_cross_selling: ['id', 'name', 'translated', 'active', 'position'],
});

export function mapCrossSellings(elements: RawCrossSellingElement[], currency: string): CrossSellingGroup[] {
  return elements
    .filter((element) => element.crossSelling.active !== false)
    .sort((a, b) => (a.crossSelling.position ?? 0) - (b.crossSelling.position ?? 0))
    .map((element) => ({
      id: element.crossSelling.id,
      name: text(element.crossSelling.translated?.name) ?? element.crossSelling.name,
      products: element.products.map((product) => mapProduct(product, currency)),
    }));
}

export function mapReview(raw: RawProductReview): ProductReview {
  return {
    id: raw.id,
    title: raw.title,
    content: raw.content,
    rating: raw.points ?? 0,
    authorName: text(raw.externalUser),
    createdAt: raw.createdAt ?? null,
  };
}

/** What mapVariantGroups reads of the variants (their options with groups, colours and images, price, availability, path), and their parent. */
const VARIANT_FIELDS = ['id', 'parentId', 'optionIds', 'options', 'calculatedPrice', 'available', 'seoUrls'] as const;
export const VARIANT_INCLUDES = mergeIncludes(
  { product: VARIANT_FIELDS, calculated_price: ['unitPrice'] },
  SEO_URL_INCLUDES,
  PROPERTY_INCLUDES,
  OPTION_LOOK_INCLUDES,
  { property_group: ['displayType'] },
);
export type VariantAnswer = Included<RawProduct, (typeof VARIANT_FIELDS)[number]>;

/**
 * The configurator from the variants of a main product: one group per property group of their
 * options, each option with the variant to buy for it. With several groups the variant is the one
 * that keeps the current product's choices in the other groups.
 */
export function mapVariantGroups(
  variants: VariantAnswer[],
  current: Pick<Product, 'id' | 'optionIds'>,
  currency: string,
): VariantGroup[] {
  const optionsByGroup = new Map<string, RawPropertyGroupOption[]>();
  for (const option of variants.flatMap((variant) => variant.options ?? [])) {
    const options = optionsByGroup.get(option.groupId) ?? [];
    if (!options.some((known) => known.id === option.id)) options.push(option);
    optionsByGroup.set(option.groupId, options);
  }
  const byPosition = (a: { position?: number }, b: { position?: number }) => (a.position ?? 0) - (b.position ?? 0);
  return [...optionsByGroup.entries()]
    .sort(([, a], [, b]) => byPosition(a[0]?.group ?? {}, b[0]?.group ?? {}))
    .map(([groupId, options]) => {
      const group = options[0]?.group;
      return {
        id: groupId,
        name: text(group?.translated?.name) ?? group?.name ?? '',
        displayType: group?.displayType ?? null,
        options: [...options].sort(byPosition).map((option) => {
          const variant = variantFor(option, variants, current);
          return {
            ...optionLookOf(option),
            variantId: variant?.id ?? null,
            path: variant ? productPathOf(variant) : null,
            price: variant ? money(variant.calculatedPrice.unitPrice, currency) : null,
            isSelected: current.optionIds.includes(option.id),
            isAvailable: variant !== undefined && variant.available !== false,
          };
        }),
      };
    });
}

function variantFor(
  option: RawPropertyGroupOption,
  variants: VariantAnswer[],
  current: Pick<Product, 'id'>,
): VariantAnswer | undefined {
  const withOption = variants.filter((variant) => (variant.optionIds ?? []).includes(option.id));
  const currentChoices = (variants.find((variant) => variant.id === current.id)?.options ?? []).filter(
    (other) => other.groupId !== option.groupId,
  );
  return (
    withOption.find((variant) => currentChoices.every((choice) => (variant.optionIds ?? []).includes(choice.id))) ??
    withOption[0]
  );
}
