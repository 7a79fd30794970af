import { categoryId, productId } from './catalog-fixtures.js';
import {
  atEmulator,
  ERROR_URL,
  FINISH_URL,
  gql,
  HANDLE_PAYMENT,
  newCustomer,
  newSession,
  paymentMethods,
  PLACE_ORDER,
  placedOrder,
  SET_PAYMENT,
  shippingMethods,
  uniqueEmail,
  USER_ERRORS,
  WINE,
} from './checkout-fixtures.js';
import { address, ids, LOGIN, PASSWORD, REGISTER, registration } from './account-fixtures.js';
import { dataOf, type RunningShop } from './gateway-harness.js';

/** A shopper ready for one operation: the session cookie and the operation's variables. */
export interface Prepared {
  cookie: string;
  variables: Record<string, unknown>;
  email?: string;
}

export interface Operation {
  name: string;
  kind: 'catalogue read' | 'cart write' | 'checkout' | 'account';
  query: string;
  /** The Store API request ("METHOD /store-api/…") the fault hits; the operation's other calls pass. */
  target: RegExp;
  /** Writes are never retried; reads are retried on 502/503 and reset connections. */
  write: boolean;
  prepare(shop: RunningShop): Promise<Prepared>;
  /** What the shopper can see of the state the operation changes: equal before and after a failed attempt. */
  observe(shop: RunningShop, prepared: Prepared): Promise<unknown>;
}

const read = async (shop: RunningShop, prepared: Prepared, query: string, variables: Record<string, unknown> = {}) =>
  dataOf(await gql(shop, prepared.cookie, query, variables));

const CART_STATE = '{ cart { lineItems { id quantity } promotions { code } } session { isLoggedIn cartItemCount } }';
const CHECKOUT_STATE = '{ checkout { shippingMethod { id } paymentMethod { id } } cart { lineItems { id quantity } } }';
const ACCOUNT_STATE = '{ session { isLoggedIn customer { email } } account { firstName lastName } addresses { id } }';

const observeCart = (shop: RunningShop, prepared: Prepared) => read(shop, prepared, CART_STATE);
const observeCheckout = (shop: RunningShop, prepared: Prepared) => read(shop, prepared, CHECKOUT_STATE);
const observeAccount = (shop: RunningShop, prepared: Prepared) => read(shop, prepared, ACCOUNT_STATE);
/** Catalogue reads change nothing: the session stays as it was. */
const observeSession = (shop: RunningShop, prepared: Prepared) =>
  read(shop, prepared, '{ session { isLoggedIn cartItemCount } }');

const anonymous = (variables: Record<string, unknown>) => async (shop: RunningShop) => ({
  cookie: await newSession(shop),
  variables,
});
const customer =
  (variables: Record<string, unknown> = {}) =>
  async (shop: RunningShop) => ({ ...(await newCustomer(shop)), variables });

/** A customer with a wine in the cart (put there at the emulator, so the gateway's calls are the operation's). */
async function customerWithCart(shop: RunningShop, variables: Record<string, unknown> = {}): Promise<Prepared> {
  const shopper = await newCustomer(shop);
  const answer = await atEmulator(shop, shopper.cookie, 'post', '/checkout/cart/line-item', {
    items: [{ type: 'product', referencedId: WINE, quantity: 2 }],
  });
  const lineItemId = (answer.body as { lineItems: { id: string }[] }).lineItems[0]!.id;
  return { ...shopper, variables: { lineItemId, ...variables } };
}

const catalogue = (name: string, query: string, variables: Record<string, unknown>, target: RegExp): Operation => ({
  name,
  kind: 'catalogue read',
  query,
  target,
  write: false,
  prepare: anonymous(variables),
  observe: observeSession,
});

const CART_PAYLOAD = `cart { lineItems { id quantity } } ${USER_ERRORS}`;
const CHECKOUT_PAYLOAD = `checkout { shippingMethod { id } paymentMethod { id } } ${USER_ERRORS}`;
const CUSTOMER_PAYLOAD = `customer { firstName lastName } ${USER_ERRORS}`;

