import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { EXAMPLE_OPERATIONS } from './ide-examples.js';

const require = createRequire(import.meta.url);

/** GraphiQL and React come from npm packages and are served by the gateway: the IDE needs no internet. */
const ASSETS: Record<string, { pkg: string; file: string; type: string }> = {
  'react.js': { pkg: 'react', file: 'umd/react.production.min.js', type: 'text/javascript' },
  'react-dom.js': { pkg: 'react-dom', file: 'umd/react-dom.production.min.js', type: 'text/javascript' },
  'graphiql.js': { pkg: 'graphiql', file: 'graphiql.min.js', type: 'text/javascript' },
  'graphiql.css': { pkg: 'graphiql', file: 'graphiql.min.css', type: 'text/css' },
};

/** A file of an installed package (read past its `exports`, which leave the UMD builds out). */
const packageFile = (pkg: string, file: string): string => join(dirname(require.resolve(`${pkg}/package.json`)), file);

/** JSON inside a <script>: `<` escaped, so no example text can close the script element. */
const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The IDE's one inline script, allowed by its hash in the page's Content-Security-Policy. */
const inlineScript = `
    const fetcher = GraphiQL.createFetcher({ url: '/graphql', headers: { 'apollo-require-preflight': 'true' } });
    const tabs = ${inlineJson(EXAMPLE_OPERATIONS)}.map((tab) => ({ query: tab.query, variables: tab.variables, headers: tab.headers }));
    ReactDOM.createRoot(document.getElementById('ide')).render(
      React.createElement(GraphiQL, { fetcher, defaultTabs: tabs, defaultEditorToolsVisibility: true }),
    );
  `;

/**
 * The IDE page's own policy: its local scripts and the inline one by hash; GraphiQL's editor sets
 * style attributes and injects style elements, so styles may be inline.
 */
export const IDE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

const page = (): string => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Weingut shop – GraphQL IDE</title>
  <link rel="stylesheet" href="/graphql-ide/graphiql.css">
  <style>body { margin: 0; height: 100vh; } #ide { height: 100vh; }</style>
</head>
<body>
  <div id="ide"></div>
  <script src="/graphql-ide/react.js"></script>
  <script src="/graphql-ide/react-dom.js"></script>
  <script src="/graphql-ide/graphiql.js"></script>
  <script>${inlineScript}</script>
</body>
</html>`;

/** GET /graphql shows the IDE (when enabled); its assets are under /graphql-ide/. */
export function registerIde(app: FastifyInstance): void {
  const cache = new Map<string, Buffer>();
  const html = page();
  app.get('/graphql', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', IDE_CONTENT_SECURITY_POLICY).send(html),
  );
  app.get('/graphql-ide/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const asset = ASSETS[file];
    if (!asset) return reply.status(404).send({ error: 'Not found' });
    let content = cache.get(file);
    if (!content) {
      content = readFileSync(packageFile(asset.pkg, asset.file));
      cache.set(file, content);
    }
    return reply.type(asset.type).header('cache-control', 'public, max-age=86400').send(content);
  });
}
