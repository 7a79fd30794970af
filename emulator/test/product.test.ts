import { gzipSync } from 'node:zlib';
import { stableId } from '../src/catalogue/ids.js';
import {
  ACCESS_KEY,
  get,
  ok,
  post,
  shopwareError,
  startEmulator,
  type RunningEmulator,
} from './support/emulator-harness.js';

let emulator: RunningEmulator;
let all: Product[];
beforeAll(async () => {
  emulator = await startEmulator();
  all = (await search({ limit: 100, 'total-count-mode': 'exact' })).elements;
});
afterAll(async () => {
  await emulator.close();
});

interface Product {
  id: string;
  name: string;
  productNumber: string;
  manufacturerId: string;
  propertyIds: string[];
  calculatedPrice: { unitPrice: number };
  [field: string]: any;
}
interface ProductList {
  total: number;
  page: number;
  limit: number;
  elements: Product[];
  aggregations: Record<string, any>;
}

const search = async (body: object) => ok<ProductList>(await post(emulator.http, '/product', body));
const ids = (products: { id: string }[]) => products.map((product) => product.id).sort();
const productId = (key: string) => stableId('product', key);
const collator = new Intl.Collator('de');
const prices = (products: Product[]) => products.map((product) => product.calculatedPrice.unitPrice);
const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);

describe('filters', () => {
  test('equals and equalsAny on the product number', async () => {
    const one = await search({ filter: [{ type: 'equals', field: 'productNumber', value: 'WB-W-2001' }] });
    expect(one.elements.map((product) => product.id)).toEqual([productId('riesling-gutswein-2024')]);
    const two = await search({
      filter: [{ type: 'equalsAny', field: 'productNumber', value: ['WB-W-2001', 'WB-R-1006'] }],
    });
    expect(ids(two.elements)).toEqual(
      [productId('riesling-gutswein-2024'), productId('dornfelder-trocken-2023')].sort(),
    );
  });

  test('contains and prefix', async () => {
    const sites = await search({ filter: [{ type: 'contains', field: 'name', value: 'kastanienbusch' }] });
    expect(sites.elements.length).toBe(3);
    expect(sites.elements.every((product) => product.name.includes('Kastanienbusch'))).toBe(true);
    const sparkling = await search({ filter: [{ type: 'prefix', field: 'productNumber', value: 'WB-S-' }] });
    expect(sparkling.elements.length).toBe(5);
    expect(sparkling.elements.every((product) => product.productNumber.startsWith('WB-S-'))).toBe(true);
  });

  test('a range on price keeps exactly the products whose price lies in it', async () => {
    const range = await search({
      limit: 100,
      filter: [{ type: 'range', field: 'price', parameters: { gte: 9, lte: 10 } }],
    });
    const expected = all.filter(
      (product) => product.calculatedPrice.unitPrice >= 9 && product.calculatedPrice.unitPrice <= 10,
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(ids(range.elements)).toEqual(ids(expected));
  });

  test('multi with or, and not', async () => {
    const either = await search({
      filter: [
        {
          type: 'multi',
          operator: 'or',
          queries: [
            { type: 'equals', field: 'productNumber', value: 'WB-W-2001' },
            { type: 'prefix', field: 'name', value: 'Dornfelder' },
          ],
        },
      ],
    });
    expect(either.elements.map((product) => product.name).sort()).toEqual([
      'Dornfelder lieblich 2023',
      'Dornfelder trocken 2023',
      'Riesling trocken 2024',
    ]);
    const notRiesling = await search({
      filter: [
        { type: 'prefix', field: 'productNumber', value: 'WB-S-' },
        { type: 'not', operator: 'and', queries: [{ type: 'contains', field: 'name', value: 'Riesling' }] },
      ],
    });
    expect(notRiesling.elements.length).toBe(4);
    expect(notRiesling.elements.some((product) => product.name.includes('Riesling'))).toBe(false);
  });
});

describe('sorting, paging, ids, includes, associations', () => {
  test('sorts by name and by price, both directions', async () => {
    const byName = (await search({ limit: 100, sort: [{ field: 'name', order: 'ASC' }] })).elements.map(
      (product) => product.name,
    );
    expect(byName).toEqual([...byName].sort(collator.compare));
    const byNameDesc = (await search({ limit: 100, sort: [{ field: 'name', order: 'DESC' }] })).elements.map(
      (product) => product.name,
    );
    expect(byNameDesc).toEqual([...byName].sort(collator.compare).reverse());
    const cheapFirst = prices((await search({ limit: 100, sort: [{ field: 'price', order: 'ASC' }] })).elements);
    expect(ascending(cheapFirst)).toBe(true);
    const dearFirst = prices((await search({ limit: 100, sort: [{ field: 'price', order: 'DESC' }] })).elements);
    expect(ascending([...dearFirst].reverse())).toBe(true);
    expect(dearFirst[0]).toBeGreaterThan(dearFirst.at(-1)!);
  });

  test('pages of 10 cover every product once', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const result = await search({ limit: 10, page, sort: [{ field: 'productNumber', order: 'ASC' }] });
      expect(result).toMatchObject({ page, limit: 10 });
      seen.push(...result.elements.map((product) => product.id));
    }
    expect(seen.length).toBe(all.length);
    expect(new Set(seen).size).toBe(all.length);
  });

  test('ids pick exactly those products', async () => {
    const wanted = [
      productId('not-in-the-catalogue'),
      productId('riesling-feinherb-2024'),
      productId('silvaner-gutswein-2023'),
    ];
    const result = await search({ ids: wanted });
    expect(ids(result.elements)).toEqual(
      [productId('riesling-feinherb-2024'), productId('silvaner-gutswein-2023')].sort(),
    );
  });

  test('includes leave only the named fields plus apiAlias', async () => {
    const fields = [
      'id',
      'name',
      'productNumber',
      'stock',
      'taxId',
      'type',
      'translated',
      'calculatedPrice',
      'calculatedPrices',
      'seoCategory',
    ];
    const result = await search({ limit: 3, includes: { product: fields } });
    for (const product of result.elements) expect(Object.keys(product).sort()).toEqual([...fields, 'apiAlias'].sort());
  });

  test('media, properties with their group and reviews appear only when asked for', async () => {
    const filter = [{ type: 'equals', field: 'productNumber', value: 'WB-W-2001' }];
    const [plain] = (await search({ filter })).elements;
    expect(plain).not.toHaveProperty('media');
    expect(plain).not.toHaveProperty('properties');
    expect(plain).not.toHaveProperty('productReviews');
    const associations = { media: {}, properties: { associations: { group: {} } }, productReviews: {} };
    const [full] = (await search({ filter, associations })).elements;
    expect(full!.media.length).toBeGreaterThan(0);
    expect(full!.media[0].media.url).toMatch(/\.webp$/);
    const properties = full!.properties.map(
      (option: { group: { name: string }; name: string }) => `${option.group.name}: ${option.name}`,
    );
    expect(properties).toEqual(expect.arrayContaining(['Weinart: Weisswein', 'Rebsorte: Riesling', 'Jahrgang: 2024']));
    expect(full!.productReviews.length).toBe(4);
  });
});

