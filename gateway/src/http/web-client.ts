import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.js';
import { wellFormedCookies } from '../session/request-session.js';
import { withPageHead } from './page-head.js';
import { withRenderFailure } from './render-failure.js';
import type { PageStyles } from './page-styles.js';
import {
  inLanguage,
  inProcessGraphqlFetch,
  loadPageRenderer,
  pageHtml,
  RenderCookies,
  type PageRenderer,
} from './server-render.js';
import type { SharedPageCache } from './shared-page-cache.js';

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
  renderer: PageRenderer | null;
  template: string;
  styles: PageStyles | null;
  /** Pages of visitors without a session, kept for the next such visitor (null: every page is rendered). */
  shared: SharedPageCache | null;
  /** Told how long each page took and how it ended (metrics): page, redirect, client, failed or shared. */
  observe: RenderObserver | null;
}

/** A path that starts with two slashes or backslashes: `//host` and `/\\host` are another host to a browser. */
const OTHER_HOST = /^[\\/][\\/]/;

/**
 * Whether a path (of a request or a redirect) would lead to another host, also once percent-decoded
 * (`/%2F%2Fhost`, `/%5Chost`): such a path is never a page of the shop nor a redirect's target. A
 * path that does not decode counts as one too.
 */
export function leadsOffSite(path: string): boolean {
  let current = path;
  for (let round = 0; round < 3; round += 1) {
    if (OTHER_HOST.test(current)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return true;
    }
    if (decoded === current) return false;
    current = decoded;
  }
  return OTHER_HOST.test(current);
}

export type RenderObserver = (outcome: 'page' | 'redirect' | 'client' | 'failed' | 'shared', ms: number) => void;

/**
 * A page as the browser asks for it (a navigation): the catalogue's pages rendered with the
 * visitor's session (private, never stored by a cache between), else the client's shell with the
 * status the renderer found (404 for an unknown path). Should rendering fail, the shell is sent:
 * the client renders the page itself. A visitor without a session may get the page another such
 * visitor's request rendered (shared-page-cache.ts), with a session of their own started as the render would.
 */
async function sendPage(
  app: FastifyInstance,
  { renderer, template, styles, shared, observe }: PageSources,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!renderer) return reply.sendFile('index.html');
  const started = performance.now();
  // A broken session cookie is no session (session/request-session.ts): it is not passed on.
  const requestCookies = wellFormedCookies(request.cookies);
  const cookies = new RenderCookies(requestCookies);
  const answers = { failed: false };
  const fetch = inProcessGraphqlFetch(app, request, cookies, answers);
  const sharedKey = shared?.keyOf(request) ?? null;
  const kept = shared && sharedKey ? await shared.get(sharedKey) : undefined;
  if (kept !== undefined) {
    await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: SESSION_START,
    });
    const setCookies = cookies.setCookieLines();
    if (setCookies.length > 0) reply.header('set-cookie', setCookies);
    observe?.('shared', performance.now() - started);
    return reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(kept);
  }
  const url = `${request.protocol}://${request.host}${request.url}`;
  const page = await renderer.renderPage({ url, cookies: requestCookies, fetch }).catch((error: unknown) => {
    const code = (error as { code?: unknown } | null)?.code;
    request.log.error(
      { err: error, code: typeof code === 'string' ? code : 'RENDER_FAILED' },
      'Server render failed: the client renders the page',
    );
    return { kind: 'failed' as const };
  });
  observe?.(page.kind, performance.now() - started);
  const setCookies = cookies.setCookieLines();
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
  if (page.kind === 'redirect' && leadsOffSite(page.location)) return notFoundPage(reply, template);
  if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
  if (page.kind === 'failed')
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(template);
  if (page.kind === 'client') {
    const shell = inLanguage(template, page);
    return reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.html === undefined ? shell : withRenderFailure(shell, request.url, page.status, page.html));
  }
  const html = withPageHead(pageHtml(template, page, styles), page.head);
  // A page with a failed part (an upstream error) is not passed on: the next visitor's render may succeed.
  if (shared && sharedKey && page.status === 200 && !answers.failed) await shared.set(sharedKey, html);
  return reply
    .status(page.status)
    .header('cache-control', 'private, no-cache')
    .type('text/html; charset=utf-8')
    .send(html);
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
 * restart after a new build.
 */
export async function registerWebClient(
  app: FastifyInstance,
  config: GatewayConfig,
  styles: PageStyles | null = null,
  shared: SharedPageCache | null = null,
  observe: RenderObserver | null = null,
): Promise<void> {
  const root = resolve(config.webDist);
  if (!existsSync(resolve(root, 'index.html'))) return;
  const template = readFileSync(resolve(root, 'index.html'), 'utf8');
  const renderer = await loadPageRenderer(config.webServerRenderer);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each file; the one the browser accepts is sent as it is.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.setHeader('cache-control', cacheControlOf(path)),
  });
  // A route (not the not-found handler) so that the compression of routes applies to the pages too.
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (leadsOffSite(path)) return notFoundPage(reply, template);
    if (path.startsWith('/graphql') || STATIC_FILE.test(path)) return reply.status(404).send({ error: 'Not found' });
    return sendPage(app, { renderer, template, styles, shared, observe }, request, reply);
  });
}
