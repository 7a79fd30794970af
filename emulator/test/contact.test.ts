import { ok, post, shopwareError, startEmulator, type RunningEmulator } from './support/emulator-harness.js';

let emulator: RunningEmulator;
let salutationId: string;
/** The emulator's "now", moved by the rate limit test. */
let now = Date.now();
beforeAll(async () => {
  emulator = await startEmulator({ clock: () => new Date(now) });
  const salutations = ok(await post(emulator.http, '/salutation'));
  salutationId = salutations.elements.find(
    (salutation: { salutationKey: string }) => salutation.salutationKey === 'mrs',
  ).id;
});
afterAll(async () => {
  await emulator.close();
});
// Every test comes from 127.0.0.1; the contact_form limit is tested on its own, so each test starts unthrottled.
beforeEach(() => {
  emulator.db.prepare('DELETE FROM rate_limit').run();
});

const SHOP = 'info@weingut-keller-brandt.de';
const form = (changes: Record<string, unknown> = {}) => ({
  salutationId,
  firstName: 'Erika',
  lastName: 'Musterfrau',
  email: 'erika@example.com',
  subject: 'Weinprobe',
  comment: 'Haben Sie im Mai noch einen Termin für eine Weinprobe für acht Personen?',
  ...changes,
});
const send = (body: object, headers: Record<string, string> = {}) =>
  post(emulator.http, '/contact-form', body, headers);
/** The answer as ContactFormRoute sends it, a ContactFormRouteResponseStruct. */
function sent(res: Awaited<ReturnType<typeof send>>) {
  expect(ok(res)).toEqual({ individualSuccessMessage: '', apiAlias: 'contact_form_result' });
  return res.body;
}
const shopMails = async () =>
  (await emulator.http.get('/_emulator/outbox').query({ recipient: SHOP, type: 'contact_form' })).body.elements as {
    subject: string;
    body: string;
  }[];
const pointers = (res: Awaited<ReturnType<typeof send>>) =>
  res.body.errors.map(
    (error: { code: string; source: { pointer: string } }) => `${error.code} ${error.source.pointer}`,
  );

