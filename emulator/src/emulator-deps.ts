import type { CatalogueViews } from './catalogue/catalogue-view.js';
import type { RecordStore } from './catalogue/record-store.js';
import type { EmulatorConfig } from './config.js';
import type { ContextStore } from './context/context-store.js';
import type { CustomerRepository } from './customer/customer-records.js';
import type { Db } from './db/database.js';
import type { Outbox } from './mail/outbox.js';

/** What the emulator's areas share, made once by createEmulator (app.ts) and handed to each. */
export interface EmulatorDeps {
  config: EmulatorConfig;
  db: Db;
  records: RecordStore;
  views: CatalogueViews;
  contexts: ContextStore;
  customers: CustomerRepository;
  outbox: Outbox;
  clock: () => Date;
}
