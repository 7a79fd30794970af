import type { CatalogueView } from '../catalogue/catalogue-view.js';
import type { SalesChannelRecord } from '../catalogue/records.js';
import type { ContextState } from '../context/context-store.js';
import type { CustomerRecord } from '../customer/customer-records.js';

/** What every Store API route gets to know about its request, resolved by the hooks in app.ts. */
export interface StoreRequest {
  token: string;
  state: ContextState;
  languageId: string;
  currencyId: string;
  salesChannel: SalesChannelRecord;
  view: CatalogueView;
  includeSeoUrls: boolean;
  /** The logged-in customer (or guest) of the context, if any. */
  customer: CustomerRecord | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    store: StoreRequest;
  }
}
