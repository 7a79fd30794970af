import { connect, type Socket } from 'node:net';
import { startShop, type RunningShop } from './support/gateway-harness.js';

/**
 * Node's server time-outs (config.ts HTTP_*; defaults: headers 10 s, whole request 30 s, idle
 * socket 60 s, idle kept-alive connection 72 s): no client holds a connection open without end.
 * This test CHANGES them to a second or three, because it is about them: a client that sends its
 * headers one byte at a time, or its body one byte a second, is cut off; a kept-alive connection
 * left idle is closed; an ordinary request is still answered.
 */
const HEADERS_MS = 1000;
const REQUEST_MS = 3000;
const KEEP_ALIVE_MS = 1500;

let shop: RunningShop;
let port: number;
beforeAll(async () => {
  shop = await startShop({
    gatewayEnv: {
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
    },
  });
  port = Number(new URL(shop.gatewayUrl).port);
});
afterAll(() => shop?.close());

interface Trickle {
  /** What the server sent back before it closed the connection. */
  answer: string;
  /** Milliseconds from the first byte to the close. */
  closedAfter: number;
  /** How many of the bytes were sent before the close. */
  sent: number;
}

/** Sends `head` at once, then `slow` one byte every `everyMs`, until the server closes the connection (or all is sent). */
function trickle(head: string, slow: string, everyMs: number): Promise<Trickle> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const started = Date.now();
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closedAfter: Date.now() - started, sent });
    });
    socket.once('connect', () => {
      socket.write(head);
      const next = () => {
        if (socket.destroyed || sent >= slow.length) return;
        socket.write(slow[sent]!);
        sent += 1;
        timer = setTimeout(next, everyMs);
      };
      next();
    });
  });
}

test('a client that sends its headers one byte at a time is cut off after the headers time-out', async () => {
  const headers = `Host: 127.0.0.1\r\nContent-Type: application/json\r\nX-Padding: ${'a'.repeat(200)}\r\n\r\n`;
  const result = await trickle('POST /graphql HTTP/1.1\r\n', headers, 100);
  expect(result.sent).toBeLessThan(headers.length);
  expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(result.closedAfter).toBeGreaterThanOrEqual(HEADERS_MS - 100);
  // The check runs every quarter of the headers time-out; the rest is room for a busy machine.
  expect(result.closedAfter).toBeLessThan(HEADERS_MS + 2500);
});

test('a client that sends its body one byte a second is cut off after the request time-out', async () => {
  const body = JSON.stringify({ query: '{ session { isLoggedIn } }' });
  const head = `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
  const result = await trickle(head, body, 1000);
  expect(result.sent).toBeLessThan(body.length);
  expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(result.closedAfter).toBeGreaterThanOrEqual(REQUEST_MS - 100);
  expect(result.closedAfter).toBeLessThan(REQUEST_MS + 2500);
});

test('a kept-alive connection left idle is closed after the keep-alive time-out; an ordinary request is answered', async () => {
  const body = JSON.stringify({ query: '{ session { isLoggedIn } }' });
  const request = `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
  const result = await new Promise<{ answer: string; idleFor: number }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let answeredAt = 0;
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      answeredAt ||= Date.now();
    });
    socket.on('close', () => resolve({ answer, idleFor: Date.now() - answeredAt }));
    socket.once('connect', () => socket.write(request));
  });
  expect(result.answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(result.answer).toMatch(/keep-alive/i);
  expect(result.answer).toContain('"isLoggedIn":false');
  expect(result.idleFor).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 300);
  // Node keeps the socket a second longer than the timeout it announces (keep-alive: timeout=…).
  expect(result.idleFor).toBeLessThan(KEEP_ALIVE_MS + 3500);
});
