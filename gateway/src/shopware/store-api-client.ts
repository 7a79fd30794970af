import got, { RequestError, TimeoutError, type Got, type Method } from 'got';
import { UpstreamError, upstreamErrorFromResponse } from './upstream-error.js';

export interface StoreApiClientOptions {
  endpoint: string;
  accessKey: string;
  timeoutMs: number;
  /** Told of every answer of the Store API (not of a refused, reset or timed-out call): /ready's sign of life. */
  onAnswer?: () => void;
}

/** What one request's client knows of the shopper's session; the token is replaced when Shopware rotates it. */
export interface StoreApiSession {
  contextToken: string | null;
  languageId: string | null;
}

export interface CallOptions {
  searchParams?: Record<string, string>;
  /** Adds `sw-include-seo-urls` so products and categories carry their SEO paths. */
  seoUrls?: boolean;
  /** The answer is a file (readFile): its bytes and content type instead of parsed JSON. */
  file?: boolean;
}

export interface UpstreamCall {
  method: Method;
  path: string;
}

/** One finished Store API call, for logs and metrics (observability/): its status, or how it failed. */
export interface StoreApiCallRecord {
  method: Method;
  path: string;
  /** The answer's status; null when there was no answer. */
  status: number | null;
  /** `timeout` or `network` when there was no answer (`code`: got's error code, e.g. ECONNREFUSED). */
  failure: 'timeout' | 'network' | null;
  code: string | null;
  durationMs: number;
  /** The gateway request's id, sent as `x-request-id`. */
  requestId: string | null;
}

export type StoreApiObserver = (call: StoreApiCallRecord) => void;

/** The first retry waits this long, the second twice as long (got's default, 1 s then 2 s, is for batch jobs). */
const RETRY_BASE_DELAY_MS = 100;

/**
 * Read routes of the Store API are POSTs with a criteria body; only these are retried: twice, on
 * 502/503/504 and on a refused or reset connection, after 100 ms and 200 ms, because a shopper is
 * waiting. A time-out is not retried: the time-out (10 s) is the whole wait, and a Store API
 * that did not answer in it is overloaded, so asking again would only add load.
 */
const RETRY = {
  limit: 2,
  statusCodes: [502, 503, 504],
  errorCodes: ['ECONNRESET', 'EPIPE', 'ECONNREFUSED'],
  // got computes 0 when its rules say "do not retry" (or a Retry-After longer than the time-out).
  calculateDelay: ({ attemptCount, computedValue }: { attemptCount: number; computedValue: number }) =>
    computedValue === 0 ? 0 : Math.min(computedValue, RETRY_BASE_DELAY_MS * 2 ** (attemptCount - 1)),
};

/**
 * The one Store API client: base URL, access key, the session's context token and language,
 * the time-out, retries for idempotent reads only, and Shopware's `errors[]` decoded into one
 * UpstreamError. One instance per GraphQL request (see `forSession`).
 */
export class StoreApiClient {
  /** While a session without a token makes its first call, the others wait for the token it gets. */
  private firstCall: Promise<unknown> | null = null;

  private constructor(
    private readonly http: { reads: Got; writes: Got; onAnswer?: () => void },
    readonly session: StoreApiSession,
    /** Every upstream call made through this client (tests and the benchmark count them). */
    readonly calls: UpstreamCall[] = [],
    /** The shopper's address, sent as X-Forwarded-For (only behind trusted proxies: security/client-ip.ts). */
    private readonly clientIp: string | null = null,
    /** The gateway request's id, sent on every call as `x-request-id`. */
    readonly requestId: string | null = null,
    private readonly observe: StoreApiObserver | null = null,
  ) {}

  static factory(
    options: StoreApiClientOptions,
    observe: StoreApiObserver | null = null,
  ): (session: StoreApiSession, clientIp?: string | null, requestId?: string | null) => StoreApiClient {
    const writes = got.extend({
      prefixUrl: `${options.endpoint}/store-api`,
      headers: { 'sw-access-key': options.accessKey, accept: 'application/json' },
      timeout: { request: options.timeoutMs },
      retry: { limit: 0 },
      throwHttpErrors: false,
      responseType: 'text',
      http2: false,
    });
    // Two instances rather than retry options per call: got merges a call's options into its defaults.
    const http = {
      reads: writes.extend({ retry: { ...RETRY, methods: ['GET', 'POST'] } }),
      writes,
      onAnswer: options.onAnswer,
    };
    return (session, clientIp = null, requestId = null) =>
      new StoreApiClient(http, session, [], clientIp, requestId, observe);
  }

