import { categoryId, productId } from './catalog-fixtures.js';
import { ids, LOGIN, PASSWORD, REGISTER, registration } from './account-fixtures.js';
import { ADD_TO_CART, paymentMethods, PLACE_ORDER, shippingMethods, USER_ERRORS } from './checkout-fixtures.js';
import { dataOf, graphql, type RunningGateway } from './gateway-harness.js';

/**
 * One shopper of the load test (test/load.test.ts): a browser with its own cookies that runs
 * exactly 20 GraphQL operations through the gateway and checks, after every answer, that it got
 * its own session back (token) and, in every session-bound answer (session, cart, customer,
 * wishlist, checkout, orders), exactly its own data; catalogue answers must equal those of a
 * gateway without cache in the session's language.
 */

/** Wines without purchase rules (no minimum, step or maximum, no closeout): any quantity 1–99 goes into the cart as asked. */
const WINES = [
  'spaetburgunder-gutswein-2022',
  'spaetburgunder-birkweiler-2021',
  'dornfelder-lieblich-2023',
  'regent-trocken-2022',
  'cuvee-drei-generationen-2021',
  'merlot-birkweiler-2021',
  'spaetburgunder-mandelberg-2022',
  'riesling-gutswein-2024',
  'riesling-feinherb-2024',
  'riesling-birkweiler-2023',
  'riesling-rosenberg-2023',
  'grauburgunder-gutswein-2024',
  'weissburgunder-gutswein-2024',
  'silvaner-gutswein-2023',
  'gelber-muskateller-2024',
  'sauvignon-blanc-birkweiler-2023',
  'spaetburgunder-rose-2024',
  'portugieser-weissherbst-2024',
  'riesling-sekt-brut-2021',
  'muskateller-sekt-trocken-2023',
].map(productId);
const WINE_PAIRS = WINES.flatMap((first, index) => WINES.slice(index + 1).map((second) => [first, second]));
const CATEGORIES = ['weine', 'rotwein', 'weisswein', 'rose', 'sekt', 'riesling', 'spaetburgunder', 'grauburgunder'].map(
  categoryId,
);
const TERMS = ['Riesling', 'Spätburgunder', 'Sekt', 'Rosé', 'Burgunder', 'Muskateller'];

export type Kind = 'returning customer' | 'new customer' | 'guest' | 'visitor';
const KINDS: Kind[] = ['returning customer', 'new customer', 'guest', 'visitor'];
export type Locale = 'de-DE' | 'en-GB';
export type Line = [productId: string, quantity: number];

/** What session `index` does and must see: data no other session has. */
export interface Plan {
  index: number;
  kind: Kind;
  locale: Locale;
  email: string;
  firstName: string;
  lastName: string;
  street: string;
  /** Put into the cart in this order; the quantities alone identify the session (1 + index % 50, 1 + index / 50). */
  first: Line;
  second: Line;
  /** Customers' wishlists: a pair of wines of their own (unique up to 380 sessions). */
  wishlist: string[];
  shippingMethodId: string;
  paymentMethodId: string;
  category: string;
  term: string;
}

export const MAX_SESSIONS = 50 * 99;

