import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { EN, LOGIN, USER_ERRORS, ids, uniqueEmail } from './support/account-fixtures.js';
import { graphql, startGateway, startShop, type RunningGateway, type RunningShop } from './support/gateway-harness.js';

const CONTACT = `mutation Contact($input: ContactFormInput!) { sendContactForm(input: $input) { success ${USER_ERRORS} } }`;
const RESET = `mutation Reset($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) { success ${USER_ERRORS} } }`;
const contactForm = (email: string) => ({
  salutationId: ids.mrs,
  firstName: 'Erika',
  lastName: 'Musterfrau',
  email,
  subject: 'Weinprobe',
  comment: 'Haben Sie im Mai noch einen Termin?',
  dataProtectionAccepted: true,
});
const upstreamCalls = (res: { headers: Record<string, unknown> }) => Number(res.headers['x-upstream-calls'] ?? 0);

describe('rate limits (on)', () => {
  let shop: RunningShop;
  beforeAll(async () => {
    shop = await startShop({ gatewayEnv: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => shop?.close());

  test("login: the 11th attempt for one e-mail is refused before Shopware, with the wait in the request's language", async () => {
    const email = uniqueEmail('raten');
    const tryLogin = (headers: Record<string, string>) =>
      graphql(shop, LOGIN, { input: { email, password: 'wrong-password' } }, headers);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const res = await tryLogin(EN);
      expect(res.body.data.login.userErrors[0].code).not.toBe('CUSTOMER_AUTH_THROTTLED');
    }
    const refused = await tryLogin(EN);
    expect(refused.body.data.login.userErrors).toEqual([
      {
        field: null,
        code: 'CUSTOMER_AUTH_THROTTLED',
        message: expect.stringMatching(/^Too many login attempts\. Please wait (10|9) seconds\.$/),
      },
    ]);
    expect(upstreamCalls(refused)).toBe(0);
    // The wait as a number an app reads: the Retry-After header, and the field when asked for.
    expect(refused.headers['retry-after']).toMatch(/^(10|9)$/);
    const asked = await graphql(
      shop,
      `
        mutation Login($input: LoginInput!) {
          login(input: $input) {
            userErrors {
              code
              retryAfterSeconds
            }
          }
        }
      `,
      { input: { email, password: 'wrong-password' } },
    );
    expect(asked.body.data.login.userErrors).toEqual([
      { code: 'CUSTOMER_AUTH_THROTTLED', retryAfterSeconds: Number(asked.headers['retry-after']) },
    ]);
    expect(asked.body.data.login.userErrors[0].retryAfterSeconds).toBeGreaterThanOrEqual(9);
    const german = await tryLogin({ 'accept-language': 'de-DE' });
    expect(german.body.data.login.userErrors[0].message).toMatch(
      /^Zu viele Anmeldeversuche\. Bitte warten Sie \d+ Sekunden\.$/,
    );
    const italian = await tryLogin({ 'accept-language': 'it-IT' });
    expect(italian.body.data.login.userErrors[0].message).toMatch(
      /^Troppi tentativi di accesso\. Attendi \d+ secondi\.$/,
    );
  });

  test('password reset: the 4th request for one e-mail is refused (Shopware: 3, then 30 s)', async () => {
    const email = uniqueEmail('vergessen');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await graphql(shop, RESET, { input: { email } }, EN)).body.data.requestPasswordReset).toEqual({
        success: true,
        userErrors: [],
      });
    }
    const refused = await graphql(shop, RESET, { input: { email } }, EN);
    expect(refused.body.data.requestPasswordReset.userErrors).toEqual([
      {
        field: null,
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds\.$/),
      },
    ]);
    expect(upstreamCalls(refused)).toBe(0);
  });

  test('contact form: a client that claims other addresses in X-Forwarded-For is still one client (no trusted proxy)', async () => {
    const results = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      results.push(
        await graphql(
          shop,
          CONTACT,
          { input: contactForm(uniqueEmail('kontakt')) },
          { ...EN, 'x-forwarded-for': `203.0.113.${attempt}` },
        ),
      );
    }
    const last = results[3]!;
    expect(last.body.data.sendContactForm.userErrors[0]).toMatchObject({ code: 'RATE_LIMITED' });
    expect(upstreamCalls(last)).toBe(0);
  });
});

describe('behind a trusted proxy', () => {
  let captured: IncomingHttpHeaders[];
  let storeApi: Server;
  let gateway: RunningGateway;
  beforeAll(async () => {
    captured = [];
    // A Store API that records what it is sent and answers every call with an empty success.
    storeApi = createServer((request, response) => {
      captured.push(request.headers);
      response.setHeader('content-type', 'application/json');
      response.setHeader('sw-context-token', 'a'.repeat(32));
      response.end('{}');
    });
    await new Promise<void>((resolve) => storeApi.listen(0, '127.0.0.1', resolve));
    const { port } = storeApi.address() as { port: number };
    gateway = await startGateway({
      SHOPWARE_ENDPOINT: `http://127.0.0.1:${port}`,
      RATE_LIMITS: 'on',
      TRUSTED_PROXIES: '127.0.0.1',
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await new Promise((resolve) => storeApi.close(resolve));
  });

  test("the proxy's X-Forwarded-For is the client: counted per forwarded address and sent on to Shopware", async () => {
    const send = (ip: string) =>
      graphql(gateway, CONTACT, { input: contactForm(uniqueEmail('proxy')) }, { ...EN, 'x-forwarded-for': ip });
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await send('198.51.100.7')).body.data.sendContactForm.userErrors).toEqual([]);
    expect((await send('198.51.100.7')).body.data.sendContactForm.userErrors[0]).toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect((await send('198.51.100.8')).body.data.sendContactForm.userErrors).toEqual([]);
    expect(captured.at(-1)?.['x-forwarded-for']).toBe('198.51.100.8');
  });

  test('the session cookie is Secure when the trusted proxy says the shopper came over HTTPS, and HttpOnly, SameSite=Lax always', async () => {
    const res = await graphql(
      gateway,
      CONTACT,
      { input: contactForm(uniqueEmail('cookie')) },
      { 'x-forwarded-for': '198.51.100.9', 'x-forwarded-proto': 'https' },
    );
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((entry) => entry.startsWith('sw-context-token='));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/);
  });
});

test('without a trusted proxy, X-Forwarded-Proto cannot make the cookie Secure and Shopware is sent the peer’s address, not the one the client claims', async () => {
  const captured: IncomingHttpHeaders[] = [];
  const storeApi = createServer((request, response) => {
    captured.push(request.headers);
    response.setHeader('content-type', 'application/json');
    response.setHeader('sw-context-token', 'b'.repeat(32));
    response.end('{}');
  });
  await new Promise<void>((resolve) => storeApi.listen(0, '127.0.0.1', resolve));
  const gateway = await startGateway({
    SHOPWARE_ENDPOINT: `http://127.0.0.1:${(storeApi.address() as { port: number }).port}`,
  });
  try {
    const res = await graphql(
      gateway,
      CONTACT,
      { input: contactForm(uniqueEmail('plain')) },
      { 'x-forwarded-for': '198.51.100.10', 'x-forwarded-proto': 'https' },
    );
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((entry) => entry.startsWith('sw-context-token='));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).not.toMatch(/; Secure/);
    expect(captured.at(-1)?.['x-forwarded-for']).toBe('127.0.0.1');
  } finally {
    await gateway.close();
    await new Promise((resolve) => storeApi.close(resolve));
  }
});