  /**
   * A client for another session that logs its calls with this one's: the cache reads public answers
   * with a copy of the shopper's session (or none), so a token such a read gets never becomes the shopper's.
   */
  withSession(session: StoreApiSession): StoreApiClient {
    return new StoreApiClient(this.http, session, this.calls, this.clientIp, this.requestId, this.observe);
  }

  /** An idempotent read (GET, or POST with criteria): retried on 502/503/504 and refused or reset connections. */
  read<T>(path: string, body?: object, options: CallOptions = {}): Promise<T> {
    return this.call<T>(body === undefined ? 'GET' : 'POST', path, body, options, true);
  }

  /**
   * A file the Store API answers (a document's PDF): GET, retried as a read; the bytes and their
   * content type. Refusals come as Shopware's JSON errors and throw as for any other call.
   */
  async readFile(path: string): Promise<{ content: Buffer; contentType: string }> {
    const file = await this.call<{ content: Buffer; contentType: string }>(
      'GET',
      path,
      undefined,
      { file: true },
      true,
    );
    return file;
  }

  /** A change (login, add to cart, order …): never retried, so it never happens twice. */
  write<T>(method: Exclude<Method, 'GET'>, path: string, body?: object, options: CallOptions = {}): Promise<T> {
    return this.call<T>(method, path, body, options, false);
  }

  private async call<T>(
    method: Method,
    path: string,
    body: object | undefined,
    options: CallOptions,
    idempotent: boolean,
  ): Promise<T> {
    if (!this.session.contextToken) {
      if (this.firstCall) {
        await this.firstCall.catch(() => undefined);
      } else {
        const first = this.send<T>(method, path, body, options, idempotent);
        this.firstCall = first;
        return first;
      }
    }
    return this.send<T>(method, path, body, options, idempotent);
  }

  private async send<T>(
    method: Method,
    path: string,
    body: object | undefined,
    options: CallOptions,
    idempotent: boolean,
  ): Promise<T> {
    this.calls.push({ method, path });
    const headers: Record<string, string> = {};
    if (this.session.contextToken) headers['sw-context-token'] = this.session.contextToken;
    if (this.session.languageId) headers['sw-language-id'] = this.session.languageId;
    if (options.seoUrls) headers['sw-include-seo-urls'] = 'true';
    if (this.clientIp) headers['x-forwarded-for'] = this.clientIp;
    if (this.requestId) headers['x-request-id'] = this.requestId;
    if (options.file) headers['accept'] = '*/*';
    const started = this.observe ? performance.now() : 0;
    let response;
    try {
      response = await (idempotent ? this.http.reads : this.http.writes)(path.replace(/^\//, ''), {
        method,
        headers,
        ...(body === undefined ? {} : { json: body }),
        ...(options.searchParams ? { searchParams: options.searchParams } : {}),
        ...(options.file ? { responseType: 'buffer' as const } : {}),
      });
    } catch (error) {
      const failure = toUpstreamError(error, method, path);
      const code = error instanceof RequestError ? error.code : null;
      this.observe?.({
        method,
        path,
        status: null,
        failure: failure.kind === 'timeout' ? 'timeout' : 'network',
        code,
        durationMs: performance.now() - started,
        requestId: this.requestId,
      });
      throw failure;
    }
    this.observe?.({
      method,
      path,
      status: response.statusCode,
      failure: null,
      code: null,
      durationMs: performance.now() - started,
      requestId: this.requestId,
    });
    // 401: the access key was refused, which a working shop never answers.
    if (response.statusCode < 500 && response.statusCode !== 401) this.http.onAnswer?.();
    const token = response.headers['sw-context-token'];
    if (typeof token === 'string' && token !== '' && token !== this.session.contextToken) {
      this.session.contextToken = token;
    }
    const answer = response.body as string | Buffer;
    if (response.statusCode >= 400) throw upstreamErrorFromResponse(response.statusCode, String(answer));
    if (options.file) return { content: answer, contentType: String(response.headers['content-type']) } as T;
    const text = String(answer);
    if (response.statusCode === 204 || text === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new UpstreamError({
        kind: 'malformed',
        status: 502,
        message: `${method} ${path} answered malformed JSON`,
        cause: error,
      });
    }
  }
}

function toUpstreamError(error: unknown, method: Method, path: string): UpstreamError {
  if (error instanceof TimeoutError) {
    return new UpstreamError({ kind: 'timeout', status: 408, message: `${method} ${path} timed out`, cause: error });
  }
  if (error instanceof RequestError) {
    return new UpstreamError({
      kind: 'network',
      status: 502,
      message: `${method} ${path} failed: ${error.code}`,
      cause: error,
    });
  }
  return new UpstreamError({ kind: 'network', status: 502, message: `${method} ${path} failed`, cause: error });
}
