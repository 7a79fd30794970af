import { ok, post, shopwareError, startEmulator, type RunningEmulator } from './support/emulator-harness.js';
import { PASSWORD, registeredCustomer } from './support/customer-fixtures.js';

/**
 * As Shopware's TRUSTED_PROXIES: X-Forwarded-For names the client (the address the login limit counts
 * with the e-mail) only when it comes from a trusted proxy: loopback by default (the gateway as the
 * README starts the shop). From anyone else it is ignored: the peer itself is the client.
 */
const loginFrom = (emulator: RunningEmulator, ip: string, email: string, password: string) =>
  post(emulator.http, '/account/login', { username: email, password }, { 'x-forwarded-for': ip });

async function tenWrongPasswords(emulator: RunningEmulator, ip: string, email: string) {
  for (let attempt = 0; attempt < 10; attempt += 1)
    shopwareError(
      await loginFrom(emulator, ip, email, 'falsch-falsch'),
      401,
      'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
    );
}

test('from a trusted proxy (loopback, by default), logins are counted per forwarded address', async () => {
  const emulator = await startEmulator({ env: { EMULATOR_DOUBLE_OPT_IN: '0' } });
  try {
    const { email } = await registeredCustomer(emulator.http);
    await tenWrongPasswords(emulator, '198.51.100.30', email);
    shopwareError(
      await loginFrom(emulator, '198.51.100.30', email, PASSWORD),
      429,
      'CHECKOUT__CUSTOMER_AUTH_THROTTLED',
    );
    expect(ok(await loginFrom(emulator, '198.51.100.31', email, PASSWORD))).toEqual({ apiAlias: 'array_struct' });
  } finally {
    await emulator.close();
  }
});

test('from a peer that is not a trusted proxy, X-Forwarded-For is ignored: the peer is counted', async () => {
  // The setting under test: a proxy elsewhere is trusted, loopback (this test) is not.
  const emulator = await startEmulator({ env: { EMULATOR_DOUBLE_OPT_IN: '0', TRUSTED_PROXIES: '192.0.2.1' } });
  try {
    const { email } = await registeredCustomer(emulator.http);
    await tenWrongPasswords(emulator, '198.51.100.30', email);
    shopwareError(
      await loginFrom(emulator, '198.51.100.31', email, PASSWORD),
      429,
      'CHECKOUT__CUSTOMER_AUTH_THROTTLED',
    );
  } finally {
    await emulator.close();
  }
});

test('a setting that is not an address names itself', async () => {
  await expect(startEmulator({ env: { TRUSTED_PROXIES: 'gateway.local' } })).rejects.toThrow(
    'TRUSTED_PROXIES.0: an IP address or CIDR range',
  );
});
