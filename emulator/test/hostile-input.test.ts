import { get, ok, post, startEmulator, type RunningEmulator } from './support/emulator-harness.js';
import { call, germanAddress, ids, register, registeredCustomer, registration } from './support/customer-fixtures.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ env: { EMULATOR_DOUBLE_OPT_IN: '0' } });
});
afterAll(async () => {
  await emulator.close();
});

describe('a search term of 60 KB (Shopware searches its first 300 characters: shopware.search.term_max_length)', () => {
  // 20,000 words: without the cut, each one is looked for in every product's fields.
  const hugeTerm = 'Riesling '.repeat(6700).slice(0, 60_000);

  test.each(['/search', '/search-suggest'])(
    '%s answers it quickly, as the search for its first 300 characters',
    async (route) => {
      const started = performance.now();
      const res = await post(emulator.http, route, { search: hugeTerm, limit: 5 });
      const ms = performance.now() - started;
      expect(res.status).toBe(200);
      // Some 1.8 s before the cut on this project's machine.
      expect(ms).toBeLessThan(1000);
      const cut = ok(await post(emulator.http, route, { search: hugeTerm.slice(0, 300), limit: 5 }));
      expect(res.body.total).toBe(cut.total);
      expect(res.body.total).toBeGreaterThan(0);
    },
  );

  test("another shopper's GET /context stays fast while huge terms are searched", async () => {
    const searches = Array.from({ length: 4 }, () =>
      post(emulator.http, '/search', { search: hugeTerm }).then((res) => res),
    );
    // The searches are on their way before the other shopper asks.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    const context = await get(emulator.http, '/context');
    const ms = performance.now() - started;
    expect(context.status).toBe(200);
    expect(ms).toBeLessThan(500);
    for (const res of await Promise.all(searches)) expect(res.status).toBe(200);
  });
});

describe('a URL in a name (the newsletter’s and contact form’s rule of Shopware, /((https?:\\/))/)', () => {
  const regexViolations = (res: {
    status: number;
    body: { errors?: { code?: string; source?: { pointer?: string } }[] };
  }) =>
    (res.body.errors ?? [])
      .filter((error) => error.code === 'VIOLATION::REGEX_FAILED_ERROR')
      .map((error) => error.source?.pointer);

  test('registration refuses it in the customer’s and the addresses’ names', async () => {
    const res = await register(
      emulator.http,
      registration({
        firstName: 'https://spam.example',
        lastName: 'Besuchen Sie http://spam.example',
        billingAddress: germanAddress({ firstName: 'http://a.example' }),
        shippingAddress: { ...germanAddress(), salutationId: ids.mr, firstName: 'Max', lastName: 'https://b.example' },
      }),
    );
    expect(res.status).toBe(400);
    // The billing address takes the customer's last name when it has none (RegisterRoute).
    expect(regexViolations(res)).toEqual([
      '/firstName',
      '/lastName',
      '/billingAddress/firstName',
      '/billingAddress/lastName',
      '/shippingAddress/lastName',
    ]);
  });

  test('the profile and the address book refuse it; a name with "http" but no URL passes', async () => {
    const { token } = await registeredCustomer(emulator.http);
    const profile = await call(emulator.http, 'post', '/account/change-profile', token, {
      salutationId: ids.mr,
      firstName: 'https://spam.example',
      lastName: 'Keller',
    });
    expect(profile.status).toBe(400);
    expect(regexViolations(profile)).toEqual(['/firstName']);
    const address = await call(emulator.http, 'post', '/account/address', token, {
      ...germanAddress(),
      salutationId: ids.mr,
      firstName: 'Max',
      lastName: 'https://spam.example',
    });
    expect(address.status).toBe(400);
    expect(regexViolations(address)).toEqual(['/lastName']);
    const fine = await call(emulator.http, 'post', '/account/change-profile', token, {
      salutationId: ids.mr,
      firstName: 'Httpa',
      lastName: 'Keller',
    });
    expect(fine.status).toBe(200);
  });
});
