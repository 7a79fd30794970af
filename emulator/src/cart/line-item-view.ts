import type { CalculatedLineItem } from './calculated-cart.js';
import { quantityInformation } from './product-processor.js';

/** Shopware's Defaults::STORAGE_DATE_TIME_FORMAT ('Y-m-d H:i:s.v'), as in a product line item's payload. */
const storageDate = (iso: string) =>
  iso
    .replace('T', ' ')
    .replace(/Z$|[+-]\d\d:\d\d$/, '')
    .slice(0, 23);

interface OptionDoc {
  name: string;
  group?: { name?: string };
}

/** ProductCartProcessor::enrich()'s payload (purchasePrices is protected from the JSON). */
function productPayload(item: CalculatedLineItem) {
  const { record, doc } = item.product!;
  const options = ((doc['options'] as OptionDoc[] | undefined) ?? []).map((option) => {
    const group = option.group?.name ?? '';
    return { group, option: option.name, translated: { group, option: option.name } };
  });
  return {
    isCloseout: record.isCloseout,
    customFields: record.customFields,
    createdAt: storageDate(record.createdAt),
    releaseDate: storageDate(record.releaseDate),
    isNew: doc['isNew'],
    markAsTopseller: record.markAsTopseller,
    productNumber: record.productNumber,
    manufacturerId: record.manufacturerId,
    taxId: doc['taxId'],
    tagIds: [],
    categoryIds: doc['categoryTree'],
    propertyIds: record.propertyIds,
    optionIds: record.optionIds,
    options,
    streamIds: [],
    parentId: record.parentId,
    stock: record.stock,
  };
}

/** PromotionItemBuilder::buildPayload() plus the calculator's composition. */
function promotionPayload(item: CalculatedLineItem) {
  const { promotion, code, composition } = item.discount!;
  return {
    promotionId: promotion.id,
    priority: promotion.priority,
    discountId: promotion.discountId,
    discountType: promotion.type,
    code,
    value: String(promotion.value),
    // PromotionItemBuilder: a promotion without codes is 'global'; one code for all shoppers 'fixed'.
    promotionCodeType: code === '' ? 'global' : 'fixed',
    maxValue: '',
    discountScope: 'cart',
    preventCombination: false,
    exclusions: [],
    groupId: '',
    setGroups: [],
    filter: { sorterKey: null, applierKey: null, usageKey: null, pickerKey: null },
    composition,
  };
}

function deliveryInformation(item: CalculatedLineItem) {
  const { record, doc } = item.product!;
  const time = doc['deliveryTime'] as { name: string; min: number; max: number; unit: string } | null;
  return {
    stock: record.stock,
    weight: null,
    freeDelivery: record.shippingFree,
    restockTime: null,
    deliveryTime: time
      ? { name: time.name, min: time.min, max: time.max, unit: time.unit, apiAlias: 'cart_delivery_time' }
      : null,
    height: null,
    width: null,
    length: null,
    apiAlias: 'cart_delivery_information',
  };
}

/** A LineItem as CartResponse encodes it. The priceDefinition is left out (see docs in cart-routes.ts). */
export function presentLineItem(item: CalculatedLineItem) {
  const { stored } = item;
  const product = item.product;
  return {
    id: stored.id,
    referencedId: stored.referencedId,
    label: item.label,
    quantity: stored.quantity,
    type: stored.type,
    good: item.good,
    description: item.discount ? item.label : null,
    cover: product ? ((product.doc['cover'] as { media?: unknown } | null)?.media ?? null) : null,
    deliveryInformation: product ? deliveryInformation(item) : null,
    price: item.price,
    payload: product ? productPayload(item) : promotionPayload(item),
    quantityInformation: product
      ? { ...quantityInformation(product.record), apiAlias: 'cart_quantity_information' }
      : null,
    stackable: stored.stackable,
    removable: stored.removable,
    modified: false,
    modifiedByApp: false,
    shippingCostAware: true,
    states: product ? ['is-physical'] : [],
    uniqueIdentifier: stored.uniqueIdentifier,
    children: [],
    dataTimestamp: product ? product.record.createdAt : null,
    extensions: {},
    apiAlias: 'cart_line_item',
  };
}
