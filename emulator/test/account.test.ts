import { get, ok, post, shopwareError, startEmulator, type RunningEmulator } from './support/emulator-harness.js';
import {
  PASSWORD,
  call,
  germanAddress,
  ids,
  lastMail,
  login,
  register,
  registeredCustomer,
  registration,
  uniqueEmail,
} from './support/customer-fixtures.js';

let doi: RunningEmulator;
let direct: RunningEmulator;
let offset = 0;
beforeAll(async () => {
  doi = await startEmulator();
  direct = await startEmulator({ env: { EMULATOR_DOUBLE_OPT_IN: '0' }, clock: () => new Date(Date.now() + offset) });
});
afterAll(async () => {
  await doi.close();
  await direct.close();
});

const contextOf = async (em: RunningEmulator, token: string) =>
  ok(await get(em.http, '/context', { 'sw-context-token': token }));

describe('registration with double opt-in', () => {
  test('register → login refused until the mailed link is confirmed → logged in with a new token', async () => {
    const body = registration();
    const token = (await get(doi.http, '/context')).headers['sw-context-token']!;
    const res = await register(doi.http, body, token);
    const customer = ok(res);
    expect(res.headers['sw-context-token']).toBe(token);
    expect(customer).toMatchObject({
      email: body.email,
      doubleOptInRegistration: true,
      guest: false,
      firstName: 'Anna',
      apiAlias: 'customer',
    });
    expect(customer.defaultBillingAddress).toMatchObject({
      street: 'Weinstraße 12',
      countryId: ids.germany,
      countryStateId: ids.rheinlandPfalz,
    });
    expect(customer.activeShippingAddress.id).toBe(customer.defaultBillingAddressId);
    expect(JSON.stringify(customer)).not.toMatch(/"hash"|scrypt|Riesling/);
    expect((await contextOf(doi, token)).customer).toBeNull();

    const refused = shopwareError(
      await login(doi.http, body.email, PASSWORD),
      401,
      'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED',
    );
    expect(refused.meta.parameters).toEqual({ customerId: customer.id });
    shopwareError(
      await login(doi.http, body.email, 'not-the-password'),
      401,
      'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
    );

    const link = new URL((await lastMail(doi.http, body.email, 'registration_double_opt_in')).links.confirm!);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:4000/registration/confirm');
    const em = link.searchParams.get('em')!;
    const hash = link.searchParams.get('hash')!;
    const wrongEm = shopwareError(
      await post(doi.http, '/account/register-confirm', { hash, em: 'f'.repeat(40) }),
      400,
      'VIOLATION::NOT_EQUAL_ERROR',
    );
    expect(wrongEm.source?.pointer).toBe('/em');

    const confirmed = await post(doi.http, '/account/register-confirm', { hash, em }, { 'sw-context-token': token });
    expect(confirmed.status).toBe(200);
    expect(ok(confirmed).doubleOptInConfirmDate).toBeDefined();
    const newToken = confirmed.headers['sw-context-token']!;
    expect(newToken).not.toBe(token);
    expect((await contextOf(doi, newToken)).customer.id).toBe(customer.id);
    await lastMail(doi.http, body.email, 'registration');

    const again = shopwareError(
      await post(doi.http, '/account/register-confirm', { hash, em }),
      412,
      'CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED',
    );
    expect(again.meta.parameters).toEqual({ customerId: customer.id });
    ok(await login(doi.http, body.email, PASSWORD));
  });

  test('register-confirm without a hash or with an unknown one', async () => {
    shopwareError(await post(doi.http, '/account/register-confirm', { em: 'x' }), 404, 'CHECKOUT__NO_HASH_PROVIDED');
    const unknown = shopwareError(
      await post(doi.http, '/account/register-confirm', { hash: 'a'.repeat(32), em: 'x' }),
      404,
      'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH',
    );
    expect(unknown.meta.parameters).toEqual({ hash: 'a'.repeat(32) });
  });

  test('a guest is never asked to confirm: logged in at once, but can never log in with credentials', async () => {
    const body = registration({ guest: true, password: undefined });
    const res = await register(doi.http, body);
    expect(ok(res)).toMatchObject({ guest: true, doubleOptInRegistration: false });
    const context = await contextOf(doi, res.headers['sw-context-token']!);
    expect(context.customer).toMatchObject({ guest: true, email: body.email });
    const refused = shopwareError(await login(doi.http, body.email, PASSWORD), 401, 'CHECKOUT__CUSTOMER_NOT_FOUND');
    expect(refused.meta.parameters).toEqual({ email: body.email });
  });
});

