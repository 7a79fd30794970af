import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import qs from 'qs';
import { CatalogueViews } from './catalogue/catalogue-view.js';
import { isHexId, randomHex } from './catalogue/ids.js';
import { RecordStore } from './catalogue/record-store.js';
import type { EmulatorConfig } from './config.js';
import { ContextStore } from './context/context-store.js';
import type { EmulatorDeps } from './emulator-deps.js';
import type { Db } from './db/database.js';
import { ShopwareError, errors } from './http/shopware-error.js';
import { serializeStoreApiJson } from './http/serialize.js';
import './http/store-request.js';
import { createImageRenderer } from './media/render-image.js';
import { registerMediaRoutes } from './routes/media-routes.js';
import { registerContextRoutes } from './routes/context-routes.js';
import { registerNavigationRoutes } from './routes/navigation-routes.js';
import { registerProductRoutes } from './routes/product-routes.js';
import { registerSystemRoutes } from './routes/system-routes.js';
import { seedStore } from './seed/seed.js';
import { registerCartRoutes } from './cart/cart-routes.js';
import { registerContactRoutes } from './contact/contact-routes.js';
import { registerAccountRoutes } from './customer/account-routes.js';
import { registerAddressRoutes } from './customer/address-routes.js';
import { CustomerRepository } from './customer/customer-records.js';
import { Outbox } from './mail/outbox.js';
import { registerNewsletterRoutes } from './newsletter/newsletter-routes.js';
import { registerOrderRoutes } from './order/order-routes.js';
import { registerDocumentRoutes } from './order/document-routes.js';
import { registerPaymentProviderRoutes, registerPaymentRoutes } from './order/payment-routes.js';
import { registerOutboxRoutes } from './routes/outbox-routes.js';
import { registerWishlistRoutes } from './wishlist/wishlist-routes.js';

export interface CreateEmulatorOptions {
  config: EmulatorConfig;
  db: Db;
  /** Fixes "now" (release dates, 'new' flags) for tests. */
  clock?: () => Date;
  logger?: boolean;
}

/** Builds the emulator (seeding an empty database) without listening; main.ts listens. */
export function createEmulator(options: CreateEmulatorOptions): FastifyInstance {
  const { config, db } = options;
  const clock = options.clock ?? (() => new Date());
  const records = new RecordStore(db);
  // One transaction: a process killed while seeding leaves an empty database, which the next start
  // seeds again, never a part of the catalogue that it would take for the whole (isEmpty is false).
  if (records.isEmpty())
    db.transaction(() =>
      seedStore(records, { accessKey: config.accessKey, storefrontUrl: config.storefrontUrl, now: clock() }),
    )();
  const deps: EmulatorDeps = {
    config,
    db,
    records,
    views: new CatalogueViews(records, config.publicUrl, config.storefrontUrl, clock),
    contexts: new ContextStore(db),
    customers: new CustomerRepository(db),
    outbox: new Outbox(db),
    clock,
  };

  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { querystringParser: (query: string) => qs.parse(query, { depth: 10, arrayLimit: 500 }) },
    bodyLimit: 1024 * 1024,
    // As Shopware's TRUSTED_PROXIES: the gateway's X-Forwarded-For is the shopper, so the rate limits count per shopper.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  });

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(errors.malformedJson(), undefined);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/store-api/')) return;
    reply.header('sw-context-token', request.headers['sw-context-token'] || '');
    request.store = resolveStoreRequest(request, deps);
    reply.header('sw-context-token', request.store.token);
    reply.header('sw-language-id', request.store.languageId);
  });

  app.setErrorHandler((error, request, reply) => {
    const shopwareError = toShopwareError(error);
    if (shopwareError.status >= 500) request.log.error(error);
    reply.status(shopwareError.status).type('application/json').send(shopwareError.toBody());
  });
  app.setNotFoundHandler((request, reply) => {
    const error = errors.routeNotFound(request.method, request.url.split('?')[0] ?? request.url);
    reply.status(404).type('application/json').send(error.toBody());
  });

  app.setReplySerializer((payload) => serializeStoreApiJson(payload));
  registerMediaRoutes(app, createImageRenderer({ cacheDir: config.mediaCacheDir }), deps);
  registerOutboxRoutes(app, deps);
  registerPaymentProviderRoutes(app, deps);
  app.register(
    async (api) => {
      registerContextRoutes(api, deps);
      registerNavigationRoutes(api, deps);
      registerProductRoutes(api, deps);
      registerSystemRoutes(api, deps);
      registerAccountRoutes(api, deps);
      registerAddressRoutes(api, deps);
      registerCartRoutes(api, deps);
      registerOrderRoutes(api, deps);
      registerDocumentRoutes(api, deps);
      registerPaymentRoutes(api, deps);
      registerWishlistRoutes(api, deps);
      registerNewsletterRoutes(api, deps);
      registerContactRoutes(api, deps);
    },
    { prefix: '/store-api' },
  );
  app.get('/health', async () => ({ status: 'ok' }));
  return app;
}

function resolveStoreRequest(request: FastifyRequest, deps: EmulatorDeps) {
  const accessKey = request.headers['sw-access-key'];
  if (!accessKey) throw errors.missingAccessKey();
  const salesChannel = deps.records.all('sales_channel').find((channel) => channel.accessKey === accessKey);
  if (!salesChannel) throw errors.salesChannelNotFound();

  const headerToken = request.headers['sw-context-token'];
  const token = typeof headerToken === 'string' && headerToken.trim() !== '' ? headerToken.trim() : randomHex();
  const state = deps.contexts.load(token);
  const customer = state.customerId ? (deps.customers.get(state.customerId) ?? null) : null;

  const headerLanguage = request.headers['sw-language-id'];
  let languageId = state.languageId ?? salesChannel.languageId;
  if (typeof headerLanguage === 'string' && headerLanguage !== '') {
    if (!isHexId(headerLanguage) || !deps.records.get('language', headerLanguage))
      throw errors.languageNotFound(headerLanguage);
    languageId = headerLanguage;
  }
  const view = deps.views.forLanguage(languageId);
  if (!view) throw errors.languageNotFound(languageId);
  return {
    token,
    state,
    languageId,
    currencyId: state.currencyId ?? salesChannel.currencyId,
    salesChannel,
    view,
    includeSeoUrls:
      request.headers['sw-include-seo-urls'] !== undefined && request.headers['sw-include-seo-urls'] !== 'false',
    customer,
  };
}

function toShopwareError(error: unknown): ShopwareError {
  if (error instanceof ShopwareError) return error;
  const candidate = error as { statusCode?: number; code?: string; message?: string };
  if (candidate.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new ShopwareError(413, '0', 'Request Entity Too Large');
  if (candidate.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new ShopwareError(415, '0', 'Unsupported Media Type');
  if (candidate.statusCode && candidate.statusCode >= 400 && candidate.statusCode < 500) {
    return new ShopwareError(candidate.statusCode, '0', candidate.message ?? 'Bad Request');
  }
  return errors.internal();
}