describe('aggregations and total-count-mode', () => {
  test('terms on properties.id and on manufacturerId count the products', async () => {
    const red = stableId('property_group_option', 'weinart:Rotwein');
    const result = await search({
      limit: 1,
      aggregations: [
        { name: 'props', type: 'terms', field: 'properties.id' },
        { name: 'makers', type: 'terms', field: 'manufacturerId' },
      ],
    });
    const redBucket = result.aggregations.props.buckets.find((bucket: { key: string }) => bucket.key === red);
    expect(redBucket.count).toBe(all.filter((product) => product.propertyIds.includes(red)).length);
    expect(result.aggregations.makers.buckets).toEqual([
      expect.objectContaining({ key: all[0]!.manufacturerId, count: all.length }),
    ]);
  });

  test('an entity aggregation answers the manufacturers', async () => {
    const result = await search({
      limit: 1,
      aggregations: [{ name: 'maker', type: 'entity', field: 'manufacturerId', definition: 'product_manufacturer' }],
    });
    expect(result.aggregations.maker.entities).toEqual([
      expect.objectContaining({ id: all[0]!.manufacturerId, name: 'Weingut Keller-Brandt' }),
    ]);
  });

  test('min, max and stats on price', async () => {
    const result = await search({
      limit: 1,
      aggregations: [
        { name: 'cheapest', type: 'min', field: 'price' },
        { name: 'dearest', type: 'max', field: 'price' },
        { name: 'stats', type: 'stats', field: 'price' },
      ],
    });
    const values = prices(all);
    // MIN()/MAX() come back from MySQL as decimal strings; SUM()/AVG() Shopware casts to float.
    expect(result.aggregations.cheapest.min).toBe(Math.min(...values).toFixed(4));
    expect(result.aggregations.dearest.max).toBe(Math.max(...values).toFixed(4));
    expect(result.aggregations.stats).toMatchObject({
      min: Math.min(...values).toFixed(4),
      max: Math.max(...values).toFixed(4),
    });
    expect(typeof result.aggregations.stats.sum).toBe('number');
    expect(result.aggregations.stats.sum).toBeCloseTo(
      values.reduce((sum, value) => sum + value, 0),
      2,
    );
  });

  test('a boolean\'s max is MySQL\'s "1", stats over nothing are null', async () => {
    const result = await search({
      limit: 1,
      aggregations: [
        { name: 'free', type: 'max', field: 'shippingFree' },
        {
          name: 'none',
          type: 'filter',
          filter: [{ type: 'equals', field: 'productNumber', value: 'nothing' }],
          aggregation: { name: 'none', type: 'stats', field: 'price' },
        },
      ],
    });
    expect(result.aggregations.free.max).toBe('1');
    // null, left out of the JSON like every null the schema does not allow
    expect(result.aggregations.none).toEqual({ apiAlias: 'none_aggregation' });
  });

  test('total-count-mode none counts the page, exact counts all matches', async () => {
    expect((await search({ limit: 5 })).total).toBe(5);
    expect((await search({ limit: 5, 'total-count-mode': 'exact' })).total).toBe(all.length);
    expect(all.length).toBeGreaterThan(40);
  });
});

