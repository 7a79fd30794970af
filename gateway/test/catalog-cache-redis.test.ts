import { Redis } from 'ioredis';
import { upstreamCallLog } from './support/catalog-fixtures.js';
import {
  dataOf,
  graphql,
  startGateway,
  startShop,
  type RunningGateway,
  type RunningShop,
} from './support/gateway-harness.js';
import { startRedis, type RunningRedis } from './support/redis-server.js';

let redis: RunningRedis;
let shop: RunningShop;
/** The gateway's log lines (JSON), as an operator would read them. */
const logLines: string[] = [];
beforeAll(async () => {
  redis = await startRedis();
  // Whole answers off: these tests are about the reads under them (one test below turns them on).
  shop = await startShop({
    gatewayEnv: { CACHE: 'on', CACHE_ANSWER_SECONDS: '0', REDIS_URL: redis.url, LOG_LEVEL: 'warn', LOG_FORMAT: 'json' },
    gateway: { logDestination: { write: (line: string) => logLines.push(line) } },
  });
});
afterAll(async () => {
  await shop?.close();
  await redis?.stop();
});

const NAVIGATION = '{ navigation(type: MAIN) { id name path } }';
const cacheOf = (res: { headers: Record<string, unknown> }) => res.headers['x-cache'];

test('answers are kept in Redis as JSON with their time to live, and a second gateway on the same Redis answers from them', async () => {
  const first = await graphql(shop, NAVIGATION);
  expect(cacheOf(first)).toBe('miss');
  expect(cacheOf(await graphql(shop, NAVIGATION))).toBe('hit');

  const client = new Redis(redis.url);
  const keys = await client.keys('weingut:gateway:catalog:*');
  expect(keys.length).toBe(1);
  const ttl = await client.pttl(keys[0]!);
  expect(ttl).toBeGreaterThan(300_000);
  expect(ttl).toBeLessThanOrEqual(360_000);
  const stored = JSON.parse((await client.get(keys[0]!))!) as { storedAt: number; value: unknown[] };
  expect(Array.isArray(stored.value)).toBe(true);
  expect(JSON.stringify(stored)).not.toMatch(/"token"/);
  client.disconnect();

  let other: RunningGateway | undefined;
  try {
    other = await startGateway({
      SHOPWARE_ENDPOINT: shop.emulatorUrl,
      CACHE: 'on',
      CACHE_ANSWER_SECONDS: '0',
      REDIS_URL: redis.url,
    });
    const fromOther = await graphql(other, NAVIGATION);
    expect(cacheOf(fromOther)).toBe('hit');
    expect(upstreamCallLog(fromOther)).toEqual([]);
    expect(dataOf(fromOther)).toEqual(dataOf(first));
  } finally {
    await other?.close();
  }
});

test('whole answers are kept in Redis too, for their short time, and shared by the gateways on it', async () => {
  const query = '{ navigation(type: FOOTER) { id name children { name } } }';
  const gateways: RunningGateway[] = [];
  try {
    for (const _gateway of [1, 2])
      gateways.push(
        await startGateway({
          SHOPWARE_ENDPOINT: shop.emulatorUrl,
          CACHE: 'on',
          CACHE_ANSWER_SECONDS: '20',
          REDIS_URL: redis.url,
        }),
      );
    const first = await graphql(gateways[0]!, query);
    expect(first.headers['x-answer-cache']).toBe('miss');
    const fromOther = await graphql(gateways[1]!, query);
    expect(fromOther.headers['x-answer-cache']).toBe('hit');
    expect(upstreamCallLog(fromOther)).toEqual([]);
    expect(fromOther.body).toEqual(first.body);
    const client = new Redis(redis.url);
    const keys = await client.keys('weingut:gateway:answer:*');
    expect(keys).toHaveLength(1);
    expect(await client.pttl(keys[0]!)).toBeLessThanOrEqual(20_000);
    client.disconnect();
  } finally {
    for (const gateway of gateways) await gateway.close();
  }
});

test('a Redis outage fails no request: the gateway reads from the Store API and reports the outage once', async () => {
  logLines.length = 0;
  await redis.stop();
  const answers = [
    await graphql(shop, NAVIGATION),
    await graphql(shop, NAVIGATION),
    await graphql(shop, '{ navigation(type: FOOTER) { name } }'),
  ];
  for (const res of answers) {
    expect(dataOf(res)).toBeTruthy();
    expect(cacheOf(res)).toMatch(/^miss(, miss)*$/);
  }
  expect(upstreamCallLog(answers[1]!)).toEqual(['GET /context', 'POST /navigation/main-navigation/main-navigation']);
  const reports = logLines
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter(({ msg }) => msg.includes('Redis cache unavailable'));
  expect(reports).toHaveLength(1);
  expect(reports[0]!.level).toBe(40);
});
