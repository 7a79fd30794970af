import { createHash } from 'node:crypto';
import { registeredCustomer } from './support/customer-fixtures.js';
import { get, ok, post, shopwareError, startEmulator, type RunningEmulator } from './support/emulator-harness.js';

let emulator: RunningEmulator;
let storefrontUrl: string;
/** The emulator's "now", moved by the rate limit test. */
let now = Date.now();
beforeAll(async () => {
  emulator = await startEmulator({ env: { EMULATOR_DOUBLE_OPT_IN: '0' }, clock: () => new Date(now) });
  storefrontUrl = ok(await get(emulator.http, '/context')).salesChannel.domains[0].url.replace(/\/$/, '');
});
afterAll(async () => {
  await emulator.close();
});
// Every test comes from 127.0.0.1; the newsletter_form limit is tested on its own, so each test starts unthrottled.
beforeEach(() => {
  emulator.db.prepare('DELETE FROM rate_limit').run();
});

let counter = 0;
const newAddress = () => `leser-${++counter}-${Date.now()}@example.com`;
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const subscribe = (body: object, headers: Record<string, string> = {}) =>
  post(emulator.http, '/newsletter/subscribe', body, headers);
const subscribeAs = (email: string, option = 'subscribe', headers: Record<string, string> = {}) =>
  subscribe({ email, option, storefrontUrl }, headers);
const mails = async (recipient: string, type: string) =>
  (await emulator.http.get('/_emulator/outbox').query({ recipient, type })).body.elements as {
    subject: string;
    body: string;
    links: Record<string, string>;
  }[];
const confirmLink = async (email: string) =>
  new URL((await mails(email, 'newsletter_double_opt_in'))[0]!.links.confirm!);
/** A customer registered and logged in through POST /account/register (a guest without password). */
const newCustomer = (guest = false) =>
  registeredCustomer(emulator.http, guest ? { guest: true, password: undefined } : {});
const recipientStatus = async (token: string) =>
  ok(await post(emulator.http, '/account/newsletter-recipient', {}, { 'sw-context-token': token }));

describe('POST /newsletter/subscribe', () => {
  test("a visitor's subscription waits for the double opt-in, with a mail linking to the storefront", async () => {
    const email = newAddress();
    expect(ok(await subscribeAs(email))).toEqual({ status: 'notSet', success: true, apiAlias: 'newsletter_subscribe' });
    const link = await confirmLink(email);
    expect(`${link.origin}${link.pathname}`).toBe(`${storefrontUrl}/newsletter-subscribe`);
    expect(link.searchParams.get('em')).toBe(sha1(email));
    expect(link.searchParams.get('hash')).toMatch(/^[0-9a-f]{32}$/);
    expect(await mails(email, 'newsletter_registration')).toHaveLength(0);
  });

  test("'direct' also needs the opt-in for visitors (core.newsletter.doubleOptIn)", async () => {
    expect(ok(await subscribeAs(newAddress(), 'direct')).status).toBe('notSet');
  });

  test('a logged-in customer subscribing the own address is subscribed directly; another address needs the opt-in', async () => {
    const { token, customer } = await newCustomer();
    expect((await recipientStatus(token)).status).toBe('undefined');
    expect(ok(await subscribeAs(customer.email, 'subscribe', { 'sw-context-token': token })).status).toBe('direct');
    expect((await mails(customer.email, 'newsletter_registration'))[0]!.subject).toBe('Register');
    expect(await recipientStatus(token)).toEqual({ status: 'direct', apiAlias: 'account_newsletter_recipient' });
    const other = newAddress();
    expect(ok(await subscribeAs(other, 'subscribe', { 'sw-context-token': token })).status).toBe('notSet');
    expect(await mails(other, 'newsletter_double_opt_in')).toHaveLength(1);
  });

  test('answers Symfony violations for blank fields, with pointers', async () => {
    const res = await subscribe({});
    shopwareError(res, 400, 'VIOLATION::IS_BLANK_ERROR');
    expect(
      res.body.errors.map((error: { code: string; source: { pointer: string } }) => [error.code, error.source.pointer]),
    ).toEqual([
      ['VIOLATION::IS_BLANK_ERROR', '/email'],
      ['VIOLATION::IS_BLANK_ERROR', '/option'],
      ['VIOLATION::IS_BLANK_ERROR', '/storefrontUrl'],
    ]);
    expect(res.body.errors[0]).toMatchObject({
      detail: 'This value should not be blank.',
      title: 'Constraint violation error',
      meta: { parameters: { '{{ value }}': 'null' } },
    });
  });

  test('refuses an invalid address, an unknown option, a foreign storefront and URLs in names', async () => {
    const res = await subscribe({
      email: 'kein-mail',
      option: 'sometimes',
      storefrontUrl: 'https://evil.example',
      firstName: 'http://spam.example',
      lastName: 'Muster',
    });
    const error = shopwareError(res, 400, 'VIOLATION::INVALID_FORMAT_ERROR');
    expect(error).toMatchObject({
      detail: 'This value is not a valid email address.',
      source: { pointer: '/email' },
      meta: { parameters: { '{{ value }}': '"kein-mail"' } },
    });
    const [, option, firstName, storefront] = res.body.errors;
    expect(option).toMatchObject({
      code: 'VIOLATION::NO_SUCH_CHOICE_ERROR',
      source: { pointer: '/option' },
      detail: 'The value you selected is not a valid choice.',
    });
    expect(option.meta.parameters['{{ choices }}']).toBe('"direct", "subscribe", "confirmSubscribe", "unsubscribe"');
    expect(firstName).toMatchObject({
      code: 'VIOLATION::REGEX_FAILED_ERROR',
      source: { pointer: '/firstName' },
      detail: 'This value is not valid.',
    });
    expect(storefront).toMatchObject({
      code: 'VIOLATION::NO_SUCH_CHOICE_ERROR',
      source: { pointer: '/storefrontUrl' },
    });
    expect(res.body.errors).toHaveLength(4);
  });

  test('limits a client to 3 subscriptions, then 429 with the wait (newsletter_form); refused forms do not count', async () => {
    await subscribe({ email: 'invalid' });
    for (let attempt = 0; attempt < 3; attempt++) ok(await subscribeAs(newAddress()));
    now += 10_000;
    const error = shopwareError(await subscribeAs(newAddress()), 429, 'CONTENT__NEWSLETTER_RECIPIENT_THROTTLED');
    expect(error.meta.parameters).toEqual({ seconds: 20 });
    expect(error.detail).toBe('Too many requests, try again in 20 seconds.');
    now += 20_000;
    ok(await subscribeAs(newAddress()));
  });
});

