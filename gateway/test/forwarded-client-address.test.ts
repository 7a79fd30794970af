import { login, refusals, registeredCustomer } from './support/account-fixtures.js';
import { dataOf, startShop, type RunningShop } from './support/gateway-harness.js';

/**
 * The shopper's address reaches the Store API: the gateway sends it as X-Forwarded-For, and the
 * emulator believes it from the gateway (its TRUSTED_PROXIES, loopback by default, as Shopware's), so
 * its login limit counts per e-mail and shopper, not per e-mail and gateway.
 */
let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop({
    emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' },
    // The setting under test: the gateway behind a balancer (this test) whose X-Forwarded-For names the shopper.
    gatewayEnv: { TRUSTED_PROXIES: '127.0.0.1' },
  });
});
afterAll(async () => {
  await shop?.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

test('wrong passwords from one address throttle that address only: the customer still logs in from another', async () => {
  const { email } = await registeredCustomer(shop);
  for (let attempt = 0; attempt < 10; attempt += 1)
    expect(refusals(dataOf(await login(shop, email, 'Falsch-geraten-1', from('198.51.100.20'))).login)).toEqual([
      ':INVALID_CREDENTIALS',
    ]);
  const guesser = dataOf(await login(shop, email, 'Riesling-2019', from('198.51.100.20'))).login;
  expect(refusals(guesser)).toEqual([':CUSTOMER_AUTH_THROTTLED']);
  const customer = dataOf(await login(shop, email, 'Riesling-2019', from('198.51.100.21'))).login;
  expect(customer.userErrors).toEqual([]);
  expect(customer.customer.email).toBe(email);
});
