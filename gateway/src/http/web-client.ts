import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.js';
import { LANGUAGE_ID, wellFormedCookies } from '../session/request-session.js';
import { withPageHead } from './page-head.js';
import { withRenderFailure } from './render-failure.js';
import type { PageStyles } from './page-styles.js';
import {
  inLanguage,
  inProcessGraphqlFetch,
  loadPageRenderer,
  pageHtml,
  RenderCookies,
  type PageVariants,
} from './server-render.js';
import type { PageRenderer } from './page-renderer.js';
import type { SharedPage, SharedPageCache } from './shared-page-cache.js';
import { UpstreamError } from '../shopware/upstream-error.js';
import { catalogueEntryFor } from '../errors/to-graphql-error.js';
import { httpFailures } from '../errors/error-catalogue.js';
import type { KeptPageVersion } from './kept-page-encodings.js';
import { createBusyPage, type BusyPageBody } from './busy-page.js';
import { createRenderGate, type RenderGate } from './render-gate.js';
import { createSingleFlight, type SingleFlight } from './single-flight.js';
import { withProductLabelScript } from './product-label.js';
import { createPageTurns, inTurn, type PageTurns } from './page-turns.js';
import { leadsOffSite, oddPagePathOf, warnOfRequestTarget, type NotFoundAnswer } from './request-target.js';

/** What a render starts for a visitor without a session, asked when their page comes from the shared cache. */
const SESSION_START = JSON.stringify({
  operationName: 'PageSession',
  query: 'query PageSession { session { isLoggedIn } }',
});

/** A file the client's build would have: a missing one is a 404, never the index page (a stale chunk must fail as one). */
const STATIC_FILE = /^\/assets\/|\.(?:m?js|css|map|json|woff2?|png|jpe?g|gif|svg|webp|avif|ico|txt|webmanifest)$/i;

/**
 * Hashed build files never change under their name: a year, immutable. Everything else (index.html,
 * the service worker, the precache manifest) is asked again each time, so a release shows at once.
 */
