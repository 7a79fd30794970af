import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy does instead of forwarding a request to the Store API. */
export type Fault =
  /** Waits this long, then forwards: an answer that comes after the gateway's time-out. */
  | { kind: 'delay'; ms: number }
  /** Answers this status with this body (Shopware's `errors[]`, or a load balancer's HTML page). */
  | { kind: 'answer'; status: number; body: string; contentType?: string }
  /** Destroys the connection without answering (ECONNRESET on the gateway's side). */
  | { kind: 'reset' }
  /** Stops listening: the gateway's connections are refused until `heal()`. */
  | { kind: 'refuse' };

export interface FaultProxy {
  /** Where the gateway is pointed (its SHOPWARE_ENDPOINT). */
  url: string;
  /** Every request that reached the proxy, as "POST /store-api/product-listing/<id>". */
  received: string[];
  /** The Store API (the emulator) that healthy requests go to. */
  forwardTo(target: string): void;
  /**
   * Answers the next `times` requests (all of them by default) with the fault, then forwards again;
   * with `only`, just the requests whose "METHOD /path" matches it (the others pass and do not count).
   */
  fail(fault: Fault, times?: number, only?: RegExp): Promise<void>;
  /** Back to forwarding every request (and listening again after `refuse`). */
  heal(): Promise<void>;
  close(): Promise<void>;
}

/** A Shopware error answer: `{ errors: [{ status, code, title, detail, meta }] }`. */
export function shopwareError(
  status: number,
  code: string,
  title: string,
  detail: string,
  parameters?: Record<string, unknown>,
): Fault {
  const error = { status: String(status), code, title, detail, ...(parameters ? { meta: { parameters } } : {}) };
  return { kind: 'answer', status, body: JSON.stringify({ errors: [error] }) };
}

/** An HTML error page, as nginx or a load balancer in front of Shopware answers. */
export function htmlError(status: number, reason: string): Fault {
  return {
    kind: 'answer',
    status,
    body: `<html><head><title>${status} ${reason}</title></head><body><h1>${reason}</h1></body></html>`,
    contentType: 'text/html',
  };
}

/**
 * A loopback HTTP proxy in front of the emulator that can fail on demand: late, with an error
 * status, with a broken body, by resetting or refusing connections. Faults apply to whole
 * requests; `received` counts the attempts that reached it (retries included).
 */
export async function startFaultProxy(): Promise<FaultProxy> {
  let target = '';
  let fault: Fault | null = null;
  let remaining = 0;
  let only: RegExp | null = null;
  const received: string[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const pass = (request: IncomingMessage, response: ServerResponse): void => {
    const upstream = forward(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  };

  const server = createServer((request, response) => {
    received.push(`${request.method} ${request.url}`);
    const current = remaining > 0 && (!only || only.test(`${request.method} ${request.url}`)) ? fault : null;
    if (current && --remaining === 0) fault = null;
    if (!current) return pass(request, response);
    if (current.kind === 'reset') return void request.socket.destroy();
    if (current.kind === 'answer') {
      request.resume();
      return void response
        .writeHead(current.status, { 'content-type': current.contentType ?? 'application/json' })
        .end(current.body);
    }
    if (current.kind === 'delay') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) pass(request, response);
      }, current.ms);
      timers.add(timer);
      // The gateway gave up (its time-out): nothing left to answer.
      response.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
    }
  });

  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stopListening = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  await listen(0);
  const { port } = server.address() as AddressInfo;
  const heal = async (): Promise<void> => {
    fault = null;
    remaining = 0;
    only = null;
    if (!server.listening) await listen(port);
  };

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    forwardTo(url) {
      target = url;
    },
    async fail(next, times = Number.POSITIVE_INFINITY, matching) {
      await heal();
      if (next.kind === 'refuse') return stopListening();
      fault = next;
      remaining = times;
      only = matching ?? null;
    },
    heal,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      if (server.listening) await stopListening();
    },
  };
}
