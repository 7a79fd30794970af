import { firstError } from './support/catalog-fixtures.js';
import { dataOf, graphql, sessionCookie, startShop, type RunningShop } from './support/gateway-harness.js';
import {
  CUSTOMER,
  EN,
  PASSWORD,
  REGISTER,
  SESSION,
  USER_ERRORS,
  address,
  as,
  lastMail,
  login,
  refusals,
  registeredCustomer,
  registeredGuest,
  registration,
} from './support/account-fixtures.js';

let doubleOptIn: RunningShop;
let shop: RunningShop;
beforeAll(async () => {
  [doubleOptIn, shop] = await Promise.all([startShop(), startShop({ emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' } })]);
});
afterAll(async () => {
  await Promise.all([doubleOptIn.close(), shop.close()]);
});

const CONFIRM = `mutation Confirm($input: ConfirmationInput!) { confirmRegistration(input: $input) { customer { ${CUSTOMER} } ${USER_ERRORS} } }`;
const LOGOUT = `mutation { logout { notification { type message } ${USER_ERRORS} } }`;
const ACCOUNT = `{ account { ${CUSTOMER} newsletterStatus addresses { street city country { iso } isDefaultBilling isDefaultShipping } defaultShippingAddress { street } } }`;

describe('registration with double opt-in', () => {
  test('register → login refused until the mailed link is confirmed → confirmRegistration logs in with a new cookie', async () => {
    const input = registration();
    const anonymous = await graphql(doubleOptIn, SESSION);
    const cookie = sessionCookie(anonymous);
    const registered = dataOf(await graphql(doubleOptIn, REGISTER, { input }, as(cookie, EN))).register;
    expect(registered).toMatchObject({
      needsConfirmation: true,
      notification: {
        type: 'SUCCESS',
        message: 'Congratulations! You have been successfully registered. Check your email and confirm you account.',
      },
      customer: { email: input.email, isConfirmed: false, isGuest: false, salutation: { key: 'mrs' } },
      userErrors: [],
    });
    expect(dataOf(await graphql(doubleOptIn, SESSION, {}, as(cookie))).session.isLoggedIn).toBe(false);

    const refused = dataOf(await login(doubleOptIn, input.email, PASSWORD, as(cookie, EN))).login;
    expect(refused).toEqual({
      customer: null,
      userErrors: [{ field: null, code: 'EMAIL_NOT_CONFIRMED', message: 'Email not confirmed, try again.' }],
    });

    const link = new URL((await lastMail(doubleOptIn, input.email, 'registration_double_opt_in')).links.confirm!);
    expect(link.pathname).toBe('/registration/confirm');
    const [hash, em] = [link.searchParams.get('hash')!, link.searchParams.get('em')!];
    const wrongEm = dataOf(
      await graphql(doubleOptIn, CONFIRM, { input: { hash, em: 'f'.repeat(40) } }, EN),
    ).confirmRegistration;
    expect(wrongEm.userErrors).toEqual([
      { field: 'em', code: 'CONFIRMATION_LINK_INVALID', message: 'The confirmation link is invalid.' },
    ]);

    const confirmed = await graphql(doubleOptIn, CONFIRM, { input: { hash, em } }, as(cookie));
    expect(dataOf(confirmed).confirmRegistration).toMatchObject({
      customer: { email: input.email, isConfirmed: true },
      userErrors: [],
    });
    const loggedIn = sessionCookie(confirmed);
    expect(loggedIn).not.toBe(cookie);
    expect(dataOf(await graphql(doubleOptIn, SESSION, {}, as(loggedIn))).session).toMatchObject({
      isLoggedIn: true,
      customer: { email: input.email },
    });

    const again = dataOf(await graphql(doubleOptIn, CONFIRM, { input: { hash, em } })).confirmRegistration;
    expect(refusals(again)).toEqual(['hash:CUSTOMER_ALREADY_CONFIRMED']);
    expect(again.userErrors[0].message).toBe('Das Kundenkonto ist bereits bestätigt.');
  });

  test('an unknown confirmation hash', async () => {
    const unknown = dataOf(
      await graphql(doubleOptIn, CONFIRM, { input: { hash: 'a'.repeat(32), em: 'x' } }, EN),
    ).confirmRegistration;
    expect(unknown.userErrors).toEqual([
      { field: 'hash', code: 'CUSTOMER_NOT_FOUND_BY_HASH', message: 'No customer for hash.' },
    ]);
  });

  test('a link cut short: no hash is "Given hash is empty.", no em an invalid link, each said once', async () => {
    const noHash = dataOf(
      await graphql(doubleOptIn, CONFIRM, { input: { hash: ' ', em: '' } }, EN),
    ).confirmRegistration;
    expect(noHash.userErrors).toEqual([{ field: 'hash', code: 'HASH_EMPTY', message: 'Given hash is empty.' }]);
    const german = dataOf(
      await graphql(doubleOptIn, CONFIRM, { input: { hash: '', em: 'f'.repeat(40) } }),
    ).confirmRegistration;
    expect(german.userErrors).toEqual([
      { field: 'hash', code: 'HASH_EMPTY', message: 'Es wurde kein Bestätigungscode übergeben.' },
    ]);
    const noEm = dataOf(
      await graphql(doubleOptIn, CONFIRM, { input: { hash: 'a'.repeat(32), em: '' } }, EN),
    ).confirmRegistration;
    expect(noEm.userErrors).toEqual([
      { field: 'em', code: 'CONFIRMATION_LINK_INVALID', message: 'The confirmation link is invalid.' },
    ]);
  });
});

describe('registration without double opt-in', () => {
  test('a customer is logged in at once with a new cookie; the account shows the addresses', async () => {
    const input = registration({
      shippingAddress: address({ firstName: 'Ben', lastName: 'Keller', street: 'Schlossgasse 3' }),
    });
    const anonymous = sessionCookie(await graphql(shop, SESSION));
    const res = await graphql(shop, REGISTER, { input }, as(anonymous));
    expect(dataOf(res).register).toMatchObject({
      needsConfirmation: false,
      notification: { type: 'SUCCESS', message: 'Herzlichen Glückwunsch! Sie haben sich erfolgreich registriert.' },
      customer: { email: input.email, isConfirmed: true, isGuest: false },
    });
    const cookie = sessionCookie(res);
    expect(cookie).not.toBe(anonymous);
    const { account } = dataOf(await graphql(shop, ACCOUNT, {}, as(cookie)));
    expect(account).toMatchObject({
      email: input.email,
      firstName: 'Anna',
      newsletterStatus: 'NOT_SUBSCRIBED',
      defaultShippingAddress: { street: 'Schlossgasse 3' },
    });
    expect(account.addresses).toEqual(
      expect.arrayContaining([
        {
          street: 'Weinstraße 12',
          city: 'Birkweiler',
          country: { iso: 'DE' },
          isDefaultBilling: true,
          isDefaultShipping: false,
        },
        {
          street: 'Schlossgasse 3',
          city: 'Birkweiler',
          country: { iso: 'DE' },
          isDefaultBilling: false,
          isDefaultShipping: true,
        },
      ]),
    );
  });

  test('the success message in English', async () => {
    const { register } = dataOf(await graphql(shop, REGISTER, { input: registration() }, EN));
    expect(register.notification.message).toBe('Congratulations! You have been successfully registered.');
  });

  test('input is checked with the shared rules before any upstream call; each refusal names its field', async () => {
    const input = registration({
      password: 'kurz',
      acceptedDataProtection: false,
      salutationId: null,
      billingAddress: { street: '', zipcode: '76831', city: 'Birkweiler', countryId: null },
    });
    const res = await graphql(shop, REGISTER, { input }, EN);
    // All at once: the short password with the other fields, not in a second round.
    expect(refusals(dataOf(res).register)).toEqual([
      'password:PASSWORD_TOO_SHORT',
      'salutationId:SALUTATION_REQUIRED',
      'billingAddress.street:REQUIRED',
      'billingAddress.countryId:COUNTRY_REQUIRED',
      'acceptedDataProtection:DATA_PROTECTION_NOT_ACCEPTED',
    ]);
    expect(res.headers['x-upstream-calls']).toBe('0');
    const password = dataOf(
      await graphql(shop, REGISTER, { input: registration({ password: 'kurz', passwordConfirmation: 'kurz' }) }, EN),
    ).register;
    expect(password.userErrors).toEqual([
      { field: 'password', code: 'PASSWORD_TOO_SHORT', message: 'The password must be at least 8 characters long.' },
    ]);
  });

  test('a registered e-mail is refused with EMAIL_TAKEN on email', async () => {
    const { email } = await registeredCustomer(shop);
    const { register } = dataOf(await graphql(shop, REGISTER, { input: registration({ email }) }, EN));
    expect(register.userErrors).toEqual([
      { field: 'email', code: 'EMAIL_TAKEN', message: 'This e-mail address is already in use.' },
    ]);
  });

  test("a guest ('do not create a customer account') has a guest session but no account", async () => {
    const { cookie } = await registeredGuest(shop);
    expect(dataOf(await graphql(shop, SESSION, {}, as(cookie))).session).toMatchObject({
      isLoggedIn: false,
      isGuest: true,
    });
    expect(firstError(await graphql(shop, ACCOUNT, {}, as(cookie, EN)))).toMatchObject({
      message: 'Please log in.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('login and logout', () => {
  test('wrong password, unknown e-mail (answered alike), refused input; then success with a new cookie', async () => {
    const { email } = await registeredCustomer(shop);
    const wrong = dataOf(await login(shop, email, 'falsch-falsch', EN)).login;
    expect(wrong).toEqual({
      customer: null,
      userErrors: [{ field: null, code: 'INVALID_CREDENTIALS', message: 'Invalid username and/or password.' }],
    });
    expect(refusals(dataOf(await login(shop, 'niemand@example.de', PASSWORD)).login)).toEqual([':INVALID_CREDENTIALS']);
    const invalid = await login(shop, 'niemand@', '');
    expect(refusals(dataOf(invalid).login)).toEqual(['email:EMAIL_INVALID', 'password:REQUIRED']);
    expect(invalid.headers['x-upstream-calls']).toBe('0');

    const anonymous = sessionCookie(await graphql(shop, SESSION));
    const res = await login(shop, email, PASSWORD, as(anonymous));
    expect(dataOf(res).login).toMatchObject({ customer: { email, isGuest: false }, userErrors: [] });
    const cookie = sessionCookie(res);
    expect(cookie).not.toBe(anonymous);
    expect(dataOf(await graphql(shop, SESSION, {}, as(cookie))).session).toMatchObject({
      isLoggedIn: true,
      customer: { email },
    });
  });

  test("wrong credentials are refused in the shopper's language, also in Italian, Dutch and Polish", async () => {
    const { email } = await registeredCustomer(shop);
    const refusalIn = async (language: string) =>
      dataOf(await login(shop, email, 'falsch-falsch', { 'accept-language': language })).login.userErrors;
    expect(await refusalIn('it-IT')).toEqual([
      { field: null, code: 'INVALID_CREDENTIALS', message: 'Nome utente e/o password non validi.' },
    ]);
    expect(await refusalIn('nl-NL')).toEqual([
      { field: null, code: 'INVALID_CREDENTIALS', message: 'Ongeldige gebruikersnaam en/of wachtwoord.' },
    ]);
    expect(await refusalIn('pl-PL,pl;q=0.9')).toEqual([
      { field: null, code: 'INVALID_CREDENTIALS', message: 'Nieprawidłowa nazwa użytkownika i/lub hasło.' },
    ]);
  });

  test('after 10 failed attempts the login is throttled, with the wait in the message', async () => {
    const { email } = await registeredCustomer(shop);
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(refusals(dataOf(await login(shop, email, 'falsch-falsch')).login)).toEqual([':INVALID_CREDENTIALS']);
    const [throttled] = dataOf(await login(shop, email, PASSWORD, EN)).login.userErrors;
    expect(throttled).toMatchObject({ field: null, code: 'CUSTOMER_AUTH_THROTTLED' });
    const seconds = Number(/wait (\d+) seconds/.exec(throttled.message)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(throttled.message).toBe(`Too many login attempts. Please wait ${seconds} seconds.`);
  });

  test("logout: the message in the request's language and a new session without customer", async () => {
    const { cookie } = await registeredCustomer(shop);
    const res = await graphql(shop, LOGOUT, {}, as(cookie, EN));
    expect(dataOf(res).logout).toEqual({
      notification: { type: 'SUCCESS', message: 'You have been successfully logged out.' },
      userErrors: [],
    });
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(cookie);
    expect(dataOf(await graphql(shop, SESSION, {}, as(fresh))).session.isLoggedIn).toBe(false);
    expect(dataOf(await graphql(shop, SESSION, {}, as(cookie))).session.isLoggedIn).toBe(false);
    // Visiting /login logs out whoever is there, also a session that is not logged in.
    expect(dataOf(await graphql(shop, LOGOUT, {}, as(fresh))).logout.notification.message).toBe(
      'Sie haben sich erfolgreich abgemeldet.',
    );
  });

  test('the account needs a logged-in customer', async () => {
    const res = await graphql(shop, ACCOUNT);
    expect(firstError(res)).toMatchObject({
      message: 'Bitte melden Sie sich an.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(res.body.data).toEqual({ account: null });
  });
});
