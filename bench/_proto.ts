import autocannon from 'autocannon';
import { createEmulator } from '../emulator/src/app.js';
import { loadConfig } from '../emulator/src/config.js';
import { openDatabase } from '../emulator/src/db/database.js';
const config = loadConfig({ EMULATOR_DB: ':memory:', EMULATOR_MEDIA_CACHE: '' });
const app = createEmulator({ config, db: openDatabase(config.databaseFile) });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const headers = { 'sw-access-key': config.accessKey, 'content-type': 'application/json' };
const root = (await (await fetch(`${base}/store-api/context`, { headers })).json()).salesChannel.navigationCategoryId;
for (const workers of [0, 1]) for (const c of [1, 10]) for (const [name, path, body] of [['health', '/health', undefined], ['listing', `/store-api/product-listing/${root}`, JSON.stringify({ limit: 10, order: 'price-asc' })]] as const) {
  const r = await autocannon({ url: base + path, method: body ? 'POST' : 'GET', headers, body, connections: c, duration: 3, workers: workers || undefined });
  console.log(workers, c, name, r.requests.average, r.latency.p50, r.latency.p99, r.latency.average, r.non2xx, r.errors, r.throughput.average);
}
await app.close();
