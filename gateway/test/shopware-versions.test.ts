import { categoryId, productId } from './support/catalog-fixtures.js';
import { dataOf, graphql, startShop, type RunningShop } from './support/gateway-harness.js';
import { webOperation } from './support/web-operations.js';

/**
 * The product and category pages against the emulator answering as Shopware 6.6.5 (no GET
 * /breadcrumb yet), 6.6.8 (the breadcrumb as `{ breadcrumbs, apiAlias: breadcrumb_collection }`)
 * and 6.7 (the list): the breadcrumb shows where Shopware has one, and the page shows without it
 * where it has none.
 */
const VERSIONS = ['6.6.5', '6.6.8', '6.7.4.0'] as const;
const shops = new Map<string, RunningShop>();
beforeAll(async () => {
  await Promise.all(
    VERSIONS.map(async (version) =>
      shops.set(version, await startShop({ emulatorEnv: { SHOPWARE_VERSION: version } })),
    ),
  );
});
afterAll(async () => {
  await Promise.all([...shops.values()].map((shop) => shop.close()));
});

const page = async (version: string, path: string) =>
  dataOf(await graphql(shops.get(version)!, webOperation('LandingPage'), { path })).page;
const RIESLING_BREADCRUMB = [
  { categoryId: categoryId('weine'), name: 'Weine', path: '/Weine/' },
  { categoryId: categoryId('weisswein'), name: 'Weißwein', path: '/Weine/Weisswein/' },
  { categoryId: categoryId('riesling'), name: 'Riesling', path: '/Weine/Weisswein/Riesling/' },
];

describe.each([
  ['6.6.5', []],
  ['6.6.8', RIESLING_BREADCRUMB],
  ['6.7.4.0', RIESLING_BREADCRUMB],
] as const)('Shopware %s', (version, breadcrumb) => {
  test(`the product page shows the product${breadcrumb.length ? ' with its breadcrumb' : ', without a breadcrumb'}`, async () => {
    const shown = await page(version, '/Riesling-trocken-2024/WB-W-2001');
    expect(shown.__typename).toBe('ProductPage');
    expect(shown.product).toMatchObject({ id: productId('riesling-gutswein-2024'), name: 'Riesling trocken 2024' });
    expect(shown.breadcrumb).toEqual(breadcrumb);
  });

  test(`the category page shows the category${breadcrumb.length ? ' with its breadcrumb' : ', without a breadcrumb'}`, async () => {
    const shown = await page(version, '/Weine/Weisswein/Riesling/');
    expect(shown).toMatchObject({ __typename: 'CategoryPage', name: 'Riesling' });
    expect(shown.breadcrumb).toEqual(breadcrumb);
  });
});
