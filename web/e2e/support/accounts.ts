import type { BrowserContext } from 'playwright-core';
import { shop } from './browser.js';

export const PASSWORD = 'Riesling-2019';
let counter = 0;

async function graphql<T>(context: BrowserContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await context.request.post(`${shop().gatewayUrl}/graphql`, {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * Registers a customer (or a guest) through the gateway in the browser context, as the
 * registration form will: the context then holds the logged-in session cookie.
 */
export async function register(context: BrowserContext, { guest = false } = {}): Promise<{ email: string; firstName: string; lastName: string }> {
  const lists = await graphql<{ salutations: { id: string; key: string }[]; countries: { id: string; iso: string }[] }>(context, '{ salutations { id key } countries { id iso } }');
  const email = `e2e.${Date.now().toString(36)}.${(counter += 1)}@example.de`;
  const input = {
    guest,
    email,
    ...(guest ? {} : { password: PASSWORD }),
    salutationId: lists.salutations.find((salutation) => salutation.key === 'mrs')?.id,
    firstName: 'Anna',
    lastName: 'Keller',
    acceptedDataProtection: true,
    billingAddress: { street: 'Weinstraße 12', zipcode: '76831', city: 'Birkweiler', countryId: lists.countries.find((country) => country.iso === 'DE')?.id },
  };
  const data = await graphql<{ register: { needsConfirmation: boolean; userErrors: unknown[] } }>(
    context,
    'mutation Register($input: RegisterInput!) { register(input: $input) { needsConfirmation userErrors { field message } } }',
    { input },
  );
  if (data.register.userErrors.length || data.register.needsConfirmation) throw new Error(`registration failed: ${JSON.stringify(data.register)}`);
  return { email, firstName: 'Anna', lastName: 'Keller' };
}

export async function logoutThroughGateway(context: BrowserContext): Promise<void> {
  await graphql(context, 'mutation { logout { userErrors { message } } }');
}