describe('POST /newsletter/confirm', () => {
  test('confirms with hash and em from the mail; the subscription is then optIn and stays so', async () => {
    const email = newAddress();
    ok(await subscribeAs(email));
    const link = await confirmLink(email);
    const res = await post(emulator.http, '/newsletter/confirm', {
      hash: link.searchParams.get('hash'),
      em: link.searchParams.get('em'),
    });
    expect(ok(res)).toEqual({ success: true, apiAlias: 'array_struct' });
    expect(await mails(email, 'newsletter_registration')).toHaveLength(1);
    expect(ok(await subscribeAs(email)).status).toBe('optIn');
    expect(await mails(email, 'newsletter_double_opt_in')).toHaveLength(1);
  });

  test('an unknown hash is 400 CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND', async () => {
    const error = shopwareError(
      await post(emulator.http, '/newsletter/confirm', { hash: 'nope', em: 'x' }),
      400,
      'CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND',
    );
    expect(error.meta.parameters).toEqual({ identifier: 'hash', value: 'nope' });
    expect(error.detail).toBe('The NewsletterRecipient with the identifier "hash" - nope was not found.');
  });

  test('a wrong em, or a second confirmation, is a NOT_EQUAL violation', async () => {
    const email = newAddress();
    ok(await subscribeAs(email));
    const hash = (await confirmLink(email)).searchParams.get('hash');
    const wrong = shopwareError(
      await post(emulator.http, '/newsletter/confirm', { hash, em: sha1('someone@else.de') }),
      400,
      'VIOLATION::NOT_EQUAL_ERROR',
    );
    expect(wrong.source?.pointer).toBe('/em');
    expect(wrong.detail).toBe(`This value should be equal to "${sha1(email)}".`);
    ok(await post(emulator.http, '/newsletter/confirm', { hash, em: sha1(email) }));
    const again = shopwareError(
      await post(emulator.http, '/newsletter/confirm', { hash, em: sha1(email) }),
      400,
      'VIOLATION::NOT_EQUAL_ERROR',
    );
    expect(again).toMatchObject({
      source: { pointer: '/status' },
      meta: { parameters: { '{{ value }}': '"optIn"', '{{ compared_value }}': '"notSet"' } },
    });
  });
});

describe('POST /newsletter/unsubscribe', () => {
  test('opts a subscriber out, who may subscribe again', async () => {
    const { token, customer } = await newCustomer();
    ok(await subscribeAs(customer.email, 'subscribe', { 'sw-context-token': token }));
    expect(ok(await post(emulator.http, '/newsletter/unsubscribe', { email: customer.email.toUpperCase() }))).toEqual({
      success: true,
      apiAlias: 'array_struct',
    });
    expect((await recipientStatus(token)).status).toBe('optOut');
    expect(ok(await subscribeAs(customer.email, 'subscribe', { 'sw-context-token': token })).status).toBe('direct');
  });

  test('without an address it is 400 CONTENT__MISSING_EMAIL_PARAMETER, an unknown one 400 CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND', async () => {
    const missing = shopwareError(
      await post(emulator.http, '/newsletter/unsubscribe', {}),
      400,
      'CONTENT__MISSING_EMAIL_PARAMETER',
    );
    expect(missing.detail).toBe('The email parameter is missing.');
    const unknown = shopwareError(
      await post(emulator.http, '/newsletter/unsubscribe', { email: 'nie@example.com' }),
      400,
      'CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND',
    );
    expect(unknown.meta.parameters).toEqual({ identifier: 'email', value: 'nie@example.com' });
  });
});

describe('POST /account/newsletter-recipient', () => {
  test('needs a registered customer: anonymous and guest get 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN', async () => {
    shopwareError(
      await post(emulator.http, '/account/newsletter-recipient', {}),
      403,
      'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    );
    const guest = (await newCustomer(true)).token;
    shopwareError(
      await post(emulator.http, '/account/newsletter-recipient', {}, { 'sw-context-token': guest }),
      403,
      'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    );
  });

  test("shows the pending status of the customer's own address", async () => {
    const { token, customer } = await newCustomer();
    ok(await subscribeAs(customer.email));
    expect(await recipientStatus(token)).toEqual({ status: 'notSet', apiAlias: 'account_newsletter_recipient' });
  });
});
