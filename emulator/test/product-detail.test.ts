import { stableId } from '../src/catalogue/ids.js';
import { catalogue } from '../src/seed/catalogue/index.js';
import { CUSTOM_FIELD } from '../src/seed/custom-fields.js';
import { get, ok, post, shopwareError, startEmulator, type RunningEmulator } from './support/emulator-harness.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.close();
});

interface Detail {
  product: any;
  configurator: { name: string; options: { id: string; name: string }[] }[];
}

const productId = (key: string) => stableId('product', key);
const detail = async (key: string, body: object = {}) =>
  ok<Detail>(await post(emulator.http, `/product/${productId(key)}`, body));
const seedOf = (key: string) => catalogue.products.find((product) => product.key === key)!;

describe('POST /product/{id}', () => {
  test("a description keeps the editor's internal link placeholders as Shopware stores them (the Store API does not replace them)", async () => {
    const { product } = await detail('probierpaket-kennenlernen');
    expect(product.description).toContain(
      `<a href="124c71d524604ccbad6042edce3ac799/detail/${productId('riesling-gutswein-2024')}#" target="_self" rel="noreferrer noopener">Riesling trocken 2024</a>`,
    );
    expect(product.description).toContain(
      `<a href="124c71d524604ccbad6042edce3ac799/navigation/${stableId('category', 'weisswein')}#" target="_self" rel="noreferrer noopener">Weißwein</a>`,
    );
    expect(product.translated.description).toBe(product.description);
  });

  test('a bottle: unit Liter, purchase unit 0.75, reference price per litre, delivery time and manufacturer', async () => {
    const { product } = await detail('riesling-feinherb-2024');
    expect(product).toMatchObject({
      id: productId('riesling-feinherb-2024'),
      name: 'Riesling feinherb 2024',
      available: true,
    });
    expect(product.unit).toMatchObject({ name: 'Liter', shortCode: 'l' });
    expect(product.purchaseUnit).toBe(0.75);
    expect(product.referenceUnit).toBe(1);
    const price = product.calculatedPrice;
    expect(price.unitPrice).toBe(9.5);
    expect(price.referencePrice).toMatchObject({ purchaseUnit: 0.75, referenceUnit: 1, unitName: 'Liter' });
    expect(price.referencePrice.price).toBeCloseTo(price.unitPrice / 0.75, 2);
    expect(product.deliveryTime).toMatchObject({ name: '2-4 Werktage', min: 2, max: 4, unit: 'day' });
    expect(product.manufacturer.name).toBe('Weingut Keller-Brandt');
  });

  test('the detail loads media sorted by position, with the first as cover, and properties with their group', async () => {
    const { product } = await detail('spaetburgunder-kastanienbusch-2020');
    const positions = product.media.map((media: { position: number }) => media.position);
    expect(product.media.length).toBe(3);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(product.cover.mediaId).toBe(product.media[0].mediaId);
    expect(product.media.every((media: { media: { url: string } }) => media.media.url.endsWith('.webp'))).toBe(true);
    const properties = Object.fromEntries(
      product.properties.map((option: { group: { name: string }; name: string }) => [option.group.name, option.name]),
    );
    expect(properties).toMatchObject({
      Weinart: 'Rotwein',
      Lage: 'Kastanienbusch',
      Jahrgang: '2020',
      Boden: 'Rotliegendes',
    });
  });

  test('the wine details and the e-label are in the documented custom fields', async () => {
    const { product } = await detail('riesling-gutswein-2024');
    const seed = seedOf('riesling-gutswein-2024');
    expect(product.customFields).toMatchObject({
      [CUSTOM_FIELD.alcohol]: seed.wine!.alcohol,
      [CUSTOM_FIELD.residualSugar]: seed.wine!.residualSugar,
      [CUSTOM_FIELD.acidity]: seed.wine!.acidity,
      [CUSTOM_FIELD.soil]: seed.wine!.soil,
      [CUSTOM_FIELD.cultivation]: seed.wine!.cultivation,
      [CUSTOM_FIELD.peculiarities]: seed.wine!.peculiarities,
      [CUSTOM_FIELD.recommendation]: seed.wine!.recommendation,
      [CUSTOM_FIELD.nutritionLabelId]: seed.nutrition!.labelId,
    });
    expect(product.customFields[CUSTOM_FIELD.nutrition]).toMatchObject({
      energyKcal: seed.nutrition!.energyKcal,
      allergens: 'Enthält Sulfite',
    });
    expect(product.translated.customFields).toEqual(product.customFields);
  });

  test('a sold-out closeout is not available', async () => {
    const { product } = await detail('cabernet-weissherbst-2023');
    expect(product).toMatchObject({ stock: 0, isCloseout: true, available: false });
    expect((await detail('riesling-feinherb-2024')).product.available).toBe(true);
  });

  test('tier prices: calculatedPrices start at the unit price and get cheaper, the cheapest price is the last tier', async () => {
    const { product } = await detail('riesling-gutswein-2024');
    const tiers = product.calculatedPrices.map((tier: { unitPrice: number }) => tier.unitPrice);
    expect(tiers).toEqual(seedOf('riesling-gutswein-2024').tierPrices!.map((tier) => tier.price));
    expect(tiers[0]).toBe(product.calculatedPrice.unitPrice);
    expect(tiers).toEqual([...tiers].sort((a, b) => b - a));
    expect(product.calculatedCheapestPrice).toMatchObject({ unitPrice: tiers.at(-1), hasRange: true });
    expect((await detail('riesling-feinherb-2024')).product.calculatedPrices).toEqual([]);
  });

  test('a special shows its list price above the unit price', async () => {
    const { product } = await detail('riesling-birkweiler-2023');
    const { unitPrice, listPrice } = product.calculatedPrice;
    expect(listPrice.price).toBe(16.9);
    expect(listPrice.price).toBeGreaterThan(unitPrice);
    expect(listPrice.percentage).toBeCloseTo(((16.9 - unitPrice) / 16.9) * 100, 1);
    expect((await detail('riesling-feinherb-2024')).product.calculatedPrice.listPrice).toBeNull();
  });

  test('the voucher parent resolves to a variant with the amount configurator', async () => {
    const parent = productId('wertgutschein');
    const { product, configurator } = await detail('wertgutschein');
    expect(product.id).not.toBe(parent);
    expect(product.parentId).toBe(parent);
    expect(product.options.map((option: { name: string }) => option.name)).toEqual(['25 €']);
    expect(configurator.map((group) => group.name)).toEqual(['Betrag']);
    expect(configurator[0]!.options.map((option) => option.name)).toEqual(['25 €', '50 €', '100 €', '150 €']);
    const fifty = configurator[0]!.options[1]!;
    const variant = ok<{ variantId: string }>(
      await post(emulator.http, `/product/${parent}/find-variant`, { options: [fifty.id] }),
    );
    const chosen = ok<Detail>(await post(emulator.http, `/product/${variant.variantId}`)).product;
    expect(chosen.calculatedPrice.unitPrice).toBe(50);
  });

  test("a voucher variant carries the group's cheapest price with the range, as variants inherit it from the parent", async () => {
    const cheapest = productId('wertgutschein:25');
    const fifty = (await detail('wertgutschein:50')).product;
    expect(fifty.calculatedPrice.unitPrice).toBe(50);
    expect(fifty.calculatedCheapestPrice).toMatchObject({
      unitPrice: 25,
      hasRange: true,
      variantId: cheapest,
      apiAlias: 'calculated_cheapest_price',
    });
    const twentyFive = (await detail('wertgutschein:25')).product;
    expect(twentyFive.calculatedCheapestPrice).toMatchObject({ unitPrice: 25, hasRange: true, variantId: cheapest });
    // A wine without variants or tiers has no range and no variant.
    expect((await detail('riesling-feinherb-2024')).product.calculatedCheapestPrice).toMatchObject({
      unitPrice: 9.5,
      hasRange: false,
      variantId: null,
    });
  });

  test('GET works, and an unknown id gets 404 CONTENT__PRODUCT_NOT_FOUND', async () => {
    const viaGet = ok<Detail>(await get(emulator.http, `/product/${productId('silvaner-gutswein-2023')}`));
    expect(viaGet.product.name).toContain('Silvaner');
    const error = shopwareError(
      await post(emulator.http, '/product/0123456789abcdef0123456789abcdef'),
      404,
      'CONTENT__PRODUCT_NOT_FOUND',
    );
    expect(error.detail).toContain('0123456789abcdef0123456789abcdef');
  });
});

