// The gateway's layers, top to bottom (docs/ARCHITECTURE.md): a file imports only parts on layers below
// its own, never one above nor a sibling on its own layer. eslint.config.js enforces them; import-graph.mjs
// counts what runs against them. A new folder of gateway/src must be placed here before it is imported.
export const GATEWAY_LAYERS = [
  { parts: ['main.ts'], what: 'the entry: listens, the metrics port, signals' },
  { parts: ['server.ts'], what: 'the composition root: createServer(config)' },
  { parts: ['http/'], what: 'Fastify routes and plugins: pages, the web client, the IDE, sitemap, health, lifecycle' },
  { parts: ['schema/'], what: 'the GraphQL schema built from the resolver list' },
  { parts: ['modules/'], what: 'the GraphQL areas, the per-request context and its loaders' },
  { parts: ['session/', 'security/', 'observability/'], what: 'the session, limits and policies, logs and metrics' },
  { parts: ['cache/', 'domain/', 'errors/'], what: 'catalogue and answer caches, pure shop rules, the error contract' },
  { parts: ['config.ts', 'loaders/', 'shopware/'], what: 'the settings, DataLoader helpers, the Store API client' },
  { parts: ['origins/', 'i18n/'], what: 'the origins read from the settings; texts and message languages' },
];

const SOURCE_ROOT = 'gateway/src/';
const DEEPEST_FOLDER = 3;
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A relative import specifier, written `levels` folders below gateway/src, that names `part`. */
function specifierOf(part, levels) {
  const up = levels === 0 ? '\\./' : `(\\.\\./){${levels}}`;
  const name = part.endsWith('/') ? `${escape(part)}` : `${escape(part.replace(/\.ts$/, ''))}\\.(js|ts)$`;
  return `^${up}${name}`;
}

/** ESLint flat-config blocks: no-restricted-imports for each part's files, naming the parts they must not import. */
export function gatewayLayerConfigs() {
  return GATEWAY_LAYERS.flatMap(({ parts }, layer) => {
    const above = GATEWAY_LAYERS.slice(0, layer + 1).flatMap((upper) => upper.parts);
    return parts.flatMap((part) => {
      const forbidden = above.filter((other) => other !== part);
      if (forbidden.length === 0) return [];
      const depths = part.endsWith('/') ? Array.from({ length: DEEPEST_FOLDER }, (_, index) => index + 1) : [0];
      return depths.map((depth) => ({
        files: [
          part.endsWith('/') ? `${SOURCE_ROOT}${part}${'*/'.repeat(depth - 1)}*.{ts,mts,mjs}` : SOURCE_ROOT + part,
        ],
        ignores: ['**/*.test.ts'],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: forbidden.map((other) => ({
                regex: specifierOf(other, depth),
                message: `The gateway's layers (docs/ARCHITECTURE.md): ${part} must not import ${other}, on its own layer or above.`,
              })),
            },
          ],
        },
      }));
    });
  });
}
