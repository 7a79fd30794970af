import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How many requests one connection may send ahead of their answers (HTTP/1.1 pipelining). No browser
 * pipelines, nor does a balancer towards the gateway; a client that sends more is broken or hostile.
 */
const PIPELINED_REQUESTS = 16;

const UNANSWERED = Symbol('requests of this connection not yet answered');

/**
 * Closes a connection that sends more than `limit` requests ahead of their answers, and drops the requests it
 * sent beyond them unanswered. Node parses every request of a chunk a connection sends (up to 64 KB, a thousand
 * short requests) before it can hold back, and hands each to the gateway: one client pipelining thousands of
 * page requests it never read held thousands of pages (and started as many sessions) at once, until the
 * gateway ran out of memory and stopped for every shopper. Wraps the server's request listeners (Fastify's).
 */
export function boundPipelining(server: Server, limit = PIPELINED_REQUESTS): void {
  const handlers = server.listeners('request') as Array<(request: IncomingMessage, response: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket as Socket & { [UNANSWERED]?: number };
    if (socket.destroyed) return;
    const unanswered = (socket[UNANSWERED] ?? 0) + 1;
    if (unanswered > limit) {
      socket.destroy();
      return;
    }
    socket[UNANSWERED] = unanswered;
    response.once('close', () => {
      socket[UNANSWERED]! -= 1;
    });
    for (const handle of handlers) handle(request, response);
  });
}