export const OPERATIONS: Operation[] = [
  catalogue(
    'page',
    'query ($path: String!) { page(path: $path) { __typename ... on CategoryPage { name } } }',
    { path: '/Weine/Rotwein/' },
    /^POST \/store-api\/seo-url/,
  ),
  catalogue(
    'productListing',
    'query ($id: ID!) { productListing(categoryId: $id) { total products { id name } } }',
    { id: categoryId('weine') },
    /^POST \/store-api\/product-listing\//,
  ),
  catalogue(
    'product',
    'query ($id: ID!) { product(id: $id) { id name price { unitPrice { amount } } } }',
    { id: productId('riesling-gutswein-2024') },
    /^POST \/store-api\/product\//,
  ),
  catalogue('navigation', '{ navigation(type: MAIN) { id name } }', {}, /^POST \/store-api\/navigation\//),
  catalogue(
    'search',
    'query ($term: String!) { search(term: $term) { total products { id } } }',
    { term: 'Riesling' },
    /^POST \/store-api\/search$/,
  ),
  {
    name: 'addToCart',
    kind: 'cart write',
    query: `mutation ($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { ${CART_PAYLOAD} } }`,
    target: /^POST \/store-api\/checkout\/cart\/line-item$/,
    write: true,
    prepare: anonymous({ productId: WINE, quantity: 1 }),
    observe: observeCart,
  },
  {
    name: 'changeLineItemQuantity',
    kind: 'cart write',
    query: `mutation ($lineItemId: ID!) { changeLineItemQuantity(lineItemId: $lineItemId, quantity: 5) { ${CART_PAYLOAD} } }`,
    target: /^PATCH \/store-api\/checkout\/cart\/line-item$/,
    write: true,
    prepare: (shop) => customerWithCart(shop),
    observe: observeCart,
  },
  {
    name: 'addPromotionCode',
    kind: 'cart write',
    query: `mutation { addPromotionCode(code: "WEINFREUNDE10") { ${CART_PAYLOAD} } }`,
    target: /^POST \/store-api\/checkout\/cart\/line-item$/,
    write: true,
    prepare: (shop) => customerWithCart(shop),
    observe: observeCart,
  },
  {
    name: 'setShippingMethod',
    kind: 'checkout',
    query: `mutation ($id: ID!) { setShippingMethod(id: $id) { ${CHECKOUT_PAYLOAD} } }`,
    target: /^PATCH \/store-api\/context$/,
    write: true,
    prepare: customer({ id: shippingMethods.express }),
    observe: observeCheckout,
  },
  {
    name: 'setPaymentMethod',
    kind: 'checkout',
    query: SET_PAYMENT,
    target: /^PATCH \/store-api\/context$/,
    write: true,
    prepare: customer({ id: paymentMethods.invoice }),
    observe: observeCheckout,
  },
  {
    name: 'placeOrder',
    kind: 'checkout',
    query: PLACE_ORDER,
    target: /^POST \/store-api\/checkout\/order$/,
    write: true,
    prepare: (shop) => customerWithCart(shop, { input: { termsAccepted: true, ageConfirmed: true } }),
    observe: async (shop, prepared) => ({
      ...(await observeCheckout(shop, prepared)),
      ...(await read(shop, prepared, '{ orders { total } }')),
    }),
  },
  {
    name: 'handlePayment',
    kind: 'checkout',
    query: HANDLE_PAYMENT,
    target: /^POST \/store-api\/handle-payment$/,
    write: true,
    async prepare(shop) {
      const shopper = await newCustomer(shop);
      const order = await placedOrder(shop, shopper, { paymentMethodId: paymentMethods.prepayment });
      return { ...shopper, variables: { orderId: order.id, finishUrl: FINISH_URL, errorUrl: ERROR_URL } };
    },
    observe: (shop, prepared) =>
      read(
        shop,
        prepared,
        'query ($id: ID!) { order(id: $id) { paymentStatus state { technicalName } transactionState { technicalName } } }',
        { id: prepared.variables.orderId },
      ),
  },
  {
    name: 'login',
    kind: 'account',
    query: LOGIN,
    target: /^POST \/store-api\/account\/login$/,
    write: true,
    async prepare(shop) {
      const { email } = await newCustomer(shop);
      return { cookie: await newSession(shop), email, variables: { input: { email, password: PASSWORD } } };
    },
    observe: observeSession,
  },
  {
    name: 'register',
    kind: 'account',
    query: REGISTER,
    target: /^POST \/store-api\/account\/register$/,
    write: true,
    async prepare(shop) {
      const email = uniqueEmail('register');
      return { cookie: await newSession(shop), email, variables: { input: registration({ email }) } };
    },
    observe: async (shop, prepared) => ({
      ...(await observeSession(shop, prepared)),
      customers: shop.emulatorDb.prepare('SELECT count(*) AS n FROM customer WHERE email = ?').get(prepared.email),
    }),
  },
  {
    name: 'updateProfile',
    kind: 'account',
    query: `mutation ($input: ProfileInput!) { updateProfile(input: $input) { ${CUSTOMER_PAYLOAD} } }`,
    target: /^POST \/store-api\/account\/change-profile$/,
    write: true,
    prepare: customer({ input: { salutationId: ids.mr, firstName: 'Clara', lastName: 'Brandt-Weber' } }),
    observe: observeAccount,
  },
  {
    name: 'createAddress',
    kind: 'account',
    query: `mutation ($input: AddressInput!) { createAddress(input: $input) { address { id } ${USER_ERRORS} } }`,
    target: /^POST \/store-api\/account\/address$/,
    write: true,
    prepare: customer({ input: address() }),
    observe: observeAccount,
  },
];
