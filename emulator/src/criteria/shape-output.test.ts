import { applyFieldMaps } from './shape-output.js';

const media = {
  id: 'm1',
  url: 'https://shop/m1.webp',
  alt: 'Flasche',
  metaData: { width: 800, height: 914, type: 'image/webp' },
  translated: { alt: 'Flasche', title: 'Riesling', customFields: {} },
  thumbnails: [
    { id: 't1', width: 280, height: 320, url: 'https://shop/t1.webp', apiAlias: 'media_thumbnail' },
    { id: 't2', width: 400, height: 457, url: 'https://shop/t2.webp', apiAlias: 'media_thumbnail' },
  ],
  apiAlias: 'media',
};
const product = {
  id: 'p1',
  name: 'Riesling',
  description: '<p>Frisch</p>',
  stock: 12,
  categoryTree: ['c1', 'c2'],
  customFields: { weingut_wine_alcohol: 12.5, weingut_wine_soil: 'Löss', other_plugin: 'x' },
  translated: {
    name: 'Riesling',
    description: '<p>Frisch</p>',
    metaTitle: 'Riesling kaufen',
    customFields: { weingut_wine_soil: 'Löss', other_plugin: 'x' },
  },
  cover: { id: 'pm1', position: 0, media, apiAlias: 'product_media' },
  calculatedPrice: {
    unitPrice: 9.5,
    totalPrice: 9.5,
    listPrice: null,
    referencePrice: { price: 12.67, purchaseUnit: 0.75, apiAlias: 'cart_price_reference' },
    apiAlias: 'calculated_price',
  },
  calculatedPrices: [{ unitPrice: 9.5, quantity: 5, totalPrice: 47.5, apiAlias: 'calculated_price' }],
  extensions: {
    search: { score: 3, matches: 2 },
    foreignKeys: { mediaId: 'm1', apiAlias: 'foreign_keys' },
    reviews: { count: 4, apiAlias: 'review_summary' },
  },
  apiAlias: 'product',
};

