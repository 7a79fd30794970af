import { existsSync } from 'node:fs';
import { startShop, type RunningShop } from './support/gateway-harness.js';
import { rawRequest } from './support/raw-request.js';

/**
 * Long and odd request targets (issue 42): a path longer than any page's, a percent-encoding that does not
 * decode, a control character, a target that is no path, a URL over 8 KB. Each is a 404 (414 for an
 * over-long URL) on the pages, /graphql and /sitemap.xml alike, logged at warn, never the 500 page; the
 * shop as `npm start` serves it (the web client built, its server renderer on).
 */
const WEB_DIST = '../web/dist';

const lines: Record<string, unknown>[] = [];
let shop: RunningShop;
beforeAll(async () => {
  if (!existsSync(`${WEB_DIST}/index.html`) || !existsSync('../web/dist-server/entry-server.js'))
    throw new Error('These tests need the web client built: npm run build -w web');
  shop = await startShop({
    // The test is about how these requests are logged: warnings as JSON lines (silent under NODE_ENV=test otherwise).
    gatewayEnv: { WEB_DIST, LOG_LEVEL: 'warn', LOG_FORMAT: 'json' },
    gateway: { logDestination: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
  });
});
afterAll(() => shop?.close());

/** A request as a client writes it, byte for byte (with a body for the other methods). */
const send = (target: string, method = 'GET') =>
  rawRequest(shop.gatewayUrl, [`${method} ${target} HTTP/1.1`, 'accept: text/html'], method === 'GET' ? '' : '{}');

/** The warnings logged while `send` ran (its answer is sent before the access line: a moment for the log). */
async function warningsOf<T>(act: () => Promise<T>): Promise<{ answer: T; warnings: Record<string, unknown>[] }> {
  const from = lines.length;
  const answer = await act();
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { answer, warnings: lines.slice(from).filter((line) => line.level === 40) };
}

const LONG = 'a'.repeat(2000);

describe('a path longer than any page is the 404 page, logged at warn', () => {
  test.each([
    ['/ + 2,000 characters', `/${LONG}`],
    ['/Weine/ + 2,100 characters', `/Weine/${'a'.repeat(2100)}`],
    ['a path of 700 encoded letters', `/${'%41'.repeat(700)}`],
    ['/sitemap.xml + 2,000 characters', `/sitemap.xml${LONG}`],
  ])('%s', async (_name, path) => {
    const { answer, warnings } = await warningsOf(() => send(path));
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('<div id="root">');
    expect(answer.body).not.toMatch(/Hoppla|Oops/);
    expect(warnings).toEqual([
      expect.objectContaining({ msg: 'Request target refused', status: 404, reason: 'longer than 2000 characters' }),
    ]);
    // The line names the path cut short, not its 2,000 characters.
    expect(String(warnings[0]!.path).length).toBeLessThanOrEqual(201);
  });

  test('a path of 2,000 characters is still asked of the catalogue: 404 as an unknown page, no warning', async () => {
    const { answer, warnings } = await warningsOf(() => send(`/${'a'.repeat(1999)}`));
    expect(answer.status).toBe(404);
    expect(warnings).toEqual([]);
  });
});

describe('odd paths are a 404 on the pages, /graphql and /sitemap.xml alike, with the shop’s headers, logged at warn', () => {
  test.each([
    ['/Weine/%E0%A4%A', 'invalid percent-encoding'],
    ['/%', 'invalid percent-encoding'],
    ['/Weine/%zz', 'invalid percent-encoding'],
    ['/%c0%ae%c0%ae/', 'invalid percent-encoding'],
    ['/%ed%a0%80', 'invalid percent-encoding'],
    ['/graphql/%ff', 'invalid percent-encoding'],
    ['/sitemap.xml/%ff', 'invalid percent-encoding'],
    ['/assets/%ff.js', 'invalid percent-encoding'],
    ['/%00', 'control character'],
    ['/Weine/%0d%0aSet-Cookie:%20x=1', 'control character'],
    ['/graphql%00', 'control character'],
    ['/Weine/%7f', 'control character'],
    ['*', 'not a path'],
    ['http://evil.example/Weine/', 'not a path'],
  ])('%s', async (target, reason) => {
    const { answer, warnings } = await warningsOf(() => send(target));
    expect(answer.status).toBe(404);
    expect(answer.head).toMatch(/^content-security-policy:/im);
    expect(answer.head).not.toMatch(/^(?:location:|set-cookie: x=)/im);
    expect(warnings).toEqual([expect.objectContaining({ msg: 'Request target refused', status: 404, reason })]);
  });

  test('a page is the shop’s 404 page; /graphql and a file’s path a JSON 404; other methods too', async () => {
    expect((await send('/Weine/%zz')).body).toContain('<div id="root">');
    expect((await send('/graphql/%ff')).body).toBe('{"error":"Not found"}');
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS'])
      expect({ method, status: (await send('/graphql/%ff', method)).status }).toEqual({ method, status: 404 });
  });
});

describe('a URL over 8 KB is 414 on every route, logged at warn', () => {
  test.each([
    ['a page', `/${'a'.repeat(9000)}`, 'GET'],
    ['a page’s query', `/Weine/?utm_source=${'a'.repeat(9000)}`, 'GET'],
    ['/graphql', `/graphql?x=${'a'.repeat(9000)}`, 'POST'],
    ['/sitemap.xml', `/sitemap.xml?x=${'a'.repeat(9000)}`, 'GET'],
  ])('%s', async (_name, target, method) => {
    const { answer, warnings } = await warningsOf(() => send(target, method));
    expect(answer.status).toBe(414);
    expect(answer.head).toMatch(/^content-security-policy:/im);
    expect(warnings).toEqual([
      expect.objectContaining({ msg: 'Request target refused', status: 414, reason: 'longer than 8192 characters' }),
    ]);
  });

  test('what Node refuses before the gateway reads it (a raw control character, 16 KB of target) is a 4xx, logged at warn', async () => {
    for (const [target, status] of [
      ['/Weine/\u0001', 400],
      [`/${'a'.repeat(20_000)}`, 431],
    ] as const) {
      const { answer, warnings } = await warningsOf(() => send(target));
      expect(answer.status).toBe(status);
      expect(warnings).toEqual([expect.objectContaining({ msg: 'Request refused before it was read', status })]);
    }
  });
});

test('a shopper’s addresses are pages as before: a category, a long tracker query, the sitemap', async () => {
  const { answer, warnings } = await warningsOf(async () => [
    await send('/Weine/'),
    await send(`/Weine/?utm_source=${'a'.repeat(4000)}`),
    await send('/sitemap.xml'),
    await send('/Weine/Rotwein/?order=price-asc'),
  ]);
  expect(answer.map((res) => res.status)).toEqual([200, 200, 200, 200]);
  expect(warnings).toEqual([]);
});
