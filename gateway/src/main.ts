import { loadConfig } from './config.js';
import { createShutdown } from './http/lifecycle.js';
import { createServer } from './server.js';

const config = loadConfig();
const { app, lifecycle } = await createServer(config);
// SIGTERM: /ready 503, a drain of SHUTDOWN_DRAIN_SECONDS, then in-flight requests finish (http/lifecycle.ts).
// SIGINT the same in production; elsewhere a developer's Ctrl-C skips the drain.
const shutdown = createShutdown({
  app,
  lifecycle,
  config: config.lifecycle,
  production: config.production,
  log: (message) => console.log(`[gateway] ${message}`),
  exit: (code) => process.exit(code),
});
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// The address it listens on (PORT=0 takes a free port, as the benchmark does).
const address = await app.listen({ port: config.port, host: config.host });
console.log(`GraphQL gateway on ${address}/graphql (Store API ${config.shopware.endpoint})`);
