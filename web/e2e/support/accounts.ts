import type { BrowserContext, Page } from 'playwright-core';
import { shop } from './browser.js';

export const PASSWORD = 'Riesling-2019';
let counter = 0;

/** A GraphQL request through the browser context's session (its cookies) to the main shop's gateway, unless another is given; errors throw. */
export async function graphql<T>(
  context: BrowserContext,
  query: string,
  variables: Record<string, unknown> = {},
  gatewayUrl = shop().gatewayUrl,
): Promise<T> {
  const response = await context.request.post(`${gatewayUrl}/graphql`, {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * Registers a customer (or a guest) through the gateway (the main shop's, unless another is given)
 * in the browser context, as the registration form will: the context then holds the logged-in session cookie.
 */
export async function register(
  context: BrowserContext,
  { guest = false, gatewayUrl = shop().gatewayUrl } = {},
): Promise<{ email: string; firstName: string; lastName: string }> {
  const lists = await graphql<{ salutations: { id: string; key: string }[]; countries: { id: string; iso: string }[] }>(
    context,
    '{ salutations { id key } countries { id iso } }',
    {},
    gatewayUrl,
  );
  const email = `e2e.${Date.now().toString(36)}.${(counter += 1)}@example.de`;
  const input = {
    guest,
    email,
    ...(guest ? {} : { password: PASSWORD }),
    salutationId: lists.salutations.find((salutation) => salutation.key === 'mrs')?.id,
    firstName: 'Anna',
    lastName: 'Keller',
    acceptedDataProtection: true,
    billingAddress: {
      street: 'Weinstraße 12',
      zipcode: '76831',
      city: 'Birkweiler',
      countryId: lists.countries.find((country) => country.iso === 'DE')?.id,
    },
  };
  const data = await graphql<{ register: { needsConfirmation: boolean; userErrors: unknown[] } }>(
    context,
    'mutation Register($input: RegisterInput!) { register(input: $input) { needsConfirmation userErrors { field message } } }',
    { input },
    gatewayUrl,
  );
  if (data.register.userErrors.length || data.register.needsConfirmation)
    throw new Error(`registration failed: ${JSON.stringify(data.register)}`);
  return { email, firstName: 'Anna', lastName: 'Keller' };
}

export async function logoutThroughGateway(context: BrowserContext, gatewayUrl = shop().gatewayUrl): Promise<void> {
  await graphql(context, 'mutation { logout { userErrors { message } } }', {}, gatewayUrl);
}

/** Puts two bottles of an available Riesling into the session's cart through the gateway. */
export async function addWineToCart(context: BrowserContext, gatewayUrl = shop().gatewayUrl): Promise<void> {
  const found = await graphql<{ quickSearch: { products: { id: string; isAvailable: boolean }[] } }>(
    context,
    '{ quickSearch(term: "Riesling", limit: 20) { products { id isAvailable } } }',
    {},
    gatewayUrl,
  );
  const product = found.quickSearch.products.find((candidate) => candidate.isAvailable);
  if (!product) throw new Error('no available wine to order');
  await graphql(
    context,
    'mutation Add($id: ID!) { addToCart(productId: $id, quantity: 2) { userErrors { message } } }',
    { id: product.id },
    gatewayUrl,
  );
}

/** Two bottles in the session's cart (through the gateway), then the checkout's first step in the page. */
export async function openCheckoutWithWine(context: BrowserContext, page: Page): Promise<void> {
  await addWineToCart(context);
  await page.goto('/checkout/information');
  await page.getByRole('form', { name: 'Registrierung' }).waitFor();
}

/** Chooses the session's payment method by its name through the gateway. */
export async function choosePaymentMethod(
  context: BrowserContext,
  name: string,
  gatewayUrl = shop().gatewayUrl,
): Promise<void> {
  const methods = await graphql<{ paymentMethods: { id: string; name: string }[] }>(
    context,
    '{ paymentMethods { id name } }',
    {},
    gatewayUrl,
  );
  const method = methods.paymentMethods.find((candidate) => candidate.name === name);
  if (!method) throw new Error(`no payment method ${name}`);
  await graphql(
    context,
    'mutation Pay($id: ID!) { setPaymentMethod(id: $id) { userErrors { message } } }',
    { id: method.id },
    gatewayUrl,
  );
}

/** Places an order of one available wine through the gateway, paid with the named method (a failing one leaves it unpaid). */
export async function placeOrder(
  context: BrowserContext,
  paymentMethodName = 'Rechnung',
): Promise<{ id: string; orderNumber: string }> {
  await addWineToCart(context);
  await choosePaymentMethod(context, paymentMethodName);
  const placed = await graphql<{
    placeOrder: { order: { id: string; orderNumber: string } | null; userErrors: unknown[] };
  }>(
    context,
    'mutation { placeOrder(input: { termsAccepted: true, ageConfirmed: true }) { order { id orderNumber } userErrors { code message } } }',
  );
  if (!placed.placeOrder.order) throw new Error(`order not placed: ${JSON.stringify(placed.placeOrder.userErrors)}`);
  const { id } = placed.placeOrder.order;
  await graphql(context, 'mutation Handle($id: ID!) { handlePayment(orderId: $id) { paymentState } }', { id });
  return placed.placeOrder.order;
}

/** A link of the newest mail of a type to a recipient, from the emulator's outbox (the main shop's, unless another is given). */
export async function mailedLink(
  recipient: string,
  type: string,
  name: string,
  emulatorUrl = shop().emulatorUrl,
): Promise<string> {
  const response = await fetch(
    `${emulatorUrl}/_emulator/outbox?recipient=${encodeURIComponent(recipient)}&type=${type}`,
  );
  const { elements } = (await response.json()) as { elements: { links: Record<string, string> }[] };
  const link = elements[0]?.links[name];
  if (!link) throw new Error(`no ${type} mail with a ${name} link to ${recipient}`);
  return link;
}