describe('includes, as StructEncoder applies them', () => {
  test('keep the named fields and apiAlias of each alias, at any depth; other aliases stay whole', () => {
    const shaped = applyFieldMaps(product, {
      includes: {
        product: ['id', 'cover', 'calculatedPrice'],
        media: ['url'],
        calculated_price: ['unitPrice', 'referencePrice'],
      },
    });
    expect(shaped).toEqual({
      id: 'p1',
      cover: {
        id: 'pm1',
        position: 0,
        media: { url: 'https://shop/m1.webp', apiAlias: 'media' },
        apiAlias: 'product_media',
      },
      calculatedPrice: {
        unitPrice: 9.5,
        referencePrice: { price: 12.67, purchaseUnit: 0.75, apiAlias: 'cart_price_reference' },
        apiAlias: 'calculated_price',
      },
      apiAlias: 'product',
    });
  });

  test('`translated` keeps the translations of the listed fields only', () => {
    const shaped = applyFieldMaps(product, { includes: { product: ['name', 'translated'] } }) as typeof product;
    expect(shaped.translated).toEqual({ name: 'Riesling' });
    const none = applyFieldMaps(product, { includes: { product: ['id', 'translated'] } }) as typeof product;
    expect(none.translated).toEqual({});
  });

  test('nested paths keep parts of a plain value, in `translated` too; plain lists stay whole', () => {
    const shaped = applyFieldMaps(product, {
      includes: {
        product: [
          'translated',
          'categoryTree',
          'customFields.weingut_wine_alcohol',
          'customFields.weingut_wine_soil',
          'cover',
        ],
        media: ['metaData.width'],
      },
    }) as typeof product;
    expect(shaped.customFields).toEqual({ weingut_wine_alcohol: 12.5, weingut_wine_soil: 'Löss' });
    expect(shaped.translated).toEqual({ customFields: { weingut_wine_soil: 'Löss' } });
    expect(shaped.categoryTree).toEqual(['c1', 'c2']);
    expect(shaped.cover.media).toEqual({ metaData: { width: 800 }, apiAlias: 'media' });
  });

  test('collections are encoded item by item, keyed maps (aggregations) by key', () => {
    const listing = {
      elements: [product],
      aggregations: {
        price: { min: 5, max: 90, avg: 20, sum: 400, apiAlias: 'price_aggregation' },
        manufacturer: {
          entities: [{ id: 'x', name: 'Weingut', description: 'lang', apiAlias: 'product_manufacturer' }],
          apiAlias: 'manufacturer_aggregation',
        },
        makers: { buckets: [{ key: 'x', count: 3, apiAlias: 'aggregation_bucket' }], apiAlias: 'makers_aggregation' },
      },
      currentFilters: { properties: [], price: { min: 0, max: 0 } },
      apiAlias: 'product_listing',
    };
    const shaped = applyFieldMaps(listing, {
      includes: {
        product_listing: ['elements', 'aggregations'],
        product: ['id'],
        price_aggregation: ['min', 'max'],
        product_manufacturer: ['name'],
        aggregation_bucket: ['key'],
      },
    });
    expect(shaped).toEqual({
      elements: [{ id: 'p1', apiAlias: 'product' }],
      aggregations: {
        price: { min: 5, max: 90, apiAlias: 'price_aggregation' },
        manufacturer: {
          entities: [{ name: 'Weingut', apiAlias: 'product_manufacturer' }],
          apiAlias: 'manufacturer_aggregation',
        },
        makers: { buckets: [{ key: 'x', apiAlias: 'aggregation_bucket' }], apiAlias: 'makers_aggregation' },
      },
      apiAlias: 'product_listing',
    });
    const navigation = applyFieldMaps(
      [
        {
          id: 'c1',
          name: 'Weine',
          children: [{ id: 'c2', name: 'Rotwein', children: [], apiAlias: 'category' }],
          apiAlias: 'category',
        },
      ],
      {
        includes: { category: ['name', 'children'] },
      },
    );
    expect(navigation).toEqual([
      { name: 'Weine', children: [{ name: 'Rotwein', children: [], apiAlias: 'category' }], apiAlias: 'category' },
    ]);
  });

  test('`extensions` is no field: each extension is kept by its name, an emptied one is left out', () => {
    const withReviews = applyFieldMaps(product, {
      includes: { product: ['id', 'reviews'], review_summary: ['count'] },
    });
    expect(withReviews).toEqual({
      id: 'p1',
      extensions: { reviews: { count: 4, apiAlias: 'review_summary' } },
      apiAlias: 'product',
    });
    // foreignKeys are checked against the product's own list, and left out when only their apiAlias remains.
    const withForeignKeys = applyFieldMaps(product, { includes: { product: ['id', 'mediaId'] } });
    expect(withForeignKeys).toEqual({
      id: 'p1',
      extensions: { foreignKeys: { mediaId: 'm1', apiAlias: 'foreign_keys' } },
      apiAlias: 'product',
    });
    expect(applyFieldMaps(product, { includes: { product: ['id'] } })).toEqual({ id: 'p1', apiAlias: 'product' });
    const withSearch = applyFieldMaps(product, { includes: { product: ['search', 'search.score'] } }) as typeof product;
    expect(withSearch.extensions).toEqual({ search: { score: 3 } });
  });

  test('excludes take fields away (also their translations) and win over includes', () => {
    const shaped = applyFieldMaps(product, {
      includes: { product: ['id', 'name', 'stock', 'translated'] },
      excludes: { product: ['stock', 'name'], media_thumbnail: ['id'] },
    });
    expect(shaped).toEqual({ id: 'p1', translated: {}, apiAlias: 'product' });
    const thumbnails = (applyFieldMaps(media, { excludes: { media_thumbnail: ['id', 'height'] } }) as typeof media)
      .thumbnails;
    expect(thumbnails).toEqual([
      { width: 280, url: 'https://shop/t1.webp', apiAlias: 'media_thumbnail' },
      { width: 400, url: 'https://shop/t2.webp', apiAlias: 'media_thumbnail' },
    ]);
  });

  test('applying the same fields again changes nothing', () => {
    const fields = {
      includes: {
        product: ['id', 'translated', 'name', 'customFields.weingut_wine_soil', 'cover', 'reviews'],
        product_media: ['media'],
        media: ['url', 'thumbnails'],
      },
    };
    const once = applyFieldMaps(product, fields);
    expect(applyFieldMaps(once, fields)).toEqual(once);
  });
});