/** Every fourth session is a returning customer (registered before the load), a new customer, a guest or a visitor who orders nothing; every other four browse in English. */
export function planOf(index: number, run: string): Plan {
  if (index >= MAX_SESSIONS) throw new Error(`at most ${MAX_SESSIONS} sessions have carts of their own`);
  const kind = KINDS[index % KINDS.length]!;
  const first = index % WINES.length;
  const second = (first + 1 + (Math.floor(index / WINES.length) % (WINES.length - 1))) % WINES.length;
  const customerOrdinal = Math.floor(index / 4) * 2 + (index % 4);
  return {
    index,
    kind,
    locale: Math.floor(index / 4) % 2 === 0 ? 'de-DE' : 'en-GB',
    email: `last.${run}.${index}@example.de`,
    firstName: 'Sabine',
    lastName: `Lasttest-${index}`,
    street: `Kelterweg ${index + 1}`,
    first: [WINES[first]!, 1 + (index % 50)],
    second: [WINES[second]!, 1 + Math.floor(index / 50)],
    wishlist:
      kind === 'returning customer' || kind === 'new customer' ? WINE_PAIRS[customerOrdinal % WINE_PAIRS.length]! : [],
    // Returning customers and guests choose both methods, new customers the payment only, visitors the shipping only.
    shippingMethodId:
      kind === 'new customer'
        ? shippingMethods.standard
        : [shippingMethods.standard, shippingMethods.express, shippingMethods.pickup][index % 3]!,
    paymentMethodId:
      kind === 'visitor'
        ? paymentMethods.prepayment
        : [paymentMethods.prepayment, paymentMethods.invoice][Math.floor(index / 3) % 2]!,
    category: CATEGORIES[index % CATEGORIES.length]!,
    term: TERMS[index % TERMS.length]!,
  };
}

/** The cart a session ends with, sorted by product. */
export const linesOf = (plan: Plan): Line[] => sorted([plan.first, plan.second]);
/** Lines in the order of their products, to compare carts and orders whatever their order. */
export const sorted = (lines: Line[]): Line[] => lines.sort(([a], [b]) => a.localeCompare(b));

/** The registration of a plan's customer or guest through the gateway's register mutation. */
export const registrationOf = (plan: Plan) =>
  registration({
    email: plan.email,
    firstName: plan.firstName,
    lastName: plan.lastName,
    billingAddress: { street: plan.street, zipcode: '76831', city: 'Birkweiler', countryId: ids.germany },
    ...(plan.kind === 'guest' ? { guest: true, password: undefined } : {}),
  });

/** Which session owns which token: a token seen by two sessions is a cross-session leak. */
export class TokenRegistry {
  private readonly owners = new Map<string, number>();

  claim(token: string, index: number): void {
    const owner = this.owners.get(token);
    if (owner !== undefined && owner !== index)
      throw new Error(`the token of session ${owner} was handed to session ${index}`);
    this.owners.set(token, index);
  }
}

/** A catalogue read and the reference answer it must equal (from a gateway without cache, in a language). */
export interface Browse {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  /** Makes answers comparable whose order may follow the sales, which the orders of the run change. */
  normalise?: (data: any) => unknown;
}
export type Reference = (locale: Locale, browse: Browse) => Promise<unknown>;

const PRODUCT_FIELDS =
  'id name path price { unitPrice { amount currencyCode } } deliveryTime { name } properties { groupName name }';
const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
const browse = {
  navigation: (type: 'MAIN' | 'FOOTER'): Browse => ({
    name: `navigation ${type}`,
    query: 'query ($type: NavigationType!) { navigation(type: $type) { id name path children { id name path } } }',
    variables: { type },
  }),
  home: (): Browse => ({
    name: 'home page',
    query:
      '{ page(path: "/") { __typename canonicalPath metaTitle breadcrumb { name path } ... on CategoryPage { categoryId name isHome } } }',
    variables: {},
  }),
  listing: (categoryId: string, page: number): Browse => ({
    name: `listing page ${page}`,
    query: `query ($categoryId: ID!, $page: Int!) { productListing(categoryId: $categoryId, page: $page, limit: 8, sorting: "name-asc") {
      total page products { ${PRODUCT_FIELDS} } } }`,
    variables: { categoryId, page },
  }),
  search: (term: string): Browse => ({
    name: 'search',
    query: `query ($term: String!) { search(term: $term, sorting: "name-asc") { total products { ${PRODUCT_FIELDS} } } }`,
    variables: { term },
  }),
  quickSearch: (term: string): Browse => ({
    name: 'quick search',
    query: 'query ($term: String!) { quickSearch(term: $term, limit: 100) { total products { id name path } } }',
    variables: { term },
    normalise: (data) => ({ ...data.quickSearch, products: [...data.quickSearch.products].sort(byId) }),
  }),
  product: (id: string): Browse => ({
    name: 'product',
    query: `query ($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} descriptionHtml } }`,
    variables: { id },
  }),
};

