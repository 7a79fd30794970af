/**
 * Fields of the shop's entities (docs/behaviour/product-types.md) over real HTTP against the emulator: the product's stock and
 * option ids, the options' colour and image, the navigation entry's description, the customer's
 * state and order count.
 */
import { orderStoreOf } from '@weingut/emulator/order/order-store';
import { CUSTOMER, REGISTER, as, lastMail, registeredCustomer, registration } from './support/account-fixtures.js';
import { categoryId, productId } from './support/catalog-fixtures.js';
import { WINE, gql, placedOrder } from './support/checkout-fixtures.js';
import { startFaultProxy, type FaultProxy } from '@weingut/testkit/fault-proxy';
import { dataOf, graphql, sessionCookie, startShop, type RunningShop } from './support/gateway-harness.js';

let proxy: FaultProxy;
let shop: RunningShop;
let doubleOptIn: RunningShop;
beforeAll(async () => {
  // The gateway reaches the emulator through a proxy that can answer one read with a changed body.
  proxy = await startFaultProxy();
  [shop, doubleOptIn] = await Promise.all([
    // CACHE off: the proxy changes single reads, which a kept answer would hide; the stock is read again after an order.
    startShop({
      emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' },
      gatewayEnv: { SHOPWARE_ENDPOINT: proxy.url, CACHE: 'off' },
    }),
    startShop(),
  ]);
  proxy.forwardTo(shop.emulatorUrl);
});
afterEach(() => proxy.heal());
afterAll(async () => {
  await Promise.all([shop.close(), doubleOptIn.close()]);
  await proxy.close();
});

/** A category as POST /category answers it (its id, name and description are what the test changes). */
const categoryAnswer = (id: string) => ({ id, name: 'Weine', type: 'page', apiAlias: 'category' });

const STOCK = `query ($id: ID!) { product(id: $id) { stock availableStock } }`;

test("a product's stock goes down by what an order takes", async () => {
  const before = dataOf(await graphql(shop, STOCK, { id: WINE })).product;
  expect(before.stock).toBeGreaterThan(2);
  const customer = await registeredCustomer(shop);
  await placedOrder(shop, customer, { productId: WINE, quantity: 2 });
  expect(dataOf(await graphql(shop, STOCK, { id: WINE })).product).toEqual({
    stock: before.stock - 2,
    availableStock: before.stock - 2,
  });
});

test("a voucher variant's optionIds are its amount's option; a wine without variants has none", async () => {
  const VARIANTS = `query ($id: ID!) { product(id: $id) { id optionIds variantGroups { options { id name variantId isSelected colorHexCode media { url } } } } }`;
  const voucher = dataOf(await graphql(shop, VARIANTS, { id: productId('wertgutschein') })).product;
  const options: { id: string; name: string; variantId: string; isSelected: boolean }[] =
    voucher.variantGroups[0].options;
  expect(voucher.optionIds).toEqual([options.find((option) => option.isSelected)!.id]);
  const fifty = options.find((option) => option.name === '50 €')!;
  expect(dataOf(await graphql(shop, VARIANTS, { id: fifty.variantId })).product.optionIds).toEqual([fifty.id]);
  // The amounts are text options: no colour, no image.
  expect(options.every((option) => JSON.stringify(option).includes('"colorHexCode":null,"media":null'))).toBe(true);
  expect(dataOf(await graphql(shop, VARIANTS, { id: WINE })).product).toMatchObject({
    optionIds: [],
    variantGroups: [],
  });
});

test("the listing's filter options carry their colour and image", async () => {
  const FILTERS =
    '{ productListing(path: "/Weine/", limit: 1) { filterOptions { propertyGroups { name options { name colorHexCode media { url } } } } } }';
  const { propertyGroups } = dataOf(await graphql(shop, FILTERS)).productListing.filterOptions;
  const weinart = propertyGroups.find((group: { name: string }) => group.name === 'Weinart');
  expect(weinart.options).toContainEqual({ name: 'Rotwein', colorHexCode: '#7b1e2b', media: null });
});

