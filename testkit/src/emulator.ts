import { createEmulator } from '@weingut/emulator/app';
import { loadConfig } from '@weingut/emulator/config';
import { openDatabase, type Db } from '@weingut/emulator/db/database';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { freePort } from './free-port.js';

export interface RunningEmulator {
  app: FastifyInstance;
  /** Its database, for checks of what it stored. */
  db: Db;
  /** http://127.0.0.1:<port> */
  url: string;
  /** supertest against the listening server (real HTTP on loopback). */
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

export interface EmulatorOptions {
  /** Settings over the README's defaults; a test that sets one says why. */
  env?: Record<string, string>;
  /** Its SQLite file; `:memory:` (a throw-away shop) unless given. */
  databaseFile?: string;
  /** Its port; a free loopback port unless given. */
  port?: number;
  /** "now" for the emulator (tests that move time). */
  clock?: () => Date;
}

/**
 * The Store API emulator in the test's own process (`createEmulator`, as emulator/src/main.ts makes it), on a free
 * loopback port. Beside the port and the database, one setting is the kit's: EMULATOR_MEDIA_CACHE empty, images made
 * in memory, so no test writes into the working copy.
 */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  // Told its port before it listens, as `npm start` tells it 8000: its media URLs name it.
  const port = options.port ?? (await freePort());
  const config = loadConfig({
    EMULATOR_PORT: String(port),
    EMULATOR_DB: options.databaseFile ?? ':memory:',
    EMULATOR_MEDIA_CACHE: '',
    ...options.env,
  });
  const db = openDatabase(config.databaseFile);
  const app = createEmulator({ config, db, ...(options.clock ? { clock: options.clock } : {}) });
  const url = await app.listen({ port, host: config.host });
  return {
    app,
    db,
    url,
    http: request(url),
    async close() {
      await app.close();
      db.close();
    },
  };
}
