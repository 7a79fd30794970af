import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayMetrics } from './metrics.js';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * GET /metrics (Prometheus' text format) on a port of its own, on 127.0.0.1 unless METRICS_HOST says
 * otherwise: never on the shop's public port. Everything else is a 404.
 */
export async function startMetricsServer(
  metrics: GatewayMetrics,
  options: { port: number; host: string },
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
