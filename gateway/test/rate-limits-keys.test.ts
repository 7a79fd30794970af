import { createServer, type Server } from 'node:http';
import { EN, LOGIN } from './support/account-fixtures.js';
import { graphql, startGateway, type RunningGateway } from './support/gateway-harness.js';
import { startRedis, type RunningRedis } from './support/redis-server.js';

/**
 * Whose attempts count against whom (issue "Hostile and heavy traffic", lockout): login is counted per
 * e-mail and client address (Shopware's key) and per address, where only failed attempts count.
 * Behind a trusted proxy (127.0.0.1, the test's own address), X-Forwarded-For names the shopper.
 */
const RIGHT = 'Richtig-2019';
const CONTACT =
  'mutation Contact($input: ContactFormInput!) { sendContactForm(input: $input) { success userErrors { code } } }';
const contactForm = (email: string) => ({
  salutationId: '0'.repeat(32),
  firstName: 'Erika',
  lastName: 'Musterfrau',
  email,
  subject: 'Weinprobe',
  comment: 'Haben Sie im Mai noch einen Termin?',
  dataProtectionAccepted: true,
});

/** A Store API whose every customer has the password RIGHT; anything else is answered with an empty success. */
async function storeApiStub(): Promise<{ url: string; logins: () => number; close(): Promise<void> }> {
  let logins = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.setHeader('sw-context-token', 'c'.repeat(32));
      if (request.url?.endsWith('/account/login')) {
        logins += 1;
        const { password } = JSON.parse(body) as { password: string };
        if (password !== RIGHT) {
          response.statusCode = 401;
          return response.end(
            JSON.stringify({
              errors: [
                {
                  status: '401',
                  code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
                  detail: 'Invalid username and/or password.',
                },
              ],
            }),
          );
        }
        return response.end(JSON.stringify({ contextToken: 'c'.repeat(32) }));
      }
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    logins: () => logins,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const login = (gateway: RunningGateway, email: string, password: string, from: string) =>
  graphql(gateway, LOGIN, { input: { email, password } }, { ...EN, 'x-forwarded-for': from }).then(
    (res) => res.body.data.login.userErrors.map((error: { code: string }) => error.code) as string[],
  );

describe('login limits behind a trusted proxy', () => {
  let stub: Awaited<ReturnType<typeof storeApiStub>>;
  let gateway: RunningGateway;
  beforeAll(async () => {
    stub = await storeApiStub();
    // CACHE off: the stub answers the login only, not the catalogue cache's scope read.
    gateway = await startGateway({
      SHOPWARE_ENDPOINT: stub.url,
      RATE_LIMITS: 'on',
      CACHE: 'off',
      TRUSTED_PROXIES: '127.0.0.1',
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await stub?.close();
  });

  test('21 wrong guesses for one e-mail from 21 addresses do not lock the customer out on their own address', async () => {
    const email = 'kundin.gesperrt@example.de';
    const guesses = await Promise.all(
      Array.from({ length: 21 }, (_, index) => login(gateway, email, `falsch-${index}`, `203.0.113.${index + 1}`)),
    );
    expect(guesses.flat().filter((code) => code !== 'INVALID_CREDENTIALS')).toEqual([]);
    expect(await login(gateway, email, RIGHT, '198.51.100.20')).toEqual([]);
  });

  test('one address guessing one e-mail is still slowed down: the 11th attempt waits (e-mail and address, as Shopware)', async () => {
    const email = 'kunde.geraten@example.de';
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect(await login(gateway, email, 'falsch', '198.51.100.30')).toEqual(['INVALID_CREDENTIALS']);
    const before = stub.logins();
    expect(await login(gateway, email, RIGHT, '198.51.100.30')).toEqual(['CUSTOMER_AUTH_THROTTLED']);
    expect(stub.logins()).toBe(before);
    // From another address the customer is let in.
    expect(await login(gateway, email, RIGHT, '198.51.100.31')).toEqual([]);
  });

  test('successful logins do not use up the address: 120 customers log in from one address (a shared balancer or office)', async () => {
    for (let round = 0; round < 6; round += 1) {
      const codes = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          login(gateway, `kunde.${round}.${index}@example.de`, RIGHT, '198.51.100.40'),
        ),
      );
      expect(codes.flat()).toEqual([]);
    }
  });

  test('failed logins do use up the address: after 100 wrong guesses with 100 e-mails, the next guess from that address waits', async () => {
    for (let round = 0; round < 5; round += 1) {
      const codes = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          login(gateway, `raten.${round}.${index}@example.de`, 'falsch', '198.51.100.50'),
        ),
      );
      expect(codes.flat().filter((code) => code !== 'INVALID_CREDENTIALS')).toEqual([]);
    }
    expect(await login(gateway, 'raten.extra@example.de', 'falsch', '198.51.100.50')).toEqual([
      'CUSTOMER_AUTH_THROTTLED',
    ]);
    expect(await login(gateway, 'raten.extra@example.de', 'falsch', '198.51.100.51')).toEqual(['INVALID_CREDENTIALS']);
  });
});

describe('limits in Redis', () => {
  let stub: Awaited<ReturnType<typeof storeApiStub>>;
  let redis: RunningRedis;
  let gateway: RunningGateway;
  beforeAll(async () => {
    [stub, redis] = await Promise.all([storeApiStub(), startRedis()]);
    // CACHE off: the stub answers the login only, not the catalogue cache's scope read.
    gateway = await startGateway({
      SHOPWARE_ENDPOINT: stub.url,
      RATE_LIMITS: 'on',
      CACHE: 'off',
      TRUSTED_PROXIES: '127.0.0.1',
      REDIS_URL: redis.url,
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await redis?.stop();
    await stub?.close();
  });

  test('hold while Redis is down (counted in the process meanwhile): the 4th contact form from one address is refused', async () => {
    await redis.stop();
    const codes = [];
    for (let attempt = 1; attempt <= 4; attempt += 1)
      codes.push(
        (
          await graphql(
            gateway,
            CONTACT,
            { input: contactForm(`kontakt.${attempt}@example.de`) },
            { ...EN, 'x-forwarded-for': '198.51.100.60' },
          )
        ).body.data.sendContactForm.userErrors,
      );
    expect(codes.slice(0, 3)).toEqual([[], [], []]);
    expect(codes[3]).toEqual([{ code: 'RATE_LIMITED' }]);
  });
});
