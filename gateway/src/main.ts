import { loadConfig } from './config.js';
import { warnOfUnlistedMediaOrigins } from './security/media-origins.js';
import { createServer } from './server.js';

const config = loadConfig();
const { app } = await createServer(config);
const shutdown = async (): Promise<void> => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// The address it listens on (PORT=0 takes a free port, as the benchmark does).
const address = await app.listen({ port: config.port, host: config.host });
console.log(`GraphQL gateway on ${address}/graphql (Store API ${config.shopware.endpoint})`);
void warnOfUnlistedMediaOrigins(config, (message) => console.warn(`[gateway] ${message}`));
