/**
 * Bench helper (no benchmark of its own): the least a gateway can be. A bare Node HTTP server that sends
 * each request on to the Store API as it came (method, path, body, the sw-* and content-type headers)
 * over kept-alive connections and answers with the Store API's status, content type and bytes: no
 * GraphQL, no mapping, no cache, no HTTP client library. In a process of its own, as the gateways;
 * `gateway-catalogue.ts` measures what this second hop alone adds to the direct call.
 * Env: STORE_API_ORIGIN (the emulator's origin), PORT (0: any free port).
 */
import { Agent, createServer, request as send } from 'node:http';

const origin = process.env.STORE_API_ORIGIN;
if (!origin) throw new Error('STORE_API_ORIGIN is not set');
const agent = new Agent({ keepAlive: true });
const FORWARDED = /^(content-type|content-length|sw-.*)$/;

const server = createServer((request, response) => {
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => FORWARDED.test(name)));
  const upstream = send(`${origin}${request.url}`, { method: request.method, headers, agent }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, {
      'content-type': answer.headers['content-type'] ?? 'application/octet-stream',
      ...(answer.headers['content-length'] ? { 'content-length': answer.headers['content-length'] } : {}),
    });
    answer.pipe(response);
  });
  upstream.on('error', (error) => response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error)));
  request.pipe(upstream);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`pass-through hop on http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
