import { createEmulator } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';

const config = loadConfig();
const db = openDatabase(config.databaseFile);
const app = createEmulator({ config, db, logger: process.env.EMULATOR_LOG === '1' });

const shutdown = async (): Promise<void> => {
  await app.close();
  db.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
console.log(
  `Store API emulator listening on http://${config.host}:${config.port}/store-api (access key ${config.accessKey}, data ${config.databaseFile})`,
);