describe('GET form', () => {
  test('query parameters and the string sort', async () => {
    const result = ok<ProductList>(
      await get(
        emulator.http,
        '/product?limit=3&sort=-productNumber&filter[0][type]=prefix&filter[0][field]=productNumber&filter[0][value]=WB-RO-',
      ),
    );
    expect(result.elements.map((product) => product.productNumber)).toEqual(['WB-RO-3004', 'WB-RO-3003', 'WB-RO-3002']);
  });

  test('_criteria: base64url of gzipped JSON', async () => {
    const criteria = {
      filter: [{ type: 'prefix', field: 'productNumber', value: 'WB-RO-' }],
      'total-count-mode': 'exact',
    };
    const encoded = gzipSync(JSON.stringify(criteria)).toString('base64url');
    const result = ok<ProductList>(await get(emulator.http, `/product?_criteria=${encoded}`));
    expect(result.total).toBe(4);
    expect(result.elements.every((product) => product.productNumber.startsWith('WB-RO-'))).toBe(true);
  });
});

describe('refusals', () => {
  test('limit, page and filter mistakes get Shopware 400 codes', async () => {
    const tooMany = shopwareError(
      await post(emulator.http, '/product', { limit: 101 }),
      400,
      'FRAMEWORK__QUERY_LIMIT_EXCEEDED',
    );
    expect(tooMany.source?.pointer).toBe('/limit');
    shopwareError(await post(emulator.http, '/product', { limit: 0 }), 400, 'FRAMEWORK__INVALID_LIMIT_QUERY');
    shopwareError(await post(emulator.http, '/product', { page: 0 }), 400, 'FRAMEWORK__INVALID_PAGE_QUERY');
    const unmapped = shopwareError(
      await post(emulator.http, '/product', { filter: [{ type: 'equals', field: 'vintageColour', value: 'x' }] }),
      400,
      'FRAMEWORK__UNMAPPED_FIELD',
    );
    expect(unmapped.detail).toContain('vintageColour');
    shopwareError(
      await post(emulator.http, '/product', { filter: [{ type: 'similar', field: 'name', value: 'x' }] }),
      400,
      'FRAMEWORK__INVALID_FILTER_QUERY',
    );
    shopwareError(
      await post(emulator.http, '/product', { filter: [{ type: 'range', field: 'price' }] }),
      400,
      'FRAMEWORK__INVALID_FILTER_QUERY',
    );
    shopwareError(await post(emulator.http, '/product', { sort: 5 }), 400, 'FRAMEWORK__INVALID_SORT_QUERY');
  });

  test('malformed JSON gets a 400 with code 0, never a 500', async () => {
    const res = await emulator.http
      .post('/store-api/product')
      .set({ 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json' })
      .send('{"limit":');
    shopwareError(res, 400, '0');
  });
});
