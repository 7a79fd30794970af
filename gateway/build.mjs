/**
 * The gateway as it runs in production and under `npm start`: one ES module, dist/main.js, made by esbuild
 * from src/main.ts, and the render thread's script beside it. The workspace's own packages (@weingut/schema,
 * TypeScript sources) go into it; every other package stays an import from node_modules. Running it needs no TypeScript loader (tsx's costs
 * about 130 MB of resident memory: docs/adr/0024-serving-pages-beside-graphql.md).
 */
import { build } from 'esbuild';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const result = await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  write: false,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Written beside it for reading a production stack trace by hand; Node does not load it (no --enable-source-maps).
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-outside',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          path.startsWith('@weingut/') ? undefined : { path, external: true },
        );
      },
    },
  ],
});

// Each file written whole under another name, then renamed: a gateway starting while another build runs
// (test files in parallel) never reads half a file.
// The render thread's script (plain JavaScript, src/http/render-thread.mjs) goes beside it as it is.
const threadScript = new URL('./src/http/render-thread.mjs', import.meta.url);
const files = [
  ...result.outputFiles,
  { path: new URL('./dist/render-thread.mjs', import.meta.url).pathname, contents: readFileSync(threadScript) },
];
for (const file of files) {
  mkdirSync(new URL('./dist/', import.meta.url), { recursive: true });
  const partial = `${file.path}.${process.pid}.partial`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}
