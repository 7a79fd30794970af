import type { GatewayConfig } from './config.js';
import type { Locale } from './http/locale.js';
import type { Loaders } from './loaders/create-loaders.js';
import type { StoreApiClient, StoreApiSession } from './shopware/store-api-client.js';

/** What every resolver gets: made per request, nothing token-bound outlives it. */
export interface GatewayContext {
  config: GatewayConfig;
  locale: Locale;
  session: StoreApiSession;
  storeApi: StoreApiClient;
  loaders: Loaders;
}