/** Reference answers of a gateway without cache, each read once (memoised) in the language asked. */
export function referenceOf(gateway: RunningGateway, englishId: string): Reference {
  const answers = new Map<string, Promise<unknown>>();
  return (locale, read) => {
    const key = JSON.stringify([locale, read.query, read.variables]);
    if (!answers.has(key)) {
      const headers: Record<string, string> = locale === 'en-GB' ? { 'sw-language-id': englishId } : {};
      answers.set(
        key,
        graphql(gateway, read.query, read.variables, headers).then((res) =>
          (read.normalise ?? ((data) => data))(dataOf(res)),
        ),
      );
    }
    return answers.get(key)!;
  };
}

const SESSION_FIELDS =
  'session { isLoggedIn isGuest cartItemCount wishlistCount customer { email firstName lastName isGuest } language { locale } }';
const SESSION = `{ ${SESSION_FIELDS} }`;
const SWITCH_LANGUAGE = `mutation ($id: ID!) { switchLanguage(languageId: $id) { session { language { locale } cartItemCount } ${USER_ERRORS} } }`;
const MY_CART = 'lineItems { id productId quantity } itemCount';
const CART = `{ cart { ${MY_CART} } }`;
const CHANGE_QUANTITY = `mutation ($id: ID!, $quantity: Int!) { changeLineItemQuantity(lineItemId: $id, quantity: $quantity) { cart { ${MY_CART} } ${USER_ERRORS} } }`;
const ADD_TO_WISHLIST = `mutation ($productId: ID!) { addToWishlist(productId: $productId) { product { id } ${USER_ERRORS} } }`;
const WISHLIST = '{ wishlist { total products { id } } }';
const ACCOUNT = '{ account { email firstName lastName isGuest addresses { street city } } }';
const CHECKOUT = `shippingMethod { id } paymentMethod { id } billingAddress { street city } shippingAddress { street city } cart { ${MY_CART} }`;
const CHECKOUT_QUERY = `{ checkout { ${CHECKOUT} } }`;
const SET_SHIPPING = `mutation ($id: ID!) { setShippingMethod(id: $id) { checkout { ${CHECKOUT} } ${USER_ERRORS} } }`;
const SET_PAYMENT = `mutation ($id: ID!) { setPaymentMethod(id: $id) { checkout { ${CHECKOUT} } ${USER_ERRORS} } }`;
const MY_ORDER = 'id orderNumber customerEmail lineItems { productId quantity }';
const ORDERS_AND_SESSION = `{ orders { total orders { ${MY_ORDER} } } ${SESSION_FIELDS} }`;
const ORDER = `query ($id: ID!) { order(id: $id) { ${MY_ORDER} } }`;

export interface ShopperResult {
  plan: Plan;
  operations: number;
  cacheHits: number;
  tokens: string[];
  order: { id: string; orderNumber: string } | null;
}

const CONTEXT_TOKEN = 'sw-context-token';

/** A browser's session: its cookies, the tokens it was given, what it has put into cart and wishlist. */
class Browser {
  private readonly cookies = new Map<string, string>();
  readonly tokens: string[] = [];
  operations = 0;
  /** Answers the catalogue cache took part in (x-cache: hit, or stale while revalidating). */
  cacheHits = 0;
  locale: Locale = 'de-DE';
  lines = new Map<string, number>();
  wishlist: string[] = [];
  loggedIn = false;
  /** The methods of the session: the shop's defaults until it chooses others. */
  shippingMethodId = shippingMethods.standard;
  paymentMethodId = paymentMethods.prepayment;
  order: ShopperResult['order'] = null;

  constructor(
    private readonly gateway: RunningGateway,
    readonly plan: Plan,
    private readonly registry: TokenRegistry,
  ) {}