export function cacheControlOf(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

interface PageSources {
  renderer: (PageRenderer & PageVariants) | null;
  /** The shop's public origin (STOREFRONT_URL): a page is rendered at it, whatever Host the request named. */
  origin: string;
  template: string;
  styles: PageStyles | null;
  /** Pages of visitors without a session, kept for the next such visitor (null: every page is rendered). */
  shared: SharedPageCache | null;
  /** Told how long each page took and how it ended (metrics): page, redirect, client, failed, shared, joined or busy. */
  observe: RenderObserver | null;
  /** The bound on renders at once (render-gate.ts): beyond it, a 503. */
  gate: RenderGate;
  /** Renders of kept-page keys under way: a request for one waits for it (single-flight.ts). */
  flights: SingleFlight<Rendered>;
  /** Page work waits for its turn, so that GraphQL requests that came in meanwhile are answered first (page-turns.ts). */
  turns: PageTurns;
  /** The 503 page in the visitor's language (busy-page.ts). */
  busyPage(cookies: Record<string, string | undefined>, acceptEncoding: string | undefined): Promise<BusyPageBody>;
}

/** What Retry-After asks of a visitor whose render was refused: a render takes a fraction of a second, a queue clears in about one. */
const RETRY_AFTER_SECONDS = 2;

export type RenderObserver = (
  outcome: 'page' | 'redirect' | 'client' | 'failed' | 'shared' | 'joined' | 'busy',
  ms: number,
) => void;

/** How a render ended: the renderer's result (or its failure, or no place under the bound) and the page's HTML. */
interface Rendered {
  page: RenderResult | { kind: 'failed' } | { kind: 'busy' };
  /** The whole page, for a rendered page. */
  html: string | null;
  /** The page as it went into the shared cache (its state marked as another session's), for other visitors; null when not kept. */
  kept: KeptPageVersion | null;
  setCookies: string[];
}

type RenderResult = Awaited<ReturnType<PageRenderer['renderPage']>>;

/** Renders at `url` with `requestCookies` when the gate lets it, and keeps the page under `sharedKey` when it may. */
async function render(
  app: FastifyInstance,
  { renderer, template, styles, shared, gate, turns }: PageSources & { renderer: PageRenderer & PageVariants },
  request: FastifyRequest,
  target: { url: string; cookies: Record<string, string | undefined>; sharedKey: string | null },
): Promise<Rendered> {
  const release = await gate.enter();
  if (!release) return { page: { kind: 'busy' }, html: null, kept: null, setCookies: [] };
  try {
    const cookies = new RenderCookies(target.cookies);
    const answers = { failed: false };
    // The render's GraphQL requests are the page's work: each waits for a turn, before pages not yet started.
    const fetch = inTurn(turns, inProcessGraphqlFetch(app, request, cookies, answers));
    const page = await renderer
      .renderPage({ url: target.url, cookies: target.cookies, fetch })
      .catch((error: unknown) => {
        const code = (error as { code?: unknown } | null)?.code;
        request.log.error(
          { err: error, code: typeof code === 'string' ? code : 'RENDER_FAILED' },
          'Server render failed: the client renders the page',
        );
        return { kind: 'failed' as const };
      });
    const html = page.kind === 'page' ? withPageHead(pageHtml(template, page, styles), page.head) : null;
    // A page with a failed part (an upstream error) is not passed on: the next visitor's render may succeed.
    const { sharedKey } = target;
    const keeps =
      page.kind === 'page' &&
      html !== null &&
      page.status === 200 &&
      !answers.failed &&
      shared !== null &&
      sharedKey !== null;
    // Every other visitor it is sent to has a session of their own (a new one, or theirs): the state's is not.
    const kept = keeps ? { key: sharedKey, storedAt: shared!.now(), html: withForeignSession(html) } : null;
    if (kept) await shared!.set(kept);
    return { page, html, kept, setCookies: cookies.setCookieLines() };
  } finally {
    release();
  }
}

/**
 * A page as the browser asks for it (a navigation): the catalogue's pages rendered with the
 * visitor's session (private, never stored by a cache between), else the client's shell with the
 * status the renderer found (404 for an unknown path). Should rendering fail, the shell is sent:
 * the client renders the page itself. A visitor without a session may get the page another such
 * visitor's request rendered (shared-page-cache.ts), kept or still under way (one render per page at
 * a time), with a session of their own started as the render would. Renders beyond the bound get a
 * quick 503 (render-gate.ts).
 */
async function sendPage(app: FastifyInstance, sources: PageSources, request: FastifyRequest, reply: FastifyReply) {
  const { renderer, template, shared, observe, flights, busyPage } = sources;
  if (!renderer) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(template);
  const started = performance.now();
  // A broken session cookie is no session (session/request-session.ts): it is not passed on.
  const requestCookies = wellFormedCookies(request.cookies);
  // The page's own address and the cookies it depends on: trackers' parameters and unknown cookies make no other page.
  // Its origin is the shop's, never the request's Host: the page's links (canonical, hreflang, og:url) name it.
  const variant = renderer.pageVariant({
    url: `${sources.origin}${request.url}`,
    cookies: requestCookies,
  });
  let sharedPage: SharedPage | null;
  try {
    sharedPage = shared ? await shared.keyOf(request, variant) : null;
  } catch (error) {
    // The session's scope could not be read: the Store API's failure is the page's, without a render that would wait again.
    if (!(error instanceof UpstreamError)) throw error;
    return sendUpstreamFailure({ renderer, template }, request, reply, failureStatusOf(error));
  }
  // A kept page is rendered without a session, in the shop language of the visitors it is kept for.
  const sharedTarget = sharedPage && {
    url: variant.url,
    cookies: sharedPage.languageId ? { ...variant.cookies, [LANGUAGE_ID]: sharedPage.languageId } : variant.cookies,
    sharedKey: sharedPage.key,
  };
  const kept = shared && sharedPage ? await shared.get(sharedPage.key) : undefined;
  const rendering = { ...sources, renderer };
  const sendKept = (page: KeptPageVersion, done: () => void) =>
    sendKeptPage(app, shared!, { request, reply }, { page, returning: sharedPage?.returning === true }, done);
  if (kept && sharedTarget) {
    // A stale page is sent as it is while one render (in the background, under the bound) makes it anew.
    if (!kept.fresh)
      flights
        .run(sharedTarget.sharedKey, () => render(app, rendering, request, sharedTarget))
        .catch((error: unknown) => request.log.error({ err: error }, 'Render of a stale kept page failed'));
    return sendKept(kept, () => observe?.('shared', performance.now() - started));
  }

  const { value: rendered, shared: joined } = sharedTarget
    ? // Without a session the page depends on its variant alone: rendered with nothing else, once for all who ask.
      await flights.run(sharedTarget.sharedKey, () => render(app, rendering, request, sharedTarget))
    : {
        value: await render(app, rendering, request, { url: variant.url, cookies: requestCookies, sharedKey: null }),
        shared: false,
      };
  const { page } = rendered;
  observe?.(page.kind === 'busy' ? 'busy' : joined ? 'joined' : page.kind, performance.now() - started);
  if (page.kind === 'busy') {
    const { body, encoding } = await busyPage(variant.cookies, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  }
  // Sent as kept to all who joined the render, and to a returning visitor, who keeps their session.
  if (rendered.kept && (joined || sharedPage?.returning)) return sendKept(rendered.kept, () => undefined);
  // The render's session is the visitor's only when it was rendered for them alone, or for them without a session of their own.
  const ownRender = !joined && !sharedPage?.returning;
  if (ownRender && rendered.setCookies.length > 0) reply.header('set-cookie', rendered.setCookies);
  if (page.kind === 'redirect' && leadsOffSite(page.location)) return notFoundPage(reply, template);
  if (page.kind === 'redirect')
    return reply.redirect(withRequestQuery(page.location, variant.url, request.url), page.status);
  if (page.kind === 'failed')
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(template);
  if (page.kind === 'client') return sendShell(reply, template, request.url, page);
  return reply
    .status(page.status)
    .header('cache-control', 'private, no-cache')
    .type('text/html; charset=utf-8')
    .send(sharedPage?.returning ? withForeignSession(rendered.html!) : rendered.html);
}

/**
 * A redirect of a render made at the page's variant (its address without the parameters no page reads),
 * with the query the request itself came with, when the renderer kept the query (a canonical path's
 * redirect keeps query and fragment): a tracker's parameters go on to the page they were sent to.
 */
export function withRequestQuery(location: string, variantUrl: string, requestUrl: string): string {
  const rendered = new URL(variantUrl);
  const target = new URL(location, rendered);
  if (target.origin !== rendered.origin || target.search !== rendered.search) return location;
  return `${target.pathname}${new URL(requestUrl, rendered).search}${target.hash}`;
}

/** A page rendered without the visitor's session, its state marked as another's: the client asks for its own (web: server-render-state.ts). */
function withForeignSession(html: string): string {
  return html.replace(
    '<script type="application/json" id="server-render-state">',
    () => '<script type="application/json" id="server-render-state" data-foreign-session>',
  );
}

/**
 * A page another visitor's request rendered, compressed once for all it is sent to: a visitor without a
 * session gets one of their own started as the render would; a returning one keeps theirs. Either way
 * the client asks for its own session's counts once it runs (the state is marked as another's).
 */
async function sendKeptPage(
  app: FastifyInstance,
  shared: SharedPageCache,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  { page, returning }: { page: KeptPageVersion; returning: boolean },
  done: () => void,
) {
  if (!returning) {
    const cookies = new RenderCookies(wellFormedCookies(request.cookies));
    await inProcessGraphqlFetch(
      app,
      request,
      cookies,
    )('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: SESSION_START,
    });
    const setCookies = cookies.setCookieLines();
    if (setCookies.length > 0) reply.header('set-cookie', setCookies);
  }
  const { body, encoding } = await shared.encoded(page, request.headers['accept-encoding']);
  done();
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .header('vary', 'accept-encoding')
    .header('cache-control', 'private, no-cache')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** The HTTP status of the error page for a Store API failure (docs/behaviour/errors.md): 408 for a time-out. */
function failureStatusOf(error: UpstreamError): number {
  const entry = catalogueEntryFor(error);
  const status = Object.entries(httpFailures).find(([, failure]) => failure === entry)?.[0];
  return status ? Number(status) : 502;
}

/** The shell with the error page of a Store API failure met before any render, as a failed render answers it. */
async function sendUpstreamFailure(
  { renderer, template }: { renderer: PageRenderer; template: string },
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
) {
  const page = await renderer.renderErrorPage({ status, cookies: wellFormedCookies(request.cookies) });
  return sendShell(reply, template, request.url, { ...page, status });
}

/**
 * The client's shell in the visitor's language with `status`: the client renders the page; with `html`, a
 * failure's error page shown before any JavaScript has run, and the failure for the client (render-failure.ts).
 */
function sendShell(
  reply: FastifyReply,
  template: string,
  requestUrl: string,
  page: { status: number; locale: string; noscript: string; html?: string },
) {
  const shell = inLanguage(template, page);
  return reply
    .status(page.status)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(page.html === undefined ? shell : withRenderFailure(shell, requestUrl, page.status, page.html));
}

/** The client's shell with 404: it shows its page for an unknown path. */
function notFoundPage(reply: FastifyReply, template: string) {
  return reply.status(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(template);
}

/**
 * Serves the built web client at / so that one port serves the shop; unknown paths are pages
 * (history routing; rendered on the server when the client's renderer is built), except paths of
 * static files. /index.html stays the bare shell (the service worker keeps it for offline use).
 * Nothing is served when the client has not been built. The files are listed once at start:
 * restart after a new build. Returns how it answers "nothing here" (request-target.ts), or null
 * when nothing is served.
 */
export async function registerWebClient(
  app: FastifyInstance,
  config: GatewayConfig,
  styles: PageStyles | null = null,
  shared: SharedPageCache | null = null,
  observe: RenderObserver | null = null,
): Promise<NotFoundAnswer | null> {
  const root = resolve(config.webDist);
  if (!existsSync(resolve(root, 'index.html'))) return null;
  const template = withProductLabelScript(readFileSync(resolve(root, 'index.html'), 'utf8'), config.productLabelScript);
  const renderer = await loadPageRenderer(config.webServerRenderer, (error) => {
    const code = (error as { code?: unknown }).code;
    app.log.error({ err: error, code: typeof code === 'string' ? code : 'RENDER_THREAD_FAILED' }, 'Render thread');
  });
  if (renderer) app.addHook('onClose', () => renderer.close());
  const sources: PageSources = {
    renderer,
    origin: config.storefront.url,
    template,
    styles,
    shared,
    observe,
    gate: createRenderGate(config.pageRenders),
    turns: createPageTurns(),
    flights: createSingleFlight<Rendered>(),
    busyPage: renderer ? createBusyPage(renderer, template, styles) : async () => ({ body: template, encoding: null }),
  };
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each file; the one the browser accepts is sent as it is.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.setHeader('cache-control', cacheControlOf(path)),
  });
  // The 404 page for a page's path; a path of /graphql or of a file the build would have is no page.
  const notFound: NotFoundAnswer = (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const page = ['GET', 'HEAD'].includes(request.method) && !path.startsWith('/graphql') && !STATIC_FILE.test(path);
    return page ? notFoundPage(reply, template) : reply.status(404).send({ error: 'Not found' });
  };
  // A route (not the not-found handler) so that the compression of routes applies to the pages too.
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const odd = oddPagePathOf(path);
    if (odd) warnOfRequestTarget(request, odd, 404);
    if (odd || path.startsWith('/graphql') || STATIC_FILE.test(path)) return notFound(request, reply);
    await sources.turns.start();
    return sendPage(app, sources, request, reply);
  });
  return notFound;
}
