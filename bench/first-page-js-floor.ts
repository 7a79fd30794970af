/**
 * What the owner's named client libraries alone weigh on a first page, before any of the shop's code
 * (part of `npm run perf`, after the web build). It builds, in memory with Vite, the web client's library
 * versions and its resolution (web/build-plugins/library-resolution.ts), two minimal apps that do only
 * what every first page of the shop does: hydrate with React DOM, route with React Router, send one query and one mutation through Apollo Client (a
 * precompiled document, as the generated hooks do: no GraphQL parser) and show one text through i18next.
 * One routes as the shop must (a data router: its pages hydrate the server's loader data), one with the
 * smallest router React Router offers (declarative `<Routes>`). Prints each library's share (gzip and
 * Brotli, level 9 / 11 as the build writes them) beside the shop's own first-page shell from web/dist
 * and issue 9's budget, and writes bench/results/first-page-js-floor.{md,json}.
 *
 *   npx tsx bench/first-page-js-floor.ts
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as viteBuild, type Plugin, type Rollup } from 'vite';
import { browserConditions, reactRouterProduction } from '@weingut/web/build-plugins/library-resolution';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB = join(ROOT, 'web');
const RESULTS = join(ROOT, 'bench/results');
// The budget of issue 9 (bench/lighthouse.ts): the first page's JavaScript, KB gzip.
const BUDGET_KB = 120;

/** Each library's chunk: the modules it takes, and its name in the report. */
const LIBRARIES = {
  react: { modules: /node_modules\/(react|react-dom|scheduler)\//, label: 'React DOM and React' },
  router: { modules: /node_modules\/(react-router|react-router-dom)\//, label: 'React Router' },
  apollo: {
    modules: /node_modules\/(@apollo|graphql|rxjs|optimism|@wry|tslib)\//,
    label: 'Apollo Client, with graphql and rxjs',
  },
  i18n: { modules: /node_modules\/(i18next|react-i18next)\//, label: 'i18next and react-i18next' },
} as const;
type Library = keyof typeof LIBRARIES;

const COMMON = `
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider, useMutation, useQuery } from '@apollo/client/react';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
const field = (name) => ({ kind: 'Field', name: { kind: 'Name', value: name } });
const documentOf = (operation, name, fields) => ({ kind: 'Document', definitions: [{ kind: 'OperationDefinition', operation, name: { kind: 'Name', value: name }, selectionSet: { kind: 'SelectionSet', selections: fields.map(field) } }] });
const Navigation = documentOf('query', 'Navigation', ['id', 'name']);
const AddToCart = documentOf('mutation', 'AddToCart', ['id']);
void i18next.use(initReactI18next).init({ lng: 'de-DE', resources: { 'de-DE': { translation: { cart: 'Warenkorb' } } } });
const client = new ApolloClient({ cache: new InMemoryCache(), link: new HttpLink({ uri: '/graphql' }) });
function Page({ loaded }) {
  const { t } = useTranslation();
  const navigation = useQuery(Navigation);
  const [addToCart] = useMutation(AddToCart);
  return h('main', null, h(Link, { to: '/Weine/' }, String(navigation.data ?? loaded)), h('button', { onClick: () => addToCart() }, t('cart')));
}
const hydrate = (app) => hydrateRoot(document.getElementById('root'), h(ApolloProvider, { client }, app));
`;

const APPS = {
  'data router (as the shop routes)': `
import { Link, RouterProvider, createBrowserRouter, useLoaderData } from 'react-router-dom';
${COMMON}
const Loaded = () => h(Page, { loaded: useLoaderData() });
hydrate(h(RouterProvider, { router: createBrowserRouter([{ path: '/', element: h(Loaded), loader: () => 1 }]) }));
`,
  'declarative routes (the smallest)': `
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
${COMMON}
hydrate(h(BrowserRouter, null, h(Routes, null, h(Route, { path: '/', element: h(Page, { loaded: 1 }) }))));
`,
} as const;
type AppName = keyof typeof APPS;

const ENTRY = 'virtual:first-page-floor';
function entryModule(source: string): Plugin {
  return {
    name: 'first-page-floor-entry',
    resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
    load: (id) => (id === `\0${ENTRY}` ? source : undefined),
  };
}

interface Size {
  gzip: number;
  brotli: number;
}
const sizeOf = (code: string | Uint8Array): Size => ({
  gzip: gzipSync(code, { level: 9 }).length,
  brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Builds one app as the web client builds (es2022, React Router's production files, rxjs's ES2015 files), one chunk per library. */
async function build(source: string): Promise<Record<Library | 'app', Size>> {
  const output = (await viteBuild({
    configFile: false,
    logLevel: 'silent',
    root: WEB,
    plugins: [entryModule(source)],
    resolve: {
      alias: [
        ...reactRouterProduction,
        // The web client's React 19: the repository root also holds React 18, for the gateway's IDE.
        { find: /^(react|react-dom|scheduler)(\/.*)?$/, replacement: `${join(WEB, 'node_modules')}/$1$2` },
      ],
      conditions: browserConditions,
    },
    build: {
      write: false,
      target: 'es2022',
      rollupOptions: {
        input: ENTRY,
        output: {
          manualChunks: (id) =>
            (Object.keys(LIBRARIES) as Library[]).find((library) => LIBRARIES[library].modules.test(id)),
        },
      },
    },
  })) as Rollup.RollupOutput;
  const chunks = output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const named = Object.fromEntries(
    (Object.keys(LIBRARIES) as Library[]).map((library) => [
      library,
      sizeOf(chunks.find((chunk) => chunk.name === library)?.code ?? ''),
    ]),
  );
  return {
    ...named,
    app: sizeOf(
      chunks
        .filter((chunk) => !(chunk.name in LIBRARIES))
        .map((chunk) => chunk.code)
        .join('\n'),
    ),
  } as Record<Library | 'app', Size>;
}

/** The shop's first-page shell as built (web/dist): the entry script and the chunks boot.js preloads with it. */
function shopShell(): Size | undefined {
  const page = join(WEB, 'dist/index.html');
  if (!existsSync(page)) return undefined;
  const boot = /data-entry="([^"]+)" data-preload="([^"]*)"/.exec(readFileSync(page, 'utf8'));
  if (!boot) throw new Error('web/dist/index.html names no entry on boot.js');
  const files = [boot[1]!, ...boot[2]!.split(' ').filter(Boolean)];
  return files
    .map((file) => sizeOf(readFileSync(join(WEB, 'dist', file))))
    .reduce((sum, size) => ({ gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }));
}

const totals = {} as Record<AppName, Size>;
const rows: string[] = [];
const figures: Record<string, unknown> = {};
for (const name of Object.keys(APPS) as AppName[]) {
  const sizes = await build(APPS[name]);
  figures[name] = sizes;
  totals[name] = Object.values(sizes).reduce((sum, size) => ({
    gzip: sum.gzip + size.gzip,
    brotli: sum.brotli + size.brotli,
  }));
  for (const [part, size] of Object.entries(sizes))
    rows.push(
      `| ${name} | ${part === 'app' ? 'the minimal app itself' : LIBRARIES[part as Library].label} | ${kb(size.gzip)} | ${kb(size.brotli)} |`,
    );
  rows.push(`| ${name} | **together** | **${kb(totals[name].gzip)}** | **${kb(totals[name].brotli)}** |`);
}
const shell = shopShell();
if (shell)
  rows.push(
    `| the shop (web/dist) | its first-page shell: entry and preloads, without the page's own chunk | ${kb(shell.gzip)} | ${kb(shell.brotli)} |`,
  );
rows.push(`| issue 9's budget | the first page's JavaScript | ≤ ${BUDGET_KB} | |`);

const smallest = Math.min(...Object.values(totals).map((size) => size.gzip));
const report = [
  `The owner's named client libraries on a first page, without the shop's code, ${new Date().toISOString().slice(0, 10)} (KB)`,
  '',
  '| app | part | gzip | Brotli |',
  '|---|---|--:|--:|',
  ...rows,
  '',
  `Even the smallest use of these libraries takes ${kb(smallest)} KB gzip, ${smallest > BUDGET_KB * 1024 ? `${kb(smallest - BUDGET_KB * 1024)} KB over` : 'within'} the ${BUDGET_KB} KB budget.`,
].join('\n');
console.log(report);
mkdirSync(RESULTS, { recursive: true });
writeFileSync(join(RESULTS, 'first-page-js-floor.md'), `${report}\n`);
writeFileSync(
  join(RESULTS, 'first-page-js-floor.json'),
  JSON.stringify({ budgetKb: BUDGET_KB, apps: figures, totals, shopShell: shell ?? null }, null, 2),
);
