import { login, registeredCustomer, uniqueEmail } from './support/account-fixtures.js';
import { startShop, type RunningShop } from './support/gateway-harness.js';

/**
 * Enumeration by timing: the emulator, like Shopware, answers an unknown e-mail at once and a known one
 * only after checking the password hash. The gateway's failed logins take the same time either way.
 */
const TRIES = 30;
/** Each known customer is guessed at most 10 times: the emulator's own limit (10 per e-mail and address) stays out of the way. */
const CUSTOMERS = 3;

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop({ emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' } });
});
afterAll(() => shop?.close());

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

async function timed(email: string): Promise<number> {
  const started = process.hrtime.bigint();
  const res = await login(shop, email, 'Falsches-Passwort-1');
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  expect(res.body.data.login.userErrors.map((error: { code: string }) => error.code)).toEqual(['INVALID_CREDENTIALS']);
  return ms;
}

test(`a wrong password for a known e-mail and any password for an unknown one take the same time (${TRIES} tries each, means compared)`, async () => {
  const known = await Promise.all(
    Array.from({ length: CUSTOMERS }, () => registeredCustomer(shop).then((customer) => customer.email)),
  );
  // Warm-up (first compilations), then known and unknown in turn, so that the machine's load falls on both alike.
  await timed(uniqueEmail('warm'));
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let index = 0; index < TRIES; index += 1) {
    times.known.push(await timed(known[index % CUSTOMERS]!));
    times.unknown.push(await timed(uniqueEmail('unbekannt')));
  }
  const means = { known: mean(times.known), unknown: mean(times.unknown) };
  console.log(
    `login timing, mean ms over ${TRIES}: known e-mail ${means.known.toFixed(1)}, unknown e-mail ${means.unknown.toFixed(1)}`,
  );
  // Within a tenth of the slower mean (the floor is 300 ms): without the floor the means were 59 and 10 ms here.
  expect(Math.abs(means.known - means.unknown)).toBeLessThan(0.1 * Math.max(means.known, means.unknown));
}, 120_000);
