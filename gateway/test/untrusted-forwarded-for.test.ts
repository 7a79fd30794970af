import { startGateway } from './support/gateway-harness.js';

/**
 * A gateway behind a balancer that is not in TRUSTED_PROXIES counts every shopper at the balancer's
 * address. In production it says so once: the first request from an untrusted peer with X-Forwarded-For.
 */
const PRODUCTION = {
  NODE_ENV: 'production',
  SHOPWARE_ENDPOINT: 'http://127.0.0.1:9',
  LOG_FORMAT: 'json',
  LOG_LEVEL: 'info',
};

async function linesAfter(
  env: Record<string, string>,
  requests: Record<string, string>[],
): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const gateway = await startGateway(
    { ...PRODUCTION, ...env },
    { logDestination: { write: (line: string) => lines.push(line) } },
  );
  try {
    for (const headers of requests) await gateway.http.get('/health').set(headers);
  } finally {
    await gateway.close();
  }
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => /X-Forwarded-For/.test(String(entry.msg)));
}

const forwarded = (ip: string) => ({ 'x-forwarded-for': ip });

test('in production, X-Forwarded-For from a peer outside TRUSTED_PROXIES is logged once (a warning naming the setting), however often it comes', async () => {
  const entries = await linesAfter({}, [
    {},
    forwarded('198.51.100.1'),
    forwarded('198.51.100.2'),
    forwarded('198.51.100.3'),
  ]);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ level: 40, msg: expect.stringContaining('TRUSTED_PROXIES') });
  expect(JSON.stringify(entries[0])).not.toContain('198.51.100.');
});

test('from a trusted proxy, or with no X-Forwarded-For, nothing is logged', async () => {
  expect(await linesAfter({ TRUSTED_PROXIES: '127.0.0.1' }, [forwarded('198.51.100.1'), {}])).toEqual([]);
  expect(await linesAfter({}, [{}, {}])).toEqual([]);
});

test('outside production nothing is logged (tests and development send X-Forwarded-For freely)', async () => {
  expect(await linesAfter({ NODE_ENV: 'development' }, [forwarded('198.51.100.1')])).toEqual([]);
});
