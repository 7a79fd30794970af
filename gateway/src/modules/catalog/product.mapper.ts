import { productCoverOf, productImagesOf } from '../../domain/media.js';
import { money } from '../../domain/money.js';
import { productFlagOf } from '../../domain/product-flag.js';
import { productPriceOf } from '../../domain/product-price.js';
import { productTypeOf } from '../../domain/product-type.js';
import { purchaseQuantityOf } from '../../domain/purchase-quantity.js';
import { productPathOf } from '../../domain/seo-path.js';
import { sanitizeShopHtml } from '../../domain/shop-html.js';
import { nutritionFactsOf, nutritionLabelIdOf, wineDetailsOf } from '../../domain/wine-details.js';
import type { RawProduct, RawProductReview, RawPropertyGroupOption } from '../../shopware/store-api-types.js';
import type { RawCrossSellingElement } from './catalog-raw-types.js';
import type { CrossSellingGroup, ProductReview, VariantGroup } from './product-relations.type.js';
import type { DeliveryTime, Product, ProductProperty } from './product.type.js';

const text = (value: string | null | undefined): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A Store API product as the gateway gives it: every rule from src/domain applied once. */
export function mapProduct(raw: RawProduct, currency: string): Product {
  const translated: Partial<RawProduct['translated']> = raw.translated ?? {};
  const type = productTypeOf(raw);
  return {
    id: raw.id,
    parentId: raw.parentId ?? null,
    productNumber: raw.productNumber,
    name: text(translated.name) ?? raw.name,
    type,
    flag: productFlagOf(raw),
    isTopSeller: raw.markAsTopseller === true,
    isNew: raw.isNew === true,
    price: productPriceOf(raw, type, currency),
    cover: productCoverOf(raw),
    path: productPathOf(raw),
    isAvailable: raw.available !== false,
    availableStock: raw.availableStock ?? null,
    purchaseQuantity: purchaseQuantityOf(raw),
    deliveryTime: deliveryTimeOf(raw),
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

function deliveryTimeOf(raw: RawProduct): DeliveryTime | null {
  const deliveryTime = raw.deliveryTime;
  if (!deliveryTime) return null;
  return {
    name: text(deliveryTime.translated?.name) ?? deliveryTime.name,
    min: deliveryTime.min ?? null,
    max: deliveryTime.max ?? null,
    unit: deliveryTime.unit ?? null,
  };
}

function propertiesOf(raw: RawProduct): ProductProperty[] {
  return [...(raw.properties ?? [])]
    .sort((a, b) => (a.group?.position ?? 0) - (b.group?.position ?? 0) || (a.position ?? 0) - (b.position ?? 0))
    .map((option) => ({
      id: option.id,
      name: text(option.translated?.name) ?? option.name,
      groupId: option.groupId,
      groupName: text(option.group?.translated?.name) ?? option.group?.name ?? '',
    }));
}

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

/**
 * The configurator from the variants of a main product: one group per property group of their
 * options, each option with the variant to buy for it. With several groups the variant is the one
 * that keeps the current product's choices in the other groups.
 */
export function mapVariantGroups(variants: RawProduct[], current: Pick<Product, 'id' | 'optionIds'>, currency: string): VariantGroup[] {
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
            id: option.id,
            name: text(option.translated?.name) ?? option.name,
            variantId: variant?.id ?? null,
            price: variant ? money(variant.calculatedPrice.unitPrice, currency) : null,
            isSelected: current.optionIds.includes(option.id),
            isAvailable: variant !== undefined && variant.available !== false,
          };
        }),
      };
    });
}

function variantFor(option: RawPropertyGroupOption, variants: RawProduct[], current: Pick<Product, 'id'>): RawProduct | undefined {
  const withOption = variants.filter((variant) => (variant.optionIds ?? []).includes(option.id));
  const currentChoices = (variants.find((variant) => variant.id === current.id)?.options ?? []).filter((other) => other.groupId !== option.groupId);
  return withOption.find((variant) => currentChoices.every((choice) => (variant.optionIds ?? []).includes(choice.id))) ?? withOption[0];
}