describe("the navigation entry's description", () => {
  const NAVIGATION = '{ navigation(type: MAIN) { name descriptionHtml children { name descriptionHtml } } }';
  type Entry = { name: string; descriptionHtml: string | null; children: Entry[] };
  const entry = (entries: Entry[], name: string) => entries.find((candidate) => candidate.name === name)!;

  test("the category's description in the session's language", async () => {
    const main: Entry[] = dataOf(await graphql(shop, NAVIGATION)).navigation;
    expect(entry(main, 'Weine').descriptionHtml).toMatch(/^<p>.+<\/p>$/);
    expect(entry(entry(main, 'Weine').children, 'Rotwein').descriptionHtml).toMatch(/Spätburgunder/);
    const { languages } = dataOf(await graphql(shop, '{ languages { id locale } }'));
    const englishId = languages.find((language: { locale: string }) => language.locale === 'en-GB').id;
    const english: Entry[] = dataOf(await graphql(shop, NAVIGATION, {}, { 'sw-language-id': englishId })).navigation;
    expect(entry(english, 'Wines').descriptionHtml).toMatch(/^<p>Powerful wines/);
  });

  test('is sanitised as the product description is: scripts and event handlers are dropped', async () => {
    // The shop owner's description carries a script: the read of the entries' categories answers it.
    const weine = {
      ...categoryAnswer(categoryId('weine')),
      description: null,
      translated: { name: 'Weine', description: '<p onclick="steal()">Kraftvolle Weine</p><script>steal()</script>' },
    };
    await proxy.fail(
      {
        kind: 'answer',
        status: 200,
        body: JSON.stringify({ elements: [weine], total: 1, apiAlias: 'dal_entity_search_result' }),
      },
      1,
      /^POST \/store-api\/category$/,
    );
    const main: Entry[] = dataOf(await graphql(shop, NAVIGATION)).navigation;
    expect(entry(main, 'Weine').descriptionHtml).toBe('<p>Kraftvolle Weine</p>');
  });

  test("the menus' read of the tree carries no descriptions; one more read brings them when asked", async () => {
    proxy.received.length = 0;
    dataOf(await graphql(shop, '{ navigation(type: FOOTER) { name children { name } } }'));
    expect(proxy.received).toEqual([expect.stringMatching(/\/navigation\//)]);
    proxy.received.length = 0;
    dataOf(await graphql(shop, '{ navigation(type: FOOTER) { name children { name descriptionHtml } } }'));
    expect(proxy.received).toEqual([expect.stringMatching(/\/navigation\//), 'POST /store-api/category']);
  });
});

describe("the customer's state and order count", () => {
  const ACCOUNT = '{ account { isActive orderCount isDoubleOptInRegistration doubleOptInConfirmDate } }';

  test('an order counts once the shop completes it (Shopware counts completed orders)', async () => {
    const customer = await registeredCustomer(shop);
    const account = () => gql(shop, customer.cookie, ACCOUNT).then((res) => dataOf(res).account);
    expect(await account()).toEqual({
      isActive: true,
      orderCount: 0,
      isDoubleOptInRegistration: false,
      doubleOptInConfirmDate: null,
    });

    const order = await placedOrder(shop, customer);
    expect((await account()).orderCount).toBe(0);
    // The shop owner completes the order (in Shopware's Administration; here in the emulator's store).
    const orders = orderStoreOf(shop.emulatorDb);
    orders.update({ ...orders.get(order.id)!, state: 'completed' });
    expect((await account()).orderCount).toBe(1);
  });

  test('a double opt-in registration: unconfirmed at first, then with the date of its confirmation', async () => {
    const FIELDS = `${CUSTOMER} isActive isDoubleOptInRegistration doubleOptInConfirmDate`;
    const input = registration();
    const cookie = sessionCookie(await graphql(doubleOptIn, '{ session { isGuest } }'));
    const registered = dataOf(
      await graphql(doubleOptIn, REGISTER.replace(CUSTOMER, FIELDS), { input }, as(cookie)),
    ).register;
    expect(registered.customer).toMatchObject({
      isConfirmed: false,
      isActive: true,
      isDoubleOptInRegistration: true,
      doubleOptInConfirmDate: null,
    });

    const link = new URL((await lastMail(doubleOptIn, input.email, 'registration_double_opt_in')).links.confirm!);
    const CONFIRM = `mutation ($input: ConfirmationInput!) { confirmRegistration(input: $input) { customer { ${FIELDS} } } }`;
    const before = Date.now();
    const confirmed = dataOf(
      await graphql(
        doubleOptIn,
        CONFIRM,
        { input: { hash: link.searchParams.get('hash'), em: link.searchParams.get('em') } },
        as(cookie),
      ),
    );
    const { customer } = confirmed.confirmRegistration;
    expect(customer).toMatchObject({
      isConfirmed: true,
      isDoubleOptInRegistration: true,
      doubleOptInConfirmDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(Date.parse(customer.doubleOptInConfirmDate)).toBeGreaterThanOrEqual(before - 1000);
  });
});
