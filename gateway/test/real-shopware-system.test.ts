import { dataOf, graphql, startGateway, type RunningGateway } from './support/gateway-harness.js';
import {
  corpusAnswer,
  REPLAY_SESSION_COOKIE,
  searchResult,
  shaped,
  startStoreApiReplay,
  type StoreApiReplay,
  CUSTOMER_CONTEXT,
} from './support/store-api-replay.js';
import { webOperation } from './support/web-operations.js';

/**
 * A real Shopware's system lists (test/corpus/system, recorded by Shopware Frontends from a demo
 * shop) replayed through the gateway: the address form's countries and salutations, the language
 * switch's languages and the checkout's shipping and payment methods.
 */

const cookie = REPLAY_SESSION_COOKIE;

let replay: StoreApiReplay;
let gateway: RunningGateway;

beforeAll(async () => {
  replay = await startStoreApiReplay([
    { method: 'POST', path: /^\/country$/, answer: (request) => shaped(request, corpusAnswer('system/country-list')) },
    {
      method: 'POST',
      path: /^\/salutation$/,
      answer: (request) => searchResult(request, 'salutation', corpusAnswer('system/salutations')),
    },
    {
      method: 'POST',
      path: /^\/language$/,
      answer: (request) => searchResult(request, 'language', [corpusAnswer('system/language')]),
    },
    {
      method: 'POST',
      path: /^\/shipping-method$/,
      answer: (request) => searchResult(request, 'shipping_method', corpusAnswer('system/shipping-methods')),
    },
    {
      method: 'POST',
      path: /^\/payment-method$/,
      answer: (request) => searchResult(request, 'payment_method', corpusAnswer('system/payment-methods')),
    },
    CUSTOMER_CONTEXT,
    {
      method: 'GET',
      path: /^\/checkout\/cart$/,
      answer: (request) => shaped(request, corpusAnswer('cart/cart-automatic-promotion')),
    },
    // The cart line's product (POST /product by ids): the recorded product of the same id from a CMS product box.
    {
      method: 'POST',
      path: /^\/product$/,
      answer: (request) => searchResult(request, 'product', [corpusAnswer('catalog/cms-product-box').data.product]),
    },
    // The customer has no wishlist yet: Shopware's CHECKOUT__WISHLIST_NOT_FOUND (not recorded; its shape is CustomerException's).
    {
      method: 'POST',
      path: /^\/customer\/wishlist$/,
      answer: () => ({
        status: 404,
        body: {
          errors: [
            {
              status: '404',
              code: 'CHECKOUT__WISHLIST_NOT_FOUND',
              title: 'Not Found',
              detail: 'Wishlist for this customer was not found.',
              meta: { parameters: [] },
            },
          ],
        },
      }),
    },
  ]);
  gateway = await startGateway({ SHOPWARE_ENDPOINT: replay.url });
});
afterAll(async () => {
  await gateway.close();
  await replay.close();
});

describe("a real Shopware's address form", () => {
  it('offers the countries with their states and postal code rules, and the salutations', async () => {
    const options = dataOf(await graphql(gateway, webOperation('AddressOptions')));
    expect(options.countries).toEqual([
      // Patterns are recorded, but none of the three countries checks them (checkPostalCodePattern: false): no rule.
      {
        id: expect.any(String),
        iso: 'SE',
        name: 'Sweden',
        stateRequired: false,
        postalCodeRequired: false,
        postalCodePattern: null,
        states: [],
      },
      // Ireland's states were not loaded (states: null in the answer): none to offer.
      {
        id: '184eb596425f4d56aa9ed8af9c3dc8d1',
        iso: 'IE',
        name: 'Ireland',
        stateRequired: false,
        postalCodeRequired: false,
        postalCodePattern: null,
        states: [],
      },
      {
        id: expect.any(String),
        iso: 'AU',
        name: 'Australia',
        stateRequired: false,
        postalCodeRequired: false,
        postalCodePattern: null,
        states: [],
      },
    ]);
    expect(options.salutations).toEqual([
      { id: 'd5e543063dd642b48ef94b02d68e5785', key: 'mr', displayName: 'Mr.' },
      { id: 'fef89b093c4843af86f26a07d0e81108', key: 'mrs', displayName: 'Mrs.' },
      { id: 'b84038d62c3f4d66b3bc626df7fa949e', key: 'not_specified', displayName: 'Not specified' },
    ]);
  });
});

describe("a real Shopware's languages", () => {
  it("lists the language with its translation code's locale (locale itself is null in the answer)", async () => {
    const { languages } = dataOf(await graphql(gateway, webOperation('ShopLanguages')));
    expect(languages).toEqual([{ id: '2fbb5fe2e29a4d70aa5854ce7ce3e20b', locale: 'en-GB' }]);
  });
});

describe("a real Shopware's checkout choices", () => {
  it('shows the shipping methods with their delivery times and base prices, and the payment methods', async () => {
    const { session, checkout } = dataOf(await graphql(gateway, webOperation('CheckoutState'), {}, cookie));
    expect(session).toMatchObject({
      isLoggedIn: true,
      isGuest: false,
      customer: { firstName: '54maciej', lastName: 'maciej9', isGuest: false },
    });
    expect(checkout.shippingMethods).toEqual([
      {
        id: 'a9d9cc502b3547f4a89eb2830c032c78',
        name: 'Standard',
        description: null,
        deliveryTime: 'Instant download',
        price: { amount: 0, currencyCode: 'EUR' },
      },
      // Three price rows, all under a rule, from 1 piece: the first row's gross price.
      {
        id: '79ef7bea9b7d49fb9d32b235fb18aa18',
        name: 'Express',
        description: 'Example description',
        deliveryTime: '1-3 days',
        price: { amount: 1, currencyCode: 'EUR' },
      },
    ]);
    expect(checkout.paymentMethods.map((method: { name: string }) => method.name)).toEqual([
      'Cash on delivery',
      'Invoice',
    ]);
    expect(checkout.shippingMethod).toEqual({ id: 'a9d9cc502b3547f4a89eb2830c032c78', name: 'Standard' });
    expect(checkout.paymentMethod).toEqual({ id: 'b7f6cd663b774e9485e33ed1a776c8d9', name: 'Cash on delivery' });
  });
});

afterAll(() => {
  // Every call the gateway made had a recorded (or labelled) answer.
  expect(replay.unanswered).toEqual([]);
});
