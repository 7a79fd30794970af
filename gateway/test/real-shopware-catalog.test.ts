import { dataOf, graphql, startGateway, type RunningGateway } from './support/gateway-harness.js';
import {
  corpusAnswer,
  routeNotFound,
  shaped,
  startStoreApiReplay,
  type Answer,
  type ReplayRoute,
  type StoreApiReplay,
} from './support/store-api-replay.js';
import { webOperation } from './support/web-operations.js';

/**
 * Real Shopware answers (test/corpus, recorded by Shopware Frontends from a demo shop) replayed
 * through the gateway over HTTP: what a shopper sees of a product, a listing, a search and the
 * footer when the Store API is a real Shopware 6.6 or 6.7 instead of the emulator.
 */

type BreadcrumbVersion = '6.7' | '6.6.7' | '6.6.0' | '6.6.0-405';
const tierPrices = corpusAnswer('catalog/product-tier-prices');
const productBox = corpusAnswer('catalog/cms-product-box').data.product;
const PRODUCT_ID = tierPrices.product.id as string;
const BOXED_ID = productBox.id as string;
const CATEGORY_ID = 'bda4b60e845240b2b9d6b60e71196e14';
const cigar = corpusAnswer('catalog/product-variant');
const CIGAR_ID = cigar.id as string;
const CIGAR_PARENT_ID = cigar.parentId as string;

/**
 * The recorded variant "Cigar Special 40%" as POST /product filtered by its parent answers it: its
 * options (null in the recording, which did not ask for them) are the recorded configurator's options
 * its optionIds name, each with its group, as the association `options.group` brings them (composed
 * from two recordings; not recorded together).
 */
function cigarWithOptions() {
  const variant = corpusAnswer('catalog/product-variant');
  const groups = corpusAnswer<{ options: { id: string }[] }[]>('catalog/configurator');
  variant.options = groups.flatMap(({ options, ...group }) =>
    options.filter((option) => variant.optionIds.includes(option.id)).map((option) => ({ ...option, group })),
  );
  return variant;
}

/** GET /breadcrumb/{id} as each Shopware version answers it (6.6.0-6.6.6 has no such route). */
function breadcrumbOf(version: BreadcrumbVersion, path: string): Answer {
  const breadcrumbs = corpusAnswer('fixtures/breadcrumb-welcome');
  if (version === '6.7') return { status: 200, body: breadcrumbs };
  if (version === '6.6.7') return { status: 200, body: { breadcrumbs, apiAlias: 'breadcrumb_collection' } };
  return version === '6.6.0' ? routeNotFound('GET', path) : routeNotFound('GET', path, ['POST']);
}