describe('cross-selling and reviews', () => {
  test('cross-selling groups carry their products', async () => {
    const res = await post(emulator.http, `/product/${productId('riesling-gutswein-2024')}/cross-selling`);
    const groups = ok<{ crossSelling: { name: string }; products: { id: string }[]; total: number }[]>(res);
    expect(groups.map((group) => group.crossSelling.name)).toEqual(['Passt dazu']);
    const expected = seedOf('riesling-gutswein-2024').crossSellings![0]!.productKeys.map(productId);
    expect(groups[0]!.products.map((product) => product.id)).toEqual(expected);
    expect(groups[0]!.total).toBe(expected.length);
    expect(
      ok<unknown[]>(await post(emulator.http, `/product/${productId('silvaner-gutswein-2023')}/cross-selling`)),
    ).toEqual([]);
  });

  test('reviews come newest first', async () => {
    const res = await post(emulator.http, `/product/${productId('riesling-gutswein-2024')}/reviews`);
    const reviews = ok<{ total: number; elements: { title: string; points: number; createdAt: string }[] }>(
      res,
    ).elements;
    expect(reviews.length).toBe(seedOf('riesling-gutswein-2024').reviews!.length);
    const dates = reviews.map((review) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(reviews[0]!.title).toBe('Bester Gutsriesling');

    const byPoints = ok<{ elements: { points: number }[] }>(
      await post(emulator.http, `/product/${productId('riesling-gutswein-2024')}/reviews`, {
        sort: [{ field: 'points', order: 'ASC' }],
      }),
    ).elements.map((review) => review.points);
    expect(byPoints).toEqual([...byPoints].sort((a, b) => a - b));
  });
});
