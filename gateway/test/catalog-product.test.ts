import { categoryId, firstError, PRODUCT_CARD, productId, upstreamCalls } from './support/catalog-fixtures.js';
import { dataOf, graphql, startShop, type RunningShop } from './support/gateway-harness.js';

let shop: RunningShop;
beforeAll(async () => {
  // CACHE off: these tests count the Store API calls an operation makes, which the catalogue cache
  // (its own tests: catalog-cache*.test.ts) would answer or add its scope read to.
  shop = await startShop({ gatewayEnv: { CACHE: 'off' } });
});
afterAll(async () => {
  await shop.close();
});

const DETAIL = `query Product($id: ID, $path: String) {
  product(id: $id, path: $path) {
    ${PRODUCT_CARD}
    parentId productNumber descriptionHtml isNew isShippingFree availableStock ratingAverage manufacturerName
    metaTitle metaDescription metaKeywords
    images { url alt width height srcset { width } }
    deliveryTime { name min max unit }
    wineDetails { analysis { alcohol residualSugar acidity } soil cultivation peculiarities award recommendation }
    nutrition { energyKj energyKcal sugar ingredients allergens }
    properties { id name groupName }
  }
}`;

const RIESLING = productId('riesling-gutswein-2024');
const product = (variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
  graphql(shop, DETAIL, variables, headers);

test('a product by id: every field of the product page, in one upstream call', async () => {
  const res = await product({ id: RIESLING });
  const riesling = dataOf(res).product;
  expect(upstreamCalls(res)).toBe(1);
  expect(riesling).toMatchObject({
    id: RIESLING,
    name: 'Riesling trocken 2024',
    productNumber: 'WB-W-2001',
    path: '/Riesling-trocken-2024/WB-W-2001',
    type: 'WINE',
    flag: 'TOP_SELLER',
    isTopSeller: true,
    isAvailable: true,
    parentId: null,
    nutritionLabelId: 'kb-nl-19c3ab',
    metaTitle: 'Riesling trocken 2024 | Gutswein aus Birkweiler',
    manufacturerName: 'Weingut Keller-Brandt',
    purchaseQuantity: { min: 1, max: 99, step: 1, allowedQuantities: null },
    deliveryTime: { unit: 'day' },
    wineDetails: {
      analysis: { alcohol: 12, residualSugar: 6.5, acidity: 7.2 },
      soil: 'Buntsandstein und sandiger Lehm',
      award: null,
    },
    nutrition: { energyKcal: 69, allergens: 'Enthält Sulfite' },
  });
  expect(riesling.price).toEqual({
    unitPrice: { amount: 9.5, currencyCode: 'EUR' },
    regularPrice: { amount: 9.5 },
    specialPrice: null,
    tierPrices: [
      { fromQuantity: 1, toQuantity: 5, unitPrice: { amount: 9.5 } },
      { fromQuantity: 6, toQuantity: 11, unitPrice: { amount: 8.9 } },
      { fromQuantity: 12, toQuantity: null, unitPrice: { amount: 8.5 } },
    ],
    referencePrice: {
      fillingQuantity: 0.75,
      unitCode: 'l',
      referenceQuantity: 1,
      basePrice: { amount: 12.67, currencyCode: 'EUR' },
    },
  });
  expect(riesling.descriptionHtml).toMatch(/^<p>Unser meistverkaufter Wein/);
  expect(riesling.ratingAverage).toBeGreaterThan(3);
  expect(riesling.cover.srcset.map((source: { width: number }) => source.width)).toEqual([280, 400, 560, 800]);
  expect(riesling.images[0]).toMatchObject({ width: 800, height: 914, alt: expect.stringContaining('Riesling') });
  expect(riesling.properties).toContainEqual({ id: expect.any(String), name: 'Weisswein', groupName: 'Weinart' });
});

test("a description's internal links (Shopware's placeholder) lead to the linked product's and category's pages", async () => {
  const res = await product({ id: productId('probierpaket-kennenlernen') });
  const { descriptionHtml } = dataOf(res).product;
  expect(descriptionHtml).not.toContain('124c71d524604ccbad6042edce3ac799');
  expect(descriptionHtml).toContain(
    `<a href="/detail/${productId('riesling-gutswein-2024')}">Riesling trocken 2024</a>`,
  );
  expect(descriptionHtml).toContain(`<a href="/navigation/${categoryId('weisswein')}">Weißwein</a>`);
  // Each path is a shop page: the product's and the category's, with their SEO paths to redirect to.
  const target = async (path: string) =>
    dataOf(
      await graphql(
        shop,
        `
          query ($path: String!) {
            page(path: $path) {
              __typename
              canonicalPath
            }
          }
        `,
        { path },
      ),
    ).page;
  expect(await target(`/detail/${productId('riesling-gutswein-2024')}`)).toEqual({
    __typename: 'ProductPage',
    canonicalPath: '/Riesling-trocken-2024/WB-W-2001',
  });
  expect(await target(`/navigation/${categoryId('weisswein')}`)).toEqual({
    __typename: 'CategoryPage',
    canonicalPath: '/Weine/Weisswein/',
  });
});

test('a product by SEO path or by /detail/{id} is the same product', async () => {
  const byId = dataOf(await product({ id: RIESLING })).product;
  expect(dataOf(await product({ path: '/Riesling-trocken-2024/WB-W-2001' })).product).toEqual(byId);
  expect(dataOf(await product({ path: `/detail/${RIESLING}` })).product).toEqual(byId);
});

test('a package on special: PACKAGE, regular (list) price and special price, contents 4.5 l', async () => {
  const { product: rotweinPaket } = dataOf(await product({ id: productId('probierpaket-rotwein') }));
  expect(rotweinPaket.type).toBe('PACKAGE');
  expect(rotweinPaket.price).toMatchObject({
    unitPrice: { amount: 69 },
    regularPrice: { amount: 84 },
    specialPrice: { amount: 69 },
    tierPrices: [],
  });
  expect(rotweinPaket.price.referencePrice).toMatchObject({ fillingQuantity: 4.5, basePrice: { amount: 15.33 } });
  expect(rotweinPaket.wineDetails).toBeNull();
});

test('a sold-out closeout is flagged SOLD_OUT and not available', async () => {
  const { product: sekt } = dataOf(await product({ id: productId('pinot-sekt-brut-nature-2019') }));
  expect(sekt).toMatchObject({ flag: 'SOLD_OUT', isAvailable: false, type: 'WINE' });
});

test('cross-selling groups come with their products, reviews newest first: at most 3 upstream calls', async () => {
  const res = await graphql(
    shop,
    `query($id: ID!) { product(id: $id) {
    id
    crossSellings { id name products { ${PRODUCT_CARD} } }
    reviews(limit: 2) { total page limit reviews { title rating authorName createdAt } }
  } }`,
    { id: RIESLING },
  );
  const { crossSellings, reviews } = dataOf(res).product;
  expect(upstreamCalls(res)).toBeLessThanOrEqual(3);
  expect(crossSellings).toHaveLength(1);
  expect(crossSellings[0].name).toBe('Passt dazu');
  expect(crossSellings[0].products.map((item: { name: string }) => item.name)).toEqual([
    'Riesling feinherb 2024',
    'Riesling trocken 2023 – Magnum',
    'Kennenlernpaket',
  ]);
  expect(crossSellings[0].products[2]).toMatchObject({
    type: 'PACKAGE',
    path: expect.stringMatching(/^\/Kennenlernpaket\//),
  });
  expect(reviews).toMatchObject({ total: 4, page: 1, limit: 2 });
  expect(reviews.reviews).toHaveLength(2);
  expect(reviews.reviews[0]).toMatchObject({ title: 'Bester Gutsriesling', rating: 5, authorName: 'Katrin F.' });
  const dates = reviews.reviews.map((review: { createdAt: string }) => Date.parse(review.createdAt));
  expect(dates[0]).toBeGreaterThan(dates[1]);
  const secondPage = dataOf(
    await graphql(
      shop,
      `
        query ($id: ID!) {
          product(id: $id) {
            reviews(page: 2, limit: 2) {
              reviews {
                title
              }
            }
          }
        }
      `,
      { id: RIESLING },
    ),
  );
  expect(secondPage.product.reviews.reviews.map((review: { title: string }) => review.title)).toEqual([
    'Schöne Säure',
    'Klasse Sommerwein',
  ]);
});

test('ten products by id in one upstream call, in the order asked, null for an unknown id', async () => {
  const { productListing } = dataOf(
    await graphql(shop, '{ productListing(path: "/", limit: 10, sorting: "name-desc") { products { id } } }'),
  );
  const ids: string[] = productListing.products.map((item: { id: string }) => item.id);
  const res = await graphql(
    shop,
    `
      query ($ids: [ID!]!) {
        products(ids: $ids) {
          id
          name
          price {
            unitPrice {
              amount
            }
          }
        }
      }
    `,
    { ids },
  );
  expect(upstreamCalls(res)).toBe(1);
  expect(dataOf(res).products.map((item: { id: string }) => item.id)).toEqual(ids);
  const withUnknown = dataOf(
    await graphql(
      shop,
      `
        query ($ids: [ID!]!) {
          products(ids: $ids) {
            id
          }
        }
      `,
      { ids: [RIESLING, 'f'.repeat(32)] },
    ),
  );
  expect(withUnknown.products).toEqual([{ id: RIESLING }, null]);
});

test("a voucher amount's card is priced 'from' the cheapest amount; the cheapest amount's card is not", async () => {
  const card = async (key: string) =>
    dataOf(
      await graphql(
        shop,
        `
          query ($id: ID!) {
            product(id: $id) {
              price {
                unitPrice {
                  amount
                }
                fromPrice {
                  amount
                }
              }
            }
          }
        `,
        { id: productId(key) },
      ),
    ).product;
  const fifty = await card('wertgutschein:50');
  expect(fifty.price.unitPrice).toMatchObject({ amount: 50 });
  expect(fifty.price.fromPrice).toMatchObject({ amount: 25 });
  expect((await card('wertgutschein:25')).price.fromPrice).toBeNull();
});

test('the voucher offers its amounts with the variant to buy for each, in one more call', async () => {
  const res = await graphql(
    shop,
    `
      query ($id: ID!) {
        product(id: $id) {
          id
          parentId
          name
          variantGroups {
            name
            options {
              name
              variantId
              price {
                amount
              }
              isSelected
              isAvailable
            }
          }
        }
      }
    `,
    {
      id: productId('wertgutschein'),
    },
  );
  const voucher = dataOf(res).product;
  expect(upstreamCalls(res)).toBe(2);
  expect(voucher.parentId).toBe(productId('wertgutschein'));
  const [amounts] = voucher.variantGroups;
  expect(amounts.name).toBe('Betrag');
  expect(amounts.options.map((option: any) => [option.name, option.price.amount])).toEqual([
    ['25 €', 25],
    ['50 €', 50],
    ['100 €', 100],
    ['150 €', 150],
  ]);
  expect(amounts.options[0]).toMatchObject({ variantId: voucher.id, isSelected: true, isAvailable: true });
  expect(new Set(amounts.options.map((option: any) => option.variantId)).size).toBe(4);
  const wine = await graphql(
    shop,
    `
      query ($id: ID!) {
        product(id: $id) {
          variantGroups {
            name
          }
        }
      }
    `,
    { id: RIESLING },
  );
  expect(dataOf(wine).product.variantGroups).toEqual([]);
  expect(upstreamCalls(wine)).toBe(1);
});

test("each voucher amount has its variant's own path, whose page is that amount with its product number", async () => {
  const AMOUNTS = `
    query ($path: String, $id: ID) {
      product(path: $path, id: $id) {
        id
        productNumber
        variantGroups {
          options {
            name
            variantId
            path
            isSelected
          }
        }
      }
    }
  `;
  const voucher = dataOf(await graphql(shop, AMOUNTS, { id: productId('wertgutschein') })).product;
  const fifty = voucher.variantGroups[0].options.find((option: { name: string }) => option.name === '50 €');
  expect(fifty.path).toMatch(/^\/[^?#]+$/);
  const chosen = dataOf(await graphql(shop, AMOUNTS, { path: fifty.path })).product;
  expect(chosen.id).toBe(fifty.variantId);
  expect(chosen.productNumber).not.toBe(voucher.productNumber);
  expect(chosen.variantGroups[0].options.find((option: { isSelected: boolean }) => option.isSelected).name).toBe(
    '50 €',
  );
});

test('an unknown product id or path is NOT_FOUND, German by default, English for en-GB', async () => {
  const unknown = 'ffffffffffffffffffffffffffffffff';
  expect(firstError(await product({ id: unknown }))).toMatchObject({
    message: 'Wir können nicht finden, wonach Sie suchen.',
    extensions: { code: 'NOT_FOUND' },
  });
  expect(firstError(await product({ id: unknown }, { 'accept-language': 'en-GB' }))).toMatchObject({
    message: "We can't find what you are looking for.",
    extensions: { code: 'NOT_FOUND' },
  });
  expect(firstError(await product({ path: '/Kein-Wein/WB-0000' })).extensions!.code).toBe('NOT_FOUND');
  expect(firstError(await product({ path: '/Weine/Rotwein/' })).extensions!.code).toBe('NOT_FOUND');
});

const PRODUCTS = 'query($ids: [ID!]!) { products(ids: $ids) { id } }';
test.each([
  { label: 'a non-hex id', query: DETAIL, variables: { id: 'riesling' }, argument: 'id' },
  { label: 'neither id nor path', query: DETAIL, variables: {}, argument: 'id' },
  { label: 'both id and path', query: DETAIL, variables: { id: RIESLING, path: '/x' }, argument: 'id' },
  {
    label: 'a path without leading slash',
    query: DETAIL,
    variables: { path: 'Riesling-trocken-2024/WB-W-2001' },
    argument: 'path',
  },
  { label: 'a non-hex id among ids', query: PRODUCTS, variables: { ids: [RIESLING, 'nope'] }, argument: 'ids' },
  {
    label: '101 ids',
    query: PRODUCTS,
    variables: { ids: Array.from({ length: 101 }, () => RIESLING) },
    argument: 'ids',
  },
])('$label is BAD_USER_INPUT naming $argument, before any upstream call', async ({ query, variables, argument }) => {
  const res = await graphql(shop, query, variables);
  expect(firstError(res).extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
  expect(upstreamCalls(res)).toBe(0);
});

test('a review page beyond the limit is BAD_USER_INPUT', async () => {
  const res = await graphql(
    shop,
    `
      query ($id: ID!) {
        product(id: $id) {
          reviews(limit: 500) {
            total
          }
        }
      }
    `,
    { id: RIESLING },
  );
  expect(firstError(res).extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'limit' });
});
