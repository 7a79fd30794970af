/**
 * What the criteria engine knows of each entity: the fields a filter or sorting may name
 * (others are refused as Shopware refuses them, FRAMEWORK__UNMAPPED_FIELD), aliases of DAL-only
 * fields, the associations loaded only on request, and the fields a term searches.
 */
export interface EntityDefinition {
  name: string;
  /** DAL fields that are not in the JSON, mapped to a path in the JSON. */
  aliases: Record<string, string>;
  /** Associations left out of the answer unless the criteria asks for them. */
  optionalAssociations: string[];
  /** Fields a `term` is matched against, with their weight in the score. */
  searchFields: { path: string; weight: number }[];
}

export const definitions: Record<string, EntityDefinition> = {
  product: {
    name: 'product',
    aliases: {
      // The DAL's `price` is the product's own price (PriceFieldAccessorBuilder); the cheapest
      // price (lowest tier or variant) is `cheapestPrice`, which listings filter and sort by.
      price: 'calculatedPrice.unitPrice',
      cheapestPrice: 'calculatedCheapestPrice.unitPrice',
      listingPrices: 'calculatedCheapestPrice.unitPrice',
      'categories.id': 'categoryIds',
      categoriesRo: 'categoryTree',
      'categoriesRo.id': 'categoryTree',
      'visibilities.salesChannelId': 'visibilitySalesChannelIds',
      'properties.groupId': 'properties.groupId',
      'options.groupId': 'options.groupId',
      'crossSellings.id': 'crossSellingIds',
    },
    // `seoUrls` is not among them: the sw-include-seo-urls header decides (productForAnswer).
    optionalAssociations: ['media', 'properties', 'options', 'productReviews', 'crossSellings', 'categories'],
    searchFields: [
      { path: 'productNumber', weight: 1000 },
      { path: 'name', weight: 700 },
      { path: 'keywords', weight: 500 },
      { path: 'properties.name', weight: 200 },
      { path: 'manufacturer.name', weight: 100 },
      { path: 'description', weight: 20 },
    ],
  },
  category: {
    name: 'category',
    aliases: {},
    // `children` is always sent (the schema requires it, `[]` when not loaded); `seoUrls` is
    // always kept and answered by the sw-include-seo-urls header (categoryForAnswer).
    optionalAssociations: [],
    searchFields: [{ path: 'name', weight: 500 }],
  },
  product_review: {
    name: 'product_review',
    aliases: {},
    optionalAssociations: [],
    searchFields: [
      { path: 'title', weight: 500 },
      { path: 'content', weight: 100 },
    ],
  },
  seo_url: {
    name: 'seo_url',
    aliases: {},
    optionalAssociations: [],
    searchFields: [{ path: 'seoPathInfo', weight: 500 }],
  },
  country: {
    name: 'country',
    aliases: {},
    optionalAssociations: ['states'],
    searchFields: [{ path: 'name', weight: 500 }],
  },
  country_state: {
    name: 'country_state',
    aliases: {},
    optionalAssociations: [],
    searchFields: [{ path: 'name', weight: 500 }],
  },
  salutation: {
    name: 'salutation',
    aliases: {},
    optionalAssociations: [],
    searchFields: [{ path: 'displayName', weight: 500 }],
  },
  currency: { name: 'currency', aliases: {}, optionalAssociations: [], searchFields: [{ path: 'name', weight: 500 }] },
  language: { name: 'language', aliases: {}, optionalAssociations: [], searchFields: [{ path: 'name', weight: 500 }] },
  payment_method: {
    name: 'payment_method',
    aliases: {},
    optionalAssociations: [],
    searchFields: [{ path: 'name', weight: 500 }],
  },
  shipping_method: {
    name: 'shipping_method',
    aliases: {},
    optionalAssociations: [],
    searchFields: [{ path: 'name', weight: 500 }],
  },
  customer_address: {
    name: 'customer_address',
    aliases: {},
    // ListAddressRoute always loads salutation, country and countryState.
    optionalAssociations: [],
    searchFields: [
      { path: 'lastName', weight: 500 },
      { path: 'firstName', weight: 500 },
      { path: 'street', weight: 250 },
      { path: 'city', weight: 250 },
      { path: 'zipcode', weight: 250 },
      { path: 'company', weight: 100 },
    ],
  },
  property_group_option: {
    name: 'property_group_option',
    aliases: {},
    optionalAssociations: [],
    searchFields: [{ path: 'name', weight: 500 }],
  },
};