function catalogRoutes(version: BreadcrumbVersion): ReplayRoute[] {
  return [
    {
      method: 'POST',
      path: new RegExp(`^/product/${PRODUCT_ID}$`),
      answer: (request) => shaped(request, corpusAnswer('catalog/product-tier-prices')),
    },
    // The product of a recorded CMS product box, in the detail route's envelope (the envelope is not recorded).
    {
      method: 'POST',
      path: new RegExp(`^/product/${BOXED_ID}$`),
      answer: (request) =>
        shaped(request, {
          product: corpusAnswer('catalog/cms-product-box').data.product,
          configurator: [],
          apiAlias: 'product_detail',
        }),
    },
    // The recorded variant with the recorded configurator, in the detail route's envelope (the envelope is not recorded).
    {
      method: 'POST',
      path: new RegExp(`^/product/${CIGAR_ID}$`),
      answer: (request) =>
        shaped(request, {
          product: corpusAnswer('catalog/product-variant'),
          configurator: corpusAnswer('catalog/configurator'),
          apiAlias: 'product_detail',
        }),
    },
    // The variants of a parent (POST /product filtered by parentId): the one recorded variant of each, in a search result (not recorded).
    {
      method: 'POST',
      path: /^\/product$/,
      answer: (request) => {
        const ofCigar = JSON.stringify(request.body?.filter ?? []).includes(CIGAR_PARENT_ID);
        const variant = ofCigar ? cigarWithOptions() : corpusAnswer('catalog/product-tier-prices').product;
        return shaped(request, {
          elements: [variant],
          total: 1,
          aggregations: [],
          page: 1,
          limit: 100,
          entity: 'product',
          apiAlias: 'dal_entity_search_result',
        });
      },
    },
    {
      method: 'POST',
      path: /^\/product\/\w+\/cross-selling$/,
      answer: (request) => shaped(request, corpusAnswer('catalog/cross-selling')),
    },
    {
      method: 'POST',
      path: /^\/product\/\w+\/reviews$/,
      answer: () => ({
        status: 200,
        body: {
          elements: [],
          total: 0,
          aggregations: [],
          page: 1,
          limit: 10,
          entity: 'product_review',
          apiAlias: 'dal_entity_search_result',
        },
      }),
    },
    { method: 'GET', path: /^\/breadcrumb\/\w+$/, answer: (request) => breadcrumbOf(version, request.path) },
    // The recorded search answer: /product-listing answers the same ProductListingResult.
    {
      method: 'POST',
      path: /^\/(search|product-listing\/\w+)$/,
      answer: (request) => shaped(request, corpusAnswer('search/search')),
    },
    {
      method: 'POST',
      path: /^\/navigation\/footer-navigation\/footer-navigation$/,
      answer: (request) => shaped(request, corpusAnswer('navigation/menu')),
    },
    {
      method: 'POST',
      path: /^\/navigation\/service-navigation\/service-navigation$/,
      answer: () => ({ status: 200, body: [] }),
    },
    {
      method: 'POST',
      path: /^\/payment-method$/,
      answer: (request) => {
        const elements = corpusAnswer('system/payment-methods');
        return shaped(request, {
          elements,
          total: elements.length,
          aggregations: [],
          page: 1,
          limit: null,
          entity: 'payment_method',
          apiAlias: 'dal_entity_search_result',
        });
      },
    },
    {
      method: 'POST',
      path: /^\/category$/,
      answer: (request) =>
        shaped(request, {
          elements: [corpusAnswer('navigation/category-cms-page')],
          total: 1,
          aggregations: [],
          page: 1,
          limit: null,
          entity: 'category',
          apiAlias: 'dal_entity_search_result',
        }),
    },
    {
      method: 'POST',
      path: /^\/category\/\w+$/,
      answer: (request) => shaped(request, corpusAnswer('navigation/category-cms-page')),
    },
  ];
}

let replay: StoreApiReplay;
let gateway: RunningGateway;
let version: BreadcrumbVersion = '6.7';

beforeAll(async () => {
  replay = await startStoreApiReplay([
    { method: 'GET', path: /^\/breadcrumb\/\w+$/, answer: (request) => breadcrumbOf(version, request.path) },
    ...catalogRoutes('6.7'),
  ]);
  // CACHE off: the replay answers the recorded reads only, which the test counts (the cache adds its scope read).
  gateway = await startGateway({ SHOPWARE_ENDPOINT: replay.url, CACHE: 'off' });
});
afterAll(async () => {
  await gateway.close();
  await replay.close();
});

const money = (amount: number) => ({ amount, currencyCode: 'EUR' });
const page = async (path: string) => dataOf(await graphql(gateway, webOperation('LandingPage'), { path })).page;

