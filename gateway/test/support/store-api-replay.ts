import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyFieldMaps } from '@weingut/emulator/criteria/shape-output';

/** A corpus file: a real Store API answer and where it was recorded (see test/corpus/README.md). */
/** The context token the replay hands a session without one; a test's shopper sends it back as the cookie below. */
export const REPLAY_TOKEN = 'replaytoken0000000000000000000000';
export const REPLAY_SESSION_COOKIE = { cookie: `sw-context-token=${REPLAY_TOKEN}` };

export interface CorpusFile<T = any> {
  source: { repository: string; path: string; commit: string; what: string };
  answer: T;
}

/** A recorded answer from test/corpus/<area>/<name>.json, parsed anew on every call (tests may change their copy). */
export function corpusAnswer<T = any>(name: string): T {
  return (JSON.parse(readFileSync(new URL(`../corpus/${name}.json`, import.meta.url), 'utf8')) as CorpusFile<T>).answer;
}

/** What the replay answers: a status and a JSON body (or none). */
export interface Answer {
  status: number;
  body?: unknown;
}

/** One request as the replay received it. */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, any> | null;
}

/** A route of the replay: "METHOD /path" (below /store-api) matched against a pattern. */
export interface ReplayRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: RegExp;
  answer(request: Received, match: RegExpExecArray): Answer;
}

export interface StoreApiReplay {
  /** Where the gateway is pointed (its SHOPWARE_ENDPOINT). */
  url: string;
  /** Every request, in order. */
  received: Received[];
  /** Requests no route answered (each got Shopware's 404 route-not-found answer). */
  unanswered: string[];
  close(): Promise<void>;
}

/**
 * Symfony's answer for a path no Store API route has (the kernel's NotFoundHttpException, as Shopware's
 * ErrorResponseFactory encodes it); with `allowed`, the 405 for a path that exists with other methods.
 */
export function routeNotFound(method: string, path: string, allowed?: string[]): Answer {
  const status = allowed ? 405 : 404;
  const detail = allowed
    ? `No route found for "${method} http://localhost/store-api${path}": Method Not Allowed (Allow: ${allowed.join(', ')})`
    : `No route found for "${method} http://localhost/store-api${path}"`;
  return {
    status,
    body: {
      errors: [{ code: '0', status: String(status), title: allowed ? 'Method Not Allowed' : 'Not Found', detail }],
    },
  };
}

/** An answer shaped by the request's `includes` / `excludes`, as Shopware's StructEncoder does. */
export function shaped(request: Received, body: unknown): Answer {
  const includes = request.body?.includes as Record<string, string[]> | undefined;
  const excludes = request.body?.excludes as Record<string, string[]> | undefined;
  return {
    status: 200,
    body:
      includes || excludes
        ? applyFieldMaps(body, { ...(includes ? { includes } : {}), ...(excludes ? { excludes } : {}) })
        : body,
  };
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, any> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return null;
  try {
    return JSON.parse(text) as Record<string, any>;
  } catch {
    return null;
  }
}

/**
 * A Store API on a free loopback port that answers from recorded answers: the first route whose
 * method and path (below /store-api) match answers; anything else gets Shopware's 404 and is
 * listed in `unanswered`. Every answer carries a context token, as Shopware's do.
 */
export async function startStoreApiReplay(routes: ReplayRoute[]): Promise<StoreApiReplay> {
  const received: Received[] = [];
  const unanswered: string[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://replay');
      const path = url.pathname.replace(/^\/store-api/, '');
      const entry: Received = {
        method: request.method ?? 'GET',
        path,
        query: url.searchParams,
        body: await bodyOf(request),
      };
      received.push(entry);
      let answer: Answer | null = null;
      for (const route of routes) {
        const match = route.method === entry.method ? route.path.exec(path) : null;
        if (match) {
          answer = route.answer(entry, match);
          break;
        }
      }
      if (!answer) {
        unanswered.push(`${entry.method} ${path}`);
        answer = routeNotFound(entry.method, path);
      }
      const token = (request.headers['sw-context-token'] as string | undefined) ?? REPLAY_TOKEN;
      response.writeHead(answer.status, { 'content-type': 'application/json', 'sw-context-token': token });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    unanswered,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Recorded entities in the search result the route answers (the envelope is not recorded). */
export const searchResult = (request: Received, entity: string, elements: unknown[]) =>
  shaped(request, {
    elements,
    total: elements.length,
    aggregations: [],
    page: 1,
    limit: null,
    entity,
    apiAlias: 'dal_entity_search_result',
  });

/** GET /context: the session of the customer who placed the recorded order (a labelled fixture, corpus/README.md). */
export const CUSTOMER_CONTEXT: ReplayRoute = {
  method: 'GET',
  path: /^\/context$/,
  answer: (request) => shaped(request, corpusAnswer('fixtures/context-customer')),
};