describe('registration without double opt-in', () => {
  test('logs the customer in with a new token that keeps the session settings, and mails the registration', async () => {
    const token = (await get(direct.http, '/context')).headers['sw-context-token']!;
    const body = registration({
      shippingAddress: germanAddress({ street: 'Schlossgasse 3', firstName: 'Ben', lastName: 'Keller' }),
    });
    const res = await register(direct.http, body, token);
    const customer = ok(res);
    expect(customer.doubleOptInRegistration).toBe(false);
    expect(customer.customerNumber).toMatch(/^\d+$/);
    expect(customer.defaultShippingAddress.street).toBe('Schlossgasse 3');
    const newToken = res.headers['sw-context-token']!;
    expect(newToken).not.toBe(token);
    const context = await contextOf(direct, newToken);
    expect(context.customer).toMatchObject({ id: customer.id, email: body.email });
    expect(context.shippingLocation.address.street).toBe('Schlossgasse 3');
    await lastMail(direct.http, body.email, 'registration');
  });

  test('refuses a registered e-mail (any case), a short password and missing fields with Shopware violations', async () => {
    const { email } = await registeredCustomer(direct.http);
    const duplicate = shopwareError(
      await register(direct.http, registration({ email: email.toUpperCase() })),
      400,
      'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE',
    );
    expect(duplicate.source?.pointer).toBe('/email');
    expect(duplicate.detail).toBe(`The email address "${email.toUpperCase()}" is already in use.`);

    const short = shopwareError(
      await register(direct.http, registration({ password: 'kurz' })),
      400,
      'VIOLATION::TOO_SHORT_ERROR',
    );
    expect(short.source?.pointer).toBe('/password');
    expect(short.meta.parameters['{{ limit }}']).toBe('8');
    expect(JSON.stringify(short)).not.toContain('kurz');

    const res = await register(direct.http, {
      email: 'keine-mail',
      storefrontUrl: 'https://evil.example',
      billingAddress: { countryId: ids.austria, countryStateId: ids.rheinlandPfalz },
    });
    shopwareError(res, 400, 'VIOLATION::IS_BLANK_ERROR');
    const found = (res.body.errors as { code: string; source: { pointer: string } }[]).map(
      (error) => `${error.code} ${error.source.pointer}`,
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'VIOLATION::IS_BLANK_ERROR /firstName',
        'VIOLATION::INVALID_FORMAT_ERROR /email',
        'VIOLATION::IS_BLANK_ERROR /password',
        'VIOLATION::NO_SUCH_CHOICE_ERROR /storefrontUrl',
        'VIOLATION::IS_BLANK_ERROR /acceptedDataProtection',
        'VIOLATION::ENTITY_DOES_NOT_EXISTS /billingAddress/countryStateId',
        'VIOLATION::IS_BLANK_ERROR /billingAddress/street',
        'VIOLATION::IS_BLANK_ERROR /billingAddress/zipcode',
      ]),
    );
  });

  test('parallel registrations: 20 distinct e-mails all succeed, 5 of one e-mail give exactly one account', async () => {
    const distinct = await Promise.all(Array.from({ length: 20 }, () => register(direct.http, registration())));
    expect(distinct.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(new Set(distinct.map((res) => res.body.customerNumber)).size).toBe(20);

    const email = uniqueEmail('parallel');
    const same = await Promise.all(Array.from({ length: 5 }, () => register(direct.http, registration({ email }))));
    expect(same.filter((res) => res.status === 200)).toHaveLength(1);
    for (const res of same.filter((candidate) => candidate.status !== 200))
      shopwareError(res, 400, 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE');
  });
});

