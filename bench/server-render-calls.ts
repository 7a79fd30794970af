/**
 * Store API calls of a server-rendered page (part of `npm run perf`, after the web build): the
 * production gateway, its catalogue cache on, renders home, a category, a product and search with the
 * web client's renderer (web/dist-server), in front of an in-process emulator that counts what reaches
 * it. Each page is asked once to fill the cache, then counted for a new visitor (no cookies) and for a
 * returning one (the cookies a first visit's page set: token and signed cache scope).
 *
 * Budgets, from issue 9's "one call per entity type and request" applied to a whole page: a new visitor
 * costs the one GET /context that brings the session's token; a returning visitor at most its session (GET
 * /context and the cart; none when, as here, its session sees the page kept for first visitors: its client
 * asks for the session after the start). Everything else on the page is public and comes from the cache. Exits with 1
 * when a page needs more. Writes bench/results/server-render-calls.json.
 *
 *   npm run build -w web && npx tsx --tsconfig gateway/tsconfig.json bench/server-render-calls.ts
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createEmulator } from '@weingut/emulator/app';
import { loadConfig as loadEmulatorConfig } from '@weingut/emulator/config';
import { openDatabase } from '@weingut/emulator/db/database';
import { loadConfig } from '@weingut/gateway/config';
import { createServer } from '@weingut/gateway/server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RENDERER = `${ROOT}web/dist-server/entry-server.js`;
const PAGES = ['/', '/Weine/Rotwein/', '/Birkweiler-Spaetburgunder-trocken-2021/WB-R-1002', '/search?query=riesling'];
const BUDGET = { newVisitor: 1, returningVisitor: 2 } as const;
type Visitor = keyof typeof BUDGET;

if (!existsSync(RENDERER)) throw new Error('web/dist-server is missing: run `npm run build -w web` first');

const emulatorConfig = loadEmulatorConfig({ EMULATOR_DB: ':memory:', EMULATOR_MEDIA_CACHE: '' });
const db = openDatabase(emulatorConfig.databaseFile);
const emulator = createEmulator({ config: emulatorConfig, db });
const received: string[] = [];
emulator.addHook('onRequest', async (request) => {
  received.push(`${request.method} ${request.url.replace(/^\/store-api/, '')}`);
});
const emulatorUrl = await emulator.listen({ port: 0, host: '127.0.0.1' });
const { app: gateway } = await createServer(
  loadConfig({
    NODE_ENV: 'production',
    SHOPWARE_ENDPOINT: emulatorUrl,
    SHOPWARE_ACCESS_KEY: emulatorConfig.accessKey,
    WEB_DIST: `${ROOT}web/dist`,
    WEB_SERVER_RENDERER: RENDERER,
    CACHE: 'on',
    RATE_LIMITS: 'off',
    GRAPHQL_IDE: 'off',
    // The report alone on stdout, not the gateway's access lines.
    LOG_LEVEL: 'warn',
  }),
);
const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });

/** The page's answer and the Store API calls it made. */
async function visit(path: string, cookie?: string): Promise<{ calls: string[]; cookies: string }> {
  received.length = 0;
  const answer = await fetch(`${gatewayUrl}${path}`, { headers: cookie ? { cookie } : {} });
  const html = await answer.text();
  if (answer.status !== 200 || !html.includes('id="server-render-state"'))
    throw new Error(`${path}: ${answer.status}, not a server-rendered page`);
  return {
    calls: [...received],
    cookies: answer.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
  };
}

const rows: { path: string; calls: Record<Visitor, string[]> }[] = [];
try {
  for (const path of PAGES) {
    const first = await visit(path);
    if (!first.cookies.includes('sw-context-token='))
      throw new Error(`${path}: a first visit's page set no session token`);
    const newVisitor = (await visit(path)).calls;
    const returningVisitor = (await visit(path, first.cookies)).calls;
    rows.push({ path, calls: { newVisitor, returningVisitor } });
  }
} finally {
  await gateway.close();
  await emulator.close();
  db.close();
}

const cell = (calls: string[]) => `${calls.length} (${calls.length ? calls.sort().join(', ') : 'none'})`;
const table = [
  '| page | new visitor: Store API calls | returning visitor: Store API calls |',
  '|---|---|---|',
  ...rows.map(({ path, calls }) => `| ${path} | ${cell(calls.newVisitor)} | ${cell(calls.returningVisitor)} |`),
  `| budget | ≤ ${BUDGET.newVisitor} | ≤ ${BUDGET.returningVisitor} |`,
].join('\n');
console.log(
  `Store API calls of a server-rendered page (production gateway, cache on, after one visit filled it)\n\n${table}\n`,
);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/server-render-calls.json', import.meta.url),
  JSON.stringify({ budget: BUDGET, pages: rows }, null, 2),
);
const broken = rows.flatMap(({ path, calls }) =>
  (Object.keys(BUDGET) as Visitor[])
    .filter((visitor) => calls[visitor].length > BUDGET[visitor])
    .map((visitor) => `${path}: ${visitor} ${calls[visitor].length} > ${BUDGET[visitor]}`),
);
if (broken.length > 0) {
  console.error(`Budgets broken:\n${broken.join('\n')}`);
  process.exit(1);
}