  /**
   * One GraphQL operation: HTTP 200 without errors, the session's token back (a new one only where
   * `token` says so, never another session's), then `check` on the data.
   */
  async operation(
    name: string,
    query: string,
    variables: Record<string, unknown>,
    check: (data: any) => void | Promise<void>,
    token: 'kept' | 'new' = 'kept',
  ) {
    const cookie = [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    const res = await graphql(this.gateway, query, variables, cookie ? { cookie } : {});
    this.operations += 1;
    if (/hit|stale/.test(String(res.headers['x-cache'] ?? ''))) this.cacheHits += 1;
    const where = `session ${this.plan.index} (${this.plan.kind}, ${this.locale}), operation ${this.operations} (${name})`;
    try {
      if (res.status !== 200 || !res.body.data || res.body.errors?.length)
        throw new Error(`HTTP ${res.status}: ${JSON.stringify(res.body.errors ?? res.body).slice(0, 800)}`);
      for (const set of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
        const [pair = ''] = set.split(';');
        this.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      this.checkToken(res.headers[CONTEXT_TOKEN], token);
      await check(res.body.data);
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`);
    }
  }

  private checkToken(answered: unknown, expected: 'kept' | 'new') {
    if (typeof answered !== 'string') throw new Error('no sw-context-token in the answer');
    this.registry.claim(answered, this.plan.index);
    if (this.cookies.get(CONTEXT_TOKEN) !== answered)
      throw new Error(`the cookie ${this.cookies.get(CONTEXT_TOKEN)} is not the answer's token ${answered}`);
    const previous = this.tokens.at(-1);
    if (expected === 'kept' && answered !== previous)
      throw new Error(`the token changed from ${previous} to ${answered}`);
    if (expected === 'new' && (answered === previous || this.tokens.includes(answered)))
      throw new Error(`the session kept its token ${answered} where a new one was due`);
    if (expected === 'new') this.tokens.push(answered);
  }

  browse(reference: Reference, read: Browse) {
    return this.operation(read.name, read.query, read.variables, async (data) => {
      expect((read.normalise ?? ((same) => same))(data)).toEqual(await reference(this.locale, read));
    });
  }

  /** The cart as this session filled it, sorted by product. */
  expectCart(cart: { lineItems: { id: string; productId: string; quantity: number }[]; itemCount: number }) {
    expect(sorted(cart.lineItems.map((item) => [item.productId, item.quantity]))).toEqual(sorted([...this.lines]));
    expect(cart.itemCount).toBe(this.itemCount);
  }

  get itemCount(): number {
    return [...this.lines.values()].reduce((sum, quantity) => sum + quantity, 0);
  }

  expectSession(session: any) {
    const { plan } = this;
    const customer = this.loggedIn
      ? { email: plan.email, firstName: plan.firstName, lastName: plan.lastName, isGuest: plan.kind === 'guest' }
      : null;
    expect(session).toEqual({
      isLoggedIn: this.loggedIn && plan.kind !== 'guest',
      isGuest: this.loggedIn && plan.kind === 'guest',
      cartItemCount: this.itemCount,
      wishlistCount: this.wishlist.length,
      customer,
      language: { locale: this.locale },
    });
  }

  expectCheckout(checkout: any) {
    const { plan } = this;
    const address = this.loggedIn ? { street: plan.street, city: 'Birkweiler' } : null;
    expect(checkout).toMatchObject({
      shippingMethod: { id: this.shippingMethodId },
      paymentMethod: { id: this.paymentMethodId },
      billingAddress: address,
      shippingAddress: address,
    });
    this.expectCart(checkout.cart);
  }

  expectWishlist(wishlist: { total: number; products: { id: string }[] }) {
    expect(wishlist).toEqual({ total: this.wishlist.length, products: expect.any(Array) });
    expect(wishlist.products.map((product) => product.id).sort()).toEqual([...this.wishlist].sort());
  }

  expectOrder(order: { customerEmail: string; lineItems: { productId: string; quantity: number }[] }) {
    expect(order.customerEmail).toBe(this.plan.email);
    expect(sorted(order.lineItems.map((item) => [item.productId, item.quantity]))).toEqual(linesOf(this.plan));
  }
}

const noUserErrors = (payload: { userErrors: unknown[] }) => expect(payload.userErrors).toEqual([]);

/**
 * The 20 operations of one session: twelve alike (the session, the language or the footer,
 * browsing, the cart of its own wines and quantities), then eight of its kind: a returning customer
 * logs in (bringing a wishlist product), a new customer registers, a guest registers as such, each
 * chooses methods and orders; a visitor looks at the checkout and leaves.
 */
export async function runShopper(
  gateway: RunningGateway,
  plan: Plan,
  reference: Reference,
  registry: TokenRegistry,
  englishId: string,
): Promise<ShopperResult> {
  const browser = new Browser(gateway, plan, registry);
  const [firstId, firstQuantity] = plan.first;
  const [secondId, secondQuantity] = plan.second;

  await browser.operation('session', SESSION, {}, (data) => browser.expectSession(data.session), 'new');
  if (plan.locale === 'en-GB') {
    await browser.operation('switchLanguage', SWITCH_LANGUAGE, { id: englishId }, ({ switchLanguage }) => {
      noUserErrors(switchLanguage);
      browser.locale = 'en-GB';
      expect(switchLanguage.session).toEqual({ language: { locale: 'en-GB' }, cartItemCount: 0 });
    });
  } else {
    await browser.browse(reference, browse.navigation('FOOTER'));
  }
  await browser.browse(reference, browse.navigation('MAIN'));
  await browser.browse(reference, browse.home());
  await browser.browse(reference, browse.listing(plan.category, 1));
  await browser.browse(reference, browse.search(plan.term));
  await browser.browse(reference, browse.product(firstId));
  await browser.operation(
    'addToCart',
    ADD_TO_CART,
    { productId: firstId, quantity: firstQuantity },
    ({ addToCart }) => {
      noUserErrors(addToCart);
      browser.lines.set(firstId, firstQuantity);
      browser.expectCart(addToCart.cart);
    },
  );
  await browser.browse(reference, browse.quickSearch(plan.term));
  await browser.browse(reference, browse.product(secondId));
  await browser.operation(
    'addToCart',
    ADD_TO_CART,
    { productId: secondId, quantity: secondQuantity + 3 },
    ({ addToCart }) => {
      noUserErrors(addToCart);
      browser.lines.set(secondId, secondQuantity + 3);
      browser.expectCart(addToCart.cart);
    },
  );
  await browser.operation(
    'changeLineItemQuantity',
    CHANGE_QUANTITY,
    { id: secondId, quantity: secondQuantity },
    ({ changeLineItemQuantity }) => {
      noUserErrors(changeLineItemQuantity);
      browser.lines.set(secondId, secondQuantity);
      browser.expectCart(changeLineItemQuantity.cart);
    },
  );

  const cart = () => browser.operation('cart', CART, {}, (data) => browser.expectCart(data.cart));
  const session = () => browser.operation('session', SESSION, {}, (data) => browser.expectSession(data.session));
  const checkout = () =>
    browser.operation('checkout', CHECKOUT_QUERY, {}, (data) => browser.expectCheckout(data.checkout));
  const setShipping = () =>
    browser.operation('setShippingMethod', SET_SHIPPING, { id: plan.shippingMethodId }, ({ setShippingMethod }) => {
      noUserErrors(setShippingMethod);
      browser.shippingMethodId = plan.shippingMethodId;
      browser.expectCheckout(setShippingMethod.checkout);
    });
  const setPayment = () =>
    browser.operation('setPaymentMethod', SET_PAYMENT, { id: plan.paymentMethodId }, ({ setPaymentMethod }) => {
      noUserErrors(setPaymentMethod);
      browser.paymentMethodId = plan.paymentMethodId;
      browser.expectCheckout(setPaymentMethod.checkout);
    });
  const addToWishlist = (productId: string) =>
    browser.operation('addToWishlist', ADD_TO_WISHLIST, { productId }, ({ addToWishlist: added }) => {
      noUserErrors(added);
      expect(added.product).toEqual({ id: productId });
      browser.wishlist.push(productId);
    });
  const wishlist = () => browser.operation('wishlist', WISHLIST, {}, (data) => browser.expectWishlist(data.wishlist));
  const expectCustomer = (customer: any) =>
    expect(customer).toMatchObject({
      email: plan.email,
      firstName: plan.firstName,
      lastName: plan.lastName,
      isGuest: plan.kind === 'guest',
    });
  const register = () =>
    browser.operation(
      'register',
      REGISTER,
      { input: registrationOf(plan) },
      ({ register: registered }) => {
        noUserErrors(registered);
        expect(registered.needsConfirmation).toBe(false);
        expectCustomer(registered.customer);
        browser.loggedIn = true;
      },
      'new',
    );
  const placeOrder = () =>
    browser.operation(
      'placeOrder',
      PLACE_ORDER,
      { input: { termsAccepted: true, ageConfirmed: true } },
      ({ placeOrder: placed }) => {
        noUserErrors(placed);
        expect(placed.order).toMatchObject({
          customerEmail: plan.email,
          billingAddress: { firstName: plan.firstName, lastName: plan.lastName, street: plan.street },
          shippingMethod: { id: plan.shippingMethodId },
          paymentMethod: { id: plan.paymentMethodId },
        });
        expect(
          sorted(
            placed.order.lineItems.map((item: { product: { id: string }; quantity: number }) => [
              item.product.id,
              item.quantity,
            ]),
          ),
        ).toEqual(linesOf(plan));
        browser.order = { id: placed.order.id, orderNumber: placed.order.orderNumber };
        browser.lines.clear();
      },
    );
  const ordersAndSession = () =>
    browser.operation('orders', ORDERS_AND_SESSION, {}, (data) => {
      expect(data.orders).toMatchObject({ total: 1, orders: [browser.order] });
      browser.expectOrder(data.orders.orders[0]);
      browser.expectSession(data.session);
    });

  switch (plan.kind) {
    case 'returning customer':
      await browser.operation(
        'login',
        LOGIN,
        { input: { email: plan.email, password: PASSWORD, guestWishlistProductIds: [plan.wishlist[0]] } },
        ({ login }) => {
          noUserErrors(login);
          expectCustomer(login.customer);
          browser.loggedIn = true;
          browser.wishlist.push(plan.wishlist[0]!);
        },
        'new',
      );
      await cart();
      await addToWishlist(plan.wishlist[1]!);
      await wishlist();
      await setPayment();
      await setShipping();
      await placeOrder();
      await ordersAndSession();
      break;
    case 'new customer':
      await register();
      await addToWishlist(plan.wishlist[0]!);
      await addToWishlist(plan.wishlist[1]!);
      await wishlist();
      await browser.operation('account', ACCOUNT, {}, ({ account }) => {
        expectCustomer(account);
        expect(account.addresses).toEqual([{ street: plan.street, city: 'Birkweiler' }]);
      });
      await setPayment();
      await placeOrder();
      await ordersAndSession();
      break;
    case 'guest':
      await register();
      await session();
      await setShipping();
      await setPayment();
      await checkout();
      await placeOrder();
      await browser.operation('order', ORDER, { id: browser.order!.id }, (data) => {
        expect(data.order).toMatchObject(browser.order!);
        browser.expectOrder(data.order);
      });
      await session();
      break;
    case 'visitor':
      await cart();
      await session();
      await checkout();
      await setShipping();
      await browser.browse(reference, browse.quickSearch(TERMS[(plan.index + 1) % TERMS.length]!));
      await browser.browse(reference, browse.navigation('FOOTER'));
      await browser.browse(reference, browse.listing(plan.category, 2));
      await cart();
      break;
  }
  return {
    plan,
    operations: browser.operations,
    cacheHits: browser.cacheHits,
    tokens: browser.tokens,
    order: browser.order,
  };
}