describe('login and logout', () => {
  test('unknown e-mail, wrong password, then success with a new token carrying the session language', async () => {
    const { email } = await registeredCustomer(direct.http);
    const unknown = shopwareError(
      await login(direct.http, 'niemand@example.de', PASSWORD),
      401,
      'CHECKOUT__CUSTOMER_NOT_FOUND',
    );
    expect(unknown.meta.parameters).toEqual({ email: 'niemand@example.de' });
    shopwareError(await login(direct.http, email, 'falsch-falsch'), 401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS');
    shopwareError(
      await post(direct.http, '/account/login', { username: email }),
      401,
      'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
    );

    const languages = ok(await post(direct.http, '/language')).elements as { id: string; locale: { code: string } }[];
    const english = languages.find((language) => language.locale.code === 'en-GB')!.id;
    const guestToken = (await call(direct.http, 'patch', '/context', undefined, { languageId: english })).headers[
      'sw-context-token'
    ]!;
    const res = await post(
      direct.http,
      '/account/login',
      { username: email, password: PASSWORD },
      { 'sw-context-token': guestToken },
    );
    expect(ok(res)).toEqual({ apiAlias: 'array_struct' });
    const token = res.headers['sw-context-token']!;
    expect(token).not.toBe(guestToken);
    const context = await contextOf(direct, token);
    expect(context.customer.email).toBe(email);
    expect(context.customer.lastLogin).toBeDefined();
    expect(context.languageInfo.localeCode).toBe('en-GB');
  });

  test('throttles after 10 failed attempts with the wait time, even for the right password, until it has passed', async () => {
    const { email } = await registeredCustomer(direct.http);
    for (let attempt = 0; attempt < 10; attempt += 1)
      shopwareError(await login(direct.http, email, 'falsch-falsch'), 401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS');
    const throttled = shopwareError(
      await login(direct.http, email, PASSWORD),
      429,
      'CHECKOUT__CUSTOMER_AUTH_THROTTLED',
    );
    expect(throttled.meta.parameters.seconds).toBeGreaterThan(0);
    expect(throttled.meta.parameters.seconds).toBeLessThanOrEqual(10);
    expect(throttled.detail).toBe(`Customer auth throttled for ${throttled.meta.parameters.seconds} seconds.`);
    offset += 11_000;
    ok(await login(direct.http, email, PASSWORD));
    ok(await login(direct.http, email, PASSWORD));
  });

  test('logout answers a new token without customer; it needs a logged-in session', async () => {
    const { token } = await registeredCustomer(direct.http);
    shopwareError(
      await call(direct.http, 'post', '/account/logout', undefined),
      403,
      'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    );
    const res = await call(direct.http, 'post', '/account/logout', token);
    expect(ok(res)).toEqual({ apiAlias: 'array_struct' });
    const fresh = res.headers['sw-context-token']!;
    expect(fresh).not.toBe(token);
    expect((await contextOf(direct, fresh)).customer).toBeNull();
    expect((await contextOf(direct, token)).customer).toBeNull();
  });

  test("a guest's logout deletes its context and its cart (LogoutRoute::shouldDelete)", async () => {
    const guest = await register(direct.http, registration({ guest: true, password: undefined }));
    const token = guest.headers['sw-context-token']!;
    const product = ok(await post(direct.http, '/product', { limit: 1 })).elements[0] as { id: string };
    const added = await call(direct.http, 'post', '/checkout/cart/line-item', token, {
      items: [{ type: 'product', referencedId: product.id, quantity: 1 }],
    });
    expect(added.status).toBe(200);
    const rows = (table: string) =>
      (direct.db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as { count: number }).count;
    const [carts, contexts] = [rows('cart'), rows('sales_channel_api_context')];
    ok(await call(direct.http, 'post', '/account/logout', token));
    expect([rows('cart'), rows('sales_channel_api_context')]).toEqual([carts - 1, contexts - 1]);
  });
});

describe('the account', () => {
  test('POST account/customer answers the customer with its addresses; DELETE removes it', async () => {
    shopwareError(
      await call(direct.http, 'post', '/account/customer', undefined),
      403,
      'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    );
    const { token, email, customer } = await registeredCustomer(direct.http);
    const loaded = ok(await call(direct.http, 'post', '/account/customer', token, {}));
    expect(loaded).toMatchObject({ id: customer.id, email, salutation: { id: ids.mrs } });
    expect(loaded.addresses).toHaveLength(1);
    expect(loaded.activeBillingAddress.country.iso).toBe('DE');

    const deleted = await call(direct.http, 'delete', '/account/customer', token);
    expect(deleted.status).toBe(204);
    expect((await contextOf(direct, token)).customer).toBeNull();
    shopwareError(await login(direct.http, email, PASSWORD), 401, 'CHECKOUT__CUSTOMER_NOT_FOUND');
  });

  test('change-profile, change-language and change-email (password checked, confirmation, uniqueness)', async () => {
    const { token, email } = await registeredCustomer(direct.http);
    const other = await registeredCustomer(direct.http);
    expect(
      ok(
        await call(direct.http, 'post', '/account/change-profile', token, {
          firstName: 'Anne',
          lastName: 'Brandt',
          salutationId: ids.mr,
          birthdayDay: 3,
          birthdayMonth: 7,
          birthdayYear: 1984,
        }),
      ),
    ).toEqual({ success: true, apiAlias: 'array_struct' });
    shopwareError(
      await call(direct.http, 'post', '/account/change-profile', token, { firstName: '', lastName: 'Brandt' }),
      400,
      'VIOLATION::IS_BLANK_ERROR',
    );
    const languages = ok(await post(direct.http, '/language')).elements as { id: string }[];
    ok(await call(direct.http, 'post', '/account/change-language', token, { languageId: languages[1]!.id }));
    const badLanguage = shopwareError(
      await call(direct.http, 'post', '/account/change-language', token, { languageId: 'f'.repeat(32) }),
      400,
      'VIOLATION::ENTITY_DOES_NOT_EXISTS',
    );
    expect(badLanguage.source?.pointer).toBe('/languageId');

    const next = uniqueEmail('neu');
    const wrong = shopwareError(
      await call(direct.http, 'post', '/account/change-email', token, {
        email: next,
        emailConfirmation: next,
        password: 'falsch-falsch',
      }),
      400,
      'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT',
    );
    expect(wrong.source?.pointer).toBe('/password');
    const mismatch = await call(direct.http, 'post', '/account/change-email', token, {
      email: next,
      emailConfirmation: 'x@example.de',
      password: PASSWORD,
    });
    expect(shopwareError(mismatch, 400, undefined as never)).toMatchObject({
      detail: 'This value should be equal to x@example.de.',
      source: { pointer: '/email' },
    });
    shopwareError(
      await call(direct.http, 'post', '/account/change-email', token, {
        email: other.email,
        emailConfirmation: other.email,
        password: PASSWORD,
      }),
      400,
      'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE',
    );
    ok(
      await call(direct.http, 'post', '/account/change-email', token, {
        email: next,
        emailConfirmation: next,
        password: PASSWORD,
      }),
    );

    const changed = ok(await call(direct.http, 'post', '/account/customer', token));
    expect(changed).toMatchObject({
      email: next,
      firstName: 'Anne',
      lastName: 'Brandt',
      salutationId: ids.mr,
      birthday: '1984-07-03',
      languageId: languages[1]!.id,
    });
    shopwareError(await login(direct.http, email, PASSWORD), 401, 'CHECKOUT__CUSTOMER_NOT_FOUND');
    ok(await login(direct.http, next, PASSWORD));
  });

  test('convert-guest turns a guest into a customer who can log in; registered customers cannot be converted', async () => {
    const guest = await register(direct.http, registration({ guest: true, password: undefined }));
    const guestToken = guest.headers['sw-context-token']!;
    shopwareError(
      await call(direct.http, 'post', '/account/change-password', guestToken, {}),
      403,
      'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    );
    shopwareError(
      await call(direct.http, 'post', '/account/convert-guest', guestToken, { password: 'kurz' }),
      400,
      'VIOLATION::TOO_SHORT_ERROR',
    );
    const converted = await call(direct.http, 'post', '/account/convert-guest', guestToken, { password: PASSWORD });
    expect(ok(converted)).toEqual({ success: true, apiAlias: 'array_struct' });
    const token = converted.headers['sw-context-token']!;
    expect((await contextOf(direct, token)).customer.guest).toBe(false);
    ok(await login(direct.http, guest.body.email, PASSWORD));
    const refused = shopwareError(
      await call(direct.http, 'post', '/account/convert-guest', token, { password: PASSWORD }),
      400,
      'CHECKOUT__REGISTERED_CUSTOMER_CANNOT_BE_CONVERTED',
    );
    expect(refused.meta.parameters).toEqual({ customerId: guest.body.id });
  });
});