describe('a product page of a real Shopware', () => {
  it('shows the variant, its tier prices and, on 6.6.10+/6.7, its breadcrumb (an array)', async () => {
    version = '6.7';
    const shown = await page(`/detail/${PRODUCT_ID}`);
    expect(shown.__typename).toBe('ProductPage');
    expect(shown.product.name).toBe('LAVENDA Product Variants');
    expect(shown.product.price.tierPrices).toEqual([
      { fromQuantity: 1, toQuantity: 2, unitPrice: money(22.95) },
      { fromQuantity: 3, toQuantity: 4, unitPrice: money(21.95) },
      { fromQuantity: 5, toQuantity: null, unitPrice: money(20.95) },
    ]);
    expect(shown.canonicalPath).toBe('/LAVENDA-Product-Variants/SW20004.6');
    expect(shown.breadcrumb).toEqual([
      { categoryId: CATEGORY_ID, name: 'Welcome to Shopware Frontends!', path: '/Welcome-to-Shopware-Frontends/' },
    ]);
  });

  it('shows the breadcrumb Shopware 6.6.7-6.6.9 answers as { breadcrumbs, apiAlias: breadcrumb_collection }', async () => {
    version = '6.6.7';
    const shown = await page(`/detail/${PRODUCT_ID}`);
    expect(shown.__typename).toBe('ProductPage');
    expect(shown.breadcrumb).toEqual([
      { categoryId: CATEGORY_ID, name: 'Welcome to Shopware Frontends!', path: '/Welcome-to-Shopware-Frontends/' },
    ]);
  });

  it.each(['6.6.0', '6.6.0-405'] as const)(
    'still shows the product, without a breadcrumb, on a Shopware without GET /breadcrumb (%s)',
    async (without) => {
      version = without;
      const shown = await page(`/detail/${PRODUCT_ID}`);
      expect(shown.__typename).toBe('ProductPage');
      expect(shown.product.name).toBe('LAVENDA Product Variants');
      expect(shown.breadcrumb).toEqual([]);
    },
  );

  it('shows a name with a trailing space trimmed in the heading and the title', async () => {
    version = '6.7';
    const shown = await page(`/detail/${BOXED_ID}`);
    expect(shown.product.name).toBe('Smoking Board Cedar Wood');
    expect(shown.metaTitle).toBe('Smoking Board Cedar Wood');
  });

  it("turns Shopware's internal link placeholders into shop paths and keeps <h5> headings in the description", async () => {
    const { descriptionHtml } = (await page(`/detail/${BOXED_ID}`)).product;
    expect(descriptionHtml).not.toContain('124c71d524604ccbad6042edce3ac799');
    expect(descriptionHtml).toContain('<h5>Highlights</h5>');
    expect(descriptionHtml).toContain('<a href="/detail/018bd828d69f72dba59567a17c432eae">Test Product Link</a>');
    expect(descriptionHtml).toContain('<a href="/navigation/da5db02a783e467cae47e8d64c9f09a1">Test Category Link</a>');
    expect(descriptionHtml).toContain('<a href="https://www.shopware.com/en/">Test URL link</a>');
  });
});

describe('a variant of a real Shopware with its configurator', () => {
  it('shows the variant with its reference price, delivery time and its chosen option, which switches to itself', async () => {
    version = '6.7';
    const shown = await page(`/detail/${CIGAR_ID}`);
    expect(shown.__typename).toBe('ProductPage');
    expect(shown.canonicalPath).toBe('/Cigar-Special-40/SW10044');
    const { product } = shown;
    expect(product).toMatchObject({
      id: CIGAR_ID,
      parentId: CIGAR_PARENT_ID,
      name: 'Cigar Special 40%',
      isAvailable: true,
      deliveryTime: { name: '1-3 days' },
    });
    expect(product.price.unitPrice).toEqual(money(14.45));
    expect(product.price.referencePrice).toMatchObject({
      unitName: 'litre',
      fillingQuantity: 0.2,
      referenceQuantity: 1,
      basePrice: money(72.25),
    });
    // calculatedMaxPurchase 100 (not a closeout, so not capped by its stock of 19): the shop's quantity field goes to 99.
    expect(product.purchaseQuantity).toMatchObject({ min: 1, max: 99, step: 1 });
    // One variant recorded: of the configurator's Colour (red, blue) and Size (S, M, L) only its own option, red, can be bought.
    expect(product.variantGroups).toEqual([
      {
        id: '15de997512de4e229d2db1b72aca16f5',
        name: 'Colour',
        options: [
          {
            id: 'cc02c6cf39ad43d5856a25f8928490bf',
            name: 'red',
            isAvailable: true,
            isSelected: true,
            variantId: CIGAR_ID,
            price: money(14.45),
            // The variant's own page, from the SEO URL the recording carries.
            path: '/Cigar-Special-40/SW10044',
          },
        ],
      },
    ]);
  });
});

