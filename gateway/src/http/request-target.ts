import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { MAX_PATH_LENGTH } from '../modules/catalog/catalog.args.js';
import { pathOf } from '../observability/logger.js';

/**
 * The longest request target (path and query) the gateway reads; a longer one is 414 on every route. As
 * nginx's default request line buffer (8 KB), which answers 414 beyond it in front of the gateways.
 */
export const MAX_REQUEST_TARGET_LENGTH = 8192;

/** A path that starts with two slashes or backslashes: `//host` and `/\\host` are another host to a browser. */
const OTHER_HOST = /^[\\/][\\/]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

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

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why a request's path (without its query) can be no page of the shop, or null: its percent-encoding does
 * not decode, it holds a control character once decoded, it is longer than any page path (`page(path)`
 * refuses it), or a browser would read it as another host. Each is the 404 page, never a render.
 */
export function oddPagePathOf(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'invalid percent-encoding';
  }
  if (CONTROL_CHARACTER.test(decoded)) return 'control character';
  if (path.length > MAX_PATH_LENGTH) return `longer than ${MAX_PATH_LENGTH} characters`;
  return leadsOffSite(path) ? 'another host' : null;
}

/** How the gateway answers "nothing here" for a request: the web client's 404 page for a page, else JSON. */
export type NotFoundAnswer = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

const notFoundJson: NotFoundAnswer = (_request, reply) =>
  reply.status(404).header('cache-control', 'no-store').send({ error: 'Not found' });

const UNDECODABLE = Symbol('the request path did not decode');

/** The log line of a refused request target: at warn, its path cut short, why, and the answer's status. */
export function warnOfRequestTarget(request: FastifyRequest, reason: string, status: number): void {
  request.log.warn({ path: pathOf(request.originalUrl), reason, status }, 'Request target refused');
}

/**
 * Request targets no route can serve, answered the same on every route (pages, /graphql, /sitemap.xml,
 * files) before any of them runs, logged at warn, never a 500: longer than MAX_REQUEST_TARGET_LENGTH is
 * 414; not a path (`*`, an absolute-form `http://host/…`, whose host is never believed) or a path whose
 * percent-encoding does not decode is 404 (`notFound`: the web client's page once it is served).
 * Fastify's router refuses an undecodable path itself, before any hook (a bare 400 without the shop's
 * headers, unlogged): `rewriteUrl` escapes it so that it is routed and this rule answers it.
 */
export function requestTargetRules() {
  let notFound: NotFoundAnswer = notFoundJson;
  const onRequest: onRequestHookHandler = (request, reply, done) => {
    const raw = request.raw as IncomingMessage & { [UNDECODABLE]?: true };
    const target = request.originalUrl;
    const refusal =
      target.length > MAX_REQUEST_TARGET_LENGTH
        ? { status: 414, reason: `longer than ${MAX_REQUEST_TARGET_LENGTH} characters` }
        : !target.startsWith('/')
          ? { status: 404, reason: 'not a path' }
          : raw[UNDECODABLE]
            ? { status: 404, reason: 'invalid percent-encoding' }
            : null;
    if (!refusal) return done();
    warnOfRequestTarget(request, refusal.reason, refusal.status);
    if (refusal.status === 414)
      return reply.status(414).header('cache-control', 'no-store').send({ error: 'URI too long' });
    return notFound(request, reply);
  };
  return {
    rewriteUrl(raw: IncomingMessage & { [UNDECODABLE]?: true }): string {
      const url = raw.url ?? '/';
      const query = url.indexOf('?');
      const path = query === -1 ? url : url.slice(0, query);
      if (!path.includes('%') || decodes(path)) return url;
      raw[UNDECODABLE] = true;
      return path.replaceAll('%', '%25') + (query === -1 ? '' : url.slice(query));
    },
    onRequest,
    /** The web client's "nothing here" (web-client.ts), once it is served. */
    answerNotFoundWith(answer: NotFoundAnswer | null): void {
      notFound = answer ?? notFoundJson;
    },
  };
}

/**
 * A request Node's parser refuses before the gateway sees it (a raw control character or a byte over
 * 0x7f in the target: 400; a target and headers over 16 KB: 431) is answered as Fastify does, and
 * logged at warn like the targets above (Fastify logs it at trace). A time-out (408) and a reset stay unlogged.
 */
export function warnOfUnreadRequests(server: Server, log: FastifyBaseLogger): void {
  const handlers = server.listeners('clientError') as Array<(error: NodeJS.ErrnoException, socket: Duplex) => void>;
  server.removeAllListeners('clientError');
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.destroyed && error.code !== 'ECONNRESET' && error.code !== 'ERR_HTTP_REQUEST_TIMEOUT')
      log.warn(
        { code: error.code, status: error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400 },
        'Request refused before it was read',
      );
    for (const handle of handlers) handle(error, socket);
  });
}