describe('POST /contact-form', () => {
  test('stores the message, mails it to the shop and answers the contact form result', async () => {
    const before = (await shopMails()).length;
    const comment = `Frage ${Date.now()}`;
    sent(await send(form({ comment, phone: '06345 1234' })));
    const mails = await shopMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.subject).toMatch(/^Kontaktanfrage erhalten - /);
    expect(mails[0]!.body).toContain(comment);
    expect(mails[0]!.body).toContain('Kontakt E-Mail: erika@example.com');
    expect(mails[0]!.body).toContain('Telefonnummer: 06345 1234');
    const stored = emulator.db
      .prepare<[], { data: string }>('SELECT data FROM contact_message ORDER BY rowid DESC LIMIT 1')
      .get();
    expect(JSON.parse(stored!.data)).toMatchObject({
      comment,
      email: 'erika@example.com',
      salutationId,
      subject: 'Weinprobe',
    });
  });

  test('takes no phone and no data-protection consent: Shopware leaves the consent to the storefront', async () => {
    const body = form();
    expect(Object.keys(body)).not.toContain('phone');
    sent(await send(body));
  });

  test('answers one blank violation per required field, in the order of ContactFormValidationFactory', async () => {
    const res = await send({});
    const error = shopwareError(res, 400, 'VIOLATION::IS_BLANK_ERROR');
    expect(error).toMatchObject({
      detail: 'This value should not be blank.',
      source: { pointer: '/salutationId' },
      meta: { parameters: { '{{ value }}': 'null' } },
    });
    expect(pointers(res)).toEqual([
      'VIOLATION::IS_BLANK_ERROR /salutationId',
      'VIOLATION::IS_BLANK_ERROR /email',
      'VIOLATION::IS_BLANK_ERROR /subject',
      'VIOLATION::IS_BLANK_ERROR /comment',
      'VIOLATION::IS_BLANK_ERROR /firstName',
      'VIOLATION::IS_BLANK_ERROR /lastName',
    ]);
  });

  test('blank strings are blank too', async () => {
    const res = await send(form({ subject: '', comment: '' }));
    shopwareError(res, 400, 'VIOLATION::IS_BLANK_ERROR');
    expect(pointers(res)).toEqual(['VIOLATION::IS_BLANK_ERROR /subject', 'VIOLATION::IS_BLANK_ERROR /comment']);
    expect(res.body.errors[0].meta.parameters).toEqual({ '{{ value }}': '""' });
  });

  test('refuses an invalid address and URLs in names', async () => {
    const res = await send(
      form({ email: 'erika@', firstName: 'https://spam.example', lastName: 'Besuchen Sie http:/x' }),
    );
    const error = shopwareError(res, 400, 'VIOLATION::INVALID_FORMAT_ERROR');
    expect(error).toMatchObject({ detail: 'This value is not a valid email address.', source: { pointer: '/email' } });
    expect(pointers(res)).toEqual([
      'VIOLATION::INVALID_FORMAT_ERROR /email',
      'VIOLATION::REGEX_FAILED_ERROR /firstName',
      'VIOLATION::REGEX_FAILED_ERROR /lastName',
    ]);
    expect(res.body.errors[1]).toMatchObject({
      detail: 'This value is not valid.',
      meta: { parameters: { '{{ value }}': '"https://spam.example"', '{{ pattern }}': '/((https?:\\/))/' } },
    });
  });

  test('an unknown salutation is ENTITY_DOES_NOT_EXISTS; an id that is no UUID is FRAMEWORK__INVALID_UUID', async () => {
    const unknown = 'ffffffffffffffffffffffffffffffff';
    const error = shopwareError(await send(form({ salutationId: unknown })), 400, 'VIOLATION::ENTITY_DOES_NOT_EXISTS');
    expect(error).toMatchObject({
      source: { pointer: '/salutationId' },
      detail: `The "salutation" entity with id "${unknown}" does not exist.`,
      meta: {
        parameters: { '{{ primaryProperty }}': 'id', '{{ id }}': `"${unknown}"`, '{{ entity }}': '"salutation"' },
      },
    });
    const invalid = shopwareError(await send(form({ salutationId: 'frau' })), 400, 'FRAMEWORK__INVALID_UUID');
    expect(invalid.meta.parameters).toEqual({ input: 'frau' });
  });

  test('mails in English for an English context', async () => {
    const languages = ok(await post(emulator.http, '/language'));
    const english = languages.elements.find(
      (language: { locale: { code: string } }) => language.locale.code === 'en-GB',
    ).id;
    sent(await send(form(), { 'sw-language-id': english }));
    const [mail] = await shopMails();
    expect(mail!.subject).toMatch(/^Contact form received - /);
    expect(mail!.body).toContain('Contact email address: erika@example.com');
  });

  test('limits a client to 3 messages, then 429 FRAMEWORK__RATE_LIMIT_EXCEEDED (contact_form); refused forms do not count', async () => {
    await send({});
    for (let attempt = 0; attempt < 3; attempt++) sent(await send(form()));
    const before = (await shopMails()).length;
    now += 5_000;
    const error = shopwareError(await send(form()), 429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED');
    expect(error.meta.parameters).toEqual({ seconds: 25 });
    expect(error.detail).toBe('Too many requests, try again in 25 seconds.');
    expect(await shopMails()).toHaveLength(before);
    now += 25_000;
    sent(await send(form()));
    // The 5th attempt waits 30 s after the 4th, the 6th 60 s after the 5th.
    expect(shopwareError(await send(form()), 429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED').meta.parameters).toEqual({
      seconds: 30,
    });
    now += 30_000;
    sent(await send(form()));
    expect(shopwareError(await send(form()), 429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED').meta.parameters).toEqual({
      seconds: 60,
    });
  });
});