describe('a category page of a real Shopware', () => {
  it.each([
    [
      '6.7',
      [{ categoryId: CATEGORY_ID, name: 'Welcome to Shopware Frontends!', path: '/Welcome-to-Shopware-Frontends/' }],
    ],
    [
      '6.6.7',
      [{ categoryId: CATEGORY_ID, name: 'Welcome to Shopware Frontends!', path: '/Welcome-to-Shopware-Frontends/' }],
    ],
    ['6.6.0', []],
  ] as const)('shows the category with the breadcrumb Shopware %s gives', async (answering, breadcrumb) => {
    version = answering;
    const shown = await page(`/navigation/${CATEGORY_ID}`);
    expect(shown.__typename).toBe('CategoryPage');
    expect(shown.name).toBe('Welcome to Shopware Frontends!');
    expect(shown.breadcrumb).toEqual(breadcrumb);
  });
});

describe('product cards from a real Shopware', () => {
  const CARD = `query Card($id: ID!) { product(id: $id) { ...ProductCard } }`;

  it("prices a variant whose siblings cost less 'from' the cheapest variant (calculatedCheapestPrice.hasRange)", async () => {
    const query = `${CARD}\n${webOperation('CategoryListing')
      .split('\n\n')
      .filter((part) => /^fragment (ProductCard|ResponsiveImage|ReferencePriceView)\b/.test(part))
      .join('\n\n')}`;
    const card = dataOf(await graphql(gateway, query, { id: PRODUCT_ID })).product;
    expect(card.price.unitPrice).toEqual(money(22.95));
    expect(card.price.fromPrice).toEqual(money(20));
  });

  it("shows a cross-selling variant that is itself the cheapest with its own price and no 'from'", async () => {
    const { product } = dataOf(await graphql(gateway, webOperation('ProductExtras'), { id: PRODUCT_ID }));
    expect(product.crossSellings).toHaveLength(1);
    expect(product.crossSellings[0].name).toBe('You may also like');
    const [pepper] = product.crossSellings[0].products;
    expect(pepper.name).toBe('Pepper black, Tellicherry extrabold');
    expect(pepper.price.unitPrice).toEqual(money(3.9));
    expect(pepper.price.fromPrice).toBeNull();
  });
});

describe('a listing and a search of a real Shopware', () => {
  it('offers the price filter from the aggregation Shopware answers with decimal strings ("39.9000")', async () => {
    const listing = dataOf(
      await graphql(gateway, webOperation('CategoryListing'), { categoryId: CATEGORY_ID, limit: 24, page: 1 }),
    ).productListing;
    expect(listing.filterOptions.price).toEqual({ min: money(39.9), max: money(39.9) });
    expect(listing.total).toBe(1);
    expect(listing.products[0].name).toBe('»Arctic Rose« IKARIMI® salmon filet');
    expect(listing.products[0].price.unitPrice).toEqual(money(39.9));
  });

  it('shows the search result with its price filter and the sortings', async () => {
    const search = dataOf(
      await graphql(gateway, webOperation('SearchPage'), { term: 'artic', limit: 24, page: 1 }),
    ).search;
    expect(search.total).toBe(1);
    expect(search.filterOptions.price).toEqual({ min: money(39.9), max: money(39.9) });
    expect(search.sorting).toBe('score');
  });
});

describe('the footer of a real Shopware', () => {
  it('shows the footer navigation with names trimmed and the payment methods', async () => {
    const footer = dataOf(await graphql(gateway, webOperation('Footer')));
    expect(footer.footer.map((entry: { name: string }) => entry.name)).toEqual(['Shop service', 'Information']);
    expect(footer.footer[0].children.map((entry: { name: string; path: string }) => [entry.name, entry.path])).toEqual([
      ['Defective Product', '/Shop-service/Defective-Product/'],
      ['Payment / Dispatch', '/Shop-service/Payment-Dispatch/'],
    ]);
    expect(footer.paymentMethods.map((method: { name: string }) => method.name)).toContain('Cash on delivery');
  });
});

afterAll(() => {
  // Every call the gateway made had a recorded (or labelled) answer.
  expect(replay.unanswered.filter((call) => !call.startsWith('GET /breadcrumb/'))).toEqual([]);
});
