import { createHash } from 'node:crypto';
import { upstreamCallLog } from './support/catalog-fixtures.js';
import { dataOf, graphql, startShop, type RunningShop } from './support/gateway-harness.js';
import {
  EN,
  USER_ERRORS,
  as,
  ids,
  lastMail,
  refusals,
  registeredCustomer,
  registeredGuest,
  uniqueEmail,
} from './support/account-fixtures.js';

let newsletterShop: RunningShop;
let unsubscribeShop: RunningShop;
let unsubscribeLoopShop: RunningShop;
let contactShop: RunningShop;
beforeAll(async () => {
  // One shop each: the forms are limited per client (three in a row), and every test comes from 127.0.0.1.
  // The rate limits are on, as the README's defaults have them; the unsubscribing loop gets a shop of its
  // own, so that its count starts at nought.
  const unsubscribing = { emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' } };
  [newsletterShop, unsubscribeShop, unsubscribeLoopShop, contactShop] = await Promise.all([
    startShop({ emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' } }),
    startShop(unsubscribing),
    startShop(unsubscribing),
    // RATE_LIMITS off: the throttle tested here is Shopware's (the emulator's), which counts sent messages only; the
    // gateway's own limits, which count refused ones too, are rate-limits*.test.ts's.
    startShop({ gatewayEnv: { RATE_LIMITS: 'off' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([newsletterShop, unsubscribeShop, unsubscribeLoopShop, contactShop].map((shop) => shop.close()));
});

const SUBSCRIBE = `mutation Subscribe($input: NewsletterSubscriptionInput!) { subscribeNewsletter(input: $input) { status needsConfirmation ${USER_ERRORS} } }`;
const CONFIRM = `mutation Confirm($input: ConfirmationInput!) { confirmNewsletter(input: $input) { success ${USER_ERRORS} } }`;
const UNSUBSCRIBE = `mutation Unsubscribe($email: String!) { unsubscribeNewsletter(email: $email) { success ${USER_ERRORS} } }`;
/** What the account page sends: no address, the customer's own is meant. */
const UNSUBSCRIBE_OWN = `mutation UnsubscribeOwn { unsubscribeNewsletter { success ${USER_ERRORS} } }`;
const CONTACT = `mutation Contact($input: ContactFormInput!) { sendContactForm(input: $input) { success message ${USER_ERRORS} } }`;

const subscribe = async (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
  dataOf(await graphql(newsletterShop, SUBSCRIBE, { input }, headers)).subscribeNewsletter;
const confirm = async (input: Record<string, unknown>) =>
  dataOf(await graphql(newsletterShop, CONFIRM, { input }, EN)).confirmNewsletter;
/** Unsubscribes in the session of `cookie` (none: an anonymous visitor), naming `email` when given. */
const unsubscribeIn = (shop: RunningShop, cookie: string | null, email?: string) =>
  email === undefined
    ? graphql(shop, UNSUBSCRIBE_OWN, {}, cookie ? as(cookie, EN) : EN)
    : graphql(shop, UNSUBSCRIBE, { email }, cookie ? as(cookie, EN) : EN);
const unsubscribe = async (cookie: string | null, email?: string) =>
  dataOf(await unsubscribeIn(newsletterShop, cookie, email)).unsubscribeNewsletter;
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

describe('newsletter', () => {
  test("a visitor's subscription waits for the mailed link; confirming twice is fine", async () => {
    const email = uniqueEmail('leser');
    expect(await subscribe({ email, firstName: 'Erika', salutationId: ids.mrs })).toEqual({
      status: 'PENDING',
      needsConfirmation: true,
      userErrors: [],
    });
    const link = new URL((await lastMail(newsletterShop, email, 'newsletter_double_opt_in')).links.confirm!);
    expect(link.pathname).toBe('/newsletter-subscribe');
    const hash = link.searchParams.get('hash')!;

    expect(await confirm({ hash, em: sha1('someone@else.de') })).toEqual({
      success: false,
      userErrors: [{ field: 'em', code: 'CONFIRMATION_LINK_INVALID', message: 'The confirmation link is invalid.' }],
    });
    expect(await confirm({ hash, em: link.searchParams.get('em') })).toEqual({ success: true, userErrors: [] });
    expect(await confirm({ hash, em: sha1(email) })).toEqual({ success: true, userErrors: [] });
  });

  test('unknown links, and refused input before any upstream call', async () => {
    expect(refusals(await confirm({ hash: 'nope', em: 'x' }))).toEqual(['hash:NEWSLETTER_RECIPIENT_NOT_FOUND']);
    const res = await graphql(newsletterShop, SUBSCRIBE, { input: { email: 'kein-mail' } }, EN);
    expect(dataOf(res).subscribeNewsletter).toEqual({
      status: null,
      needsConfirmation: false,
      userErrors: [{ field: 'email', code: 'EMAIL_INVALID', message: 'Please enter a valid e-mail address.' }],
    });
    expect(upstreamCallLog(res)).toEqual([]);
    expect(refusals(await confirm({ hash: '', em: '' }))).toEqual(['hash:REQUIRED', 'em:REQUIRED']);
  });

  test('a customer subscribing the own address is subscribed at once; the account shows the status', async () => {
    const { cookie, email } = await registeredCustomer(newsletterShop);
    const status = async () =>
      dataOf(await graphql(newsletterShop, '{ account { newsletterStatus } }', {}, as(cookie))).account
        .newsletterStatus;
    expect(await status()).toBe('NOT_SUBSCRIBED');
    expect(await subscribe({ email }, as(cookie))).toEqual({
      status: 'SUBSCRIBED',
      needsConfirmation: false,
      userErrors: [],
    });
    expect(await status()).toBe('SUBSCRIBED');
    expect(await unsubscribe(cookie)).toEqual({ success: true, userErrors: [] });
    expect(await status()).toBe('UNSUBSCRIBED');
  });

  test('a fourth subscription in a row is throttled with the wait', async () => {
    expect((await subscribe({ email: uniqueEmail('leser') })).status).toBe('PENDING');
    const limited = await subscribe({ email: uniqueEmail('leser') }, EN);
    expect(limited).toMatchObject({ status: null, userErrors: [{ field: null, code: 'RATE_LIMITED' }] });
    expect(limited.userErrors[0].message).toMatch(/^Too many requests\. Please wait \d+ seconds\.$/);
  });
});

describe('unsubscribing (the subscriber list can be neither read nor emptied)', () => {
  const unsubscribeAs = async (cookie: string | null, email?: string) =>
    dataOf(await unsubscribeIn(unsubscribeShop, cookie, email)).unsubscribeNewsletter;
  const statusOf = async (cookie: string) =>
    dataOf(await graphql(unsubscribeShop, '{ account { newsletterStatus } }', {}, as(cookie))).account.newsletterStatus;
  const done = { success: true, userErrors: [] };
  // A subscribed customer, whom the others try to unsubscribe.
  let reader: { cookie: string; email: string };
  beforeAll(async () => {
    reader = await registeredCustomer(unsubscribeShop);
    const res = await graphql(unsubscribeShop, SUBSCRIBE, { input: { email: reader.email } }, as(reader.cookie));
    expect(dataOf(res).subscribeNewsletter.status).toBe('SUBSCRIBED');
  });

  test('an anonymous visitor or a guest is refused alike for any address (UNAUTHENTICATED), and nothing changes', async () => {
    const refused = {
      success: false,
      userErrors: [
        { field: null, code: 'UNAUTHENTICATED', message: 'Please log in to unsubscribe from the newsletter.' },
      ],
    };
    expect(await unsubscribeAs(null, reader.email)).toEqual(refused);
    expect(await unsubscribeAs(null, uniqueEmail('nie'))).toEqual(refused);
    expect(await unsubscribeAs(null)).toEqual(refused);
    const guest = await registeredGuest(unsubscribeShop);
    expect(await unsubscribeAs(guest.cookie, reader.email)).toEqual(refused);
    expect(await unsubscribeAs(guest.cookie, guest.email)).toEqual(refused);
    expect(await statusOf(reader.cookie)).toBe('SUBSCRIBED');
  });

  test('a customer cannot unsubscribe another address: refused on email before any upstream write', async () => {
    const other = await registeredCustomer(unsubscribeShop);
    const res = await unsubscribeIn(unsubscribeShop, other.cookie, reader.email);
    expect(dataOf(res).unsubscribeNewsletter).toEqual({
      success: false,
      userErrors: [
        {
          field: 'email',
          code: 'EMAIL_NOT_OWN',
          message: 'Only the e-mail address of your account can be unsubscribed from the newsletter.',
        },
      ],
    });
    expect(upstreamCallLog(res).filter((call) => call.includes('/newsletter/'))).toEqual([]);
    expect(await statusOf(reader.cookie)).toBe('SUBSCRIBED');
  });

  test('a customer unsubscribes the own address, without naming it or naming it in any case', async () => {
    expect(await unsubscribeAs(reader.cookie)).toEqual(done);
    expect(await statusOf(reader.cookie)).toBe('UNSUBSCRIBED');
    expect(await unsubscribeAs(reader.cookie, reader.email.toUpperCase())).toEqual(done);
  });

  test('a customer who never subscribed is answered like a subscribed one', async () => {
    const never = await registeredCustomer(unsubscribeShop);
    expect(await unsubscribeAs(never.cookie, never.email)).toEqual(done);
    expect(await statusOf(never.cookie)).toBe('NOT_SUBSCRIBED');
  });

  test('a loop of unsubscribes from one client address is limited, with the wait in seconds', async () => {
    const { cookie, email } = await registeredCustomer(unsubscribeLoopShop);
    const subscribed = await graphql(unsubscribeLoopShop, SUBSCRIBE, { input: { email } }, as(cookie));
    expect(dataOf(subscribed).subscribeNewsletter.status).toBe('SUBSCRIBED');
    // Shopware's newsletter steps per address: three, then 30 s between two.
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect(dataOf(await unsubscribeIn(unsubscribeLoopShop, cookie, email)).unsubscribeNewsletter).toEqual(done);
    const res = await unsubscribeIn(unsubscribeLoopShop, cookie, email);
    const limited = dataOf(res).unsubscribeNewsletter;
    expect(limited).toMatchObject({ success: false, userErrors: [{ field: null, code: 'RATE_LIMITED' }] });
    expect(limited.userErrors[0].message).toMatch(/^Too many requests\. Please wait \d+ seconds\.$/);
    expect(upstreamCallLog(res).filter((call) => call.includes('/newsletter/'))).toEqual([]);
  });
});

describe('contact form', () => {
  const form = (changes: Record<string, unknown> = {}) => ({
    salutationId: ids.mrs,
    firstName: 'Erika',
    lastName: 'Musterfrau',
    email: 'erika@example.com',
    subject: 'Weinprobe',
    comment: 'Haben Sie im Mai noch einen Termin für eine Weinprobe für acht Personen?',
    dataProtectionAccepted: true,
    ...changes,
  });
  const send = async (input: Record<string, unknown>, headers: Record<string, string> = EN) =>
    graphql(contactShop, CONTACT, { input }, headers);

  test('sends the message to the shop', async () => {
    const comment = `Frage ${Date.now()}`;
    expect(dataOf(await send(form({ comment, phone: '06345 1234' }))).sendContactForm).toEqual({
      success: true,
      message: null,
      userErrors: [],
    });
    const mail = await lastMail(contactShop, 'info@weingut-keller-brandt.de', 'contact_form');
    expect(mail.subject).toMatch(/^Kontaktanfrage erhalten - /);
  });

  test("without the data-protection consent: the spec's general message, and no upstream call", async () => {
    const res = await send(form({ dataProtectionAccepted: false }));
    expect(dataOf(res).sendContactForm).toEqual({
      success: false,
      message: null,
      userErrors: [
        {
          field: 'dataProtectionAccepted',
          code: 'DATA_PROTECTION_NOT_ACCEPTED',
          message: 'Please fill in the form correctly and accept the regulations.',
        },
      ],
    });
    expect(upstreamCallLog(res)).toEqual([]);
    const german = dataOf(await send(form({ dataProtectionAccepted: false }), {})).sendContactForm.userErrors[0]
      .message;
    expect(german).toBe('Bitte füllen Sie das Formular korrekt aus und akzeptieren Sie die Datenschutzbestimmungen.');
  });

  test('every refused field is named', async () => {
    const res = await send(form({ salutationId: null, email: 'erika@', subject: ' ', comment: '', phone: 'abc' }));
    expect(refusals(dataOf(res).sendContactForm)).toEqual([
      'salutationId:SALUTATION_REQUIRED',
      'email:EMAIL_INVALID',
      'phone:PHONE_INVALID',
      'subject:REQUIRED',
      'comment:REQUIRED',
    ]);
  });

  test("Shopware's own refusals (a URL in a name) come back on their fields; they do not count against the limit", async () => {
    const { sendContactForm } = dataOf(await send(form({ firstName: 'https://spam.example' })));
    expect(sendContactForm).toMatchObject({
      success: false,
      userErrors: [{ field: 'firstName', code: 'REGEX_FAILED_ERROR' }],
    });
  });

  test('a fourth message in a row is throttled with the wait', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect(dataOf(await send(form())).sendContactForm.success).toBe(true);
    const { sendContactForm } = dataOf(await send(form()));
    expect(sendContactForm).toMatchObject({ success: false, userErrors: [{ field: null, code: 'RATE_LIMITED' }] });
    expect(sendContactForm.userErrors[0].message).toMatch(/^Too many requests\. Please wait \d+ seconds\.$/);
  });
});
