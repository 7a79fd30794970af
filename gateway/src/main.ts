import { loadConfig } from './config.js';
import { createShutdown } from './http/lifecycle.js';
import { flushLogs, logsInfo } from './observability/logger.js';
import { startMetricsServer } from './observability/metrics-server.js';
import { warnOfUnlistedMediaOrigins } from './security/unlisted-media-origins.js';
import { createServer } from './server.js';

const config = loadConfig();
const { app, metrics, lifecycle } = await createServer(config);
// Prometheus' GET /metrics on a port of its own (METRICS_PORT, METRICS_HOST), closed with the app; a
// port already taken is logged and the shop still starts.
if (metrics) {
  const metricsServer = await startMetricsServer(metrics, config.metrics).catch((error: unknown) => {
    app.log.error({ err: error }, `Metrics not served on ${config.metrics.host}:${config.metrics.port}`);
    return null;
  });
  if (metricsServer) {
    app.addHook('onClose', () => metricsServer.close());
    app.log.info(`Metrics on ${metricsServer.url}`);
  }
}
// SIGTERM: /ready 503, a drain of SHUTDOWN_DRAIN_SECONDS, then in-flight requests finish (http/lifecycle.ts).
// SIGINT the same in production; elsewhere a developer's Ctrl-C skips the drain.
const shutdown = createShutdown({
  app,
  lifecycle,
  config: config.lifecycle,
  production: config.production,
  log: (message) => app.log.warn(message),
  exit: (code) => process.exit(code),
});
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// The address it listens on (PORT=0 takes a free port, as the benchmark does). The benchmark and the
// tooling wait for /GraphQL gateway on (\S+)/ on stdout: a pino line's msg, or a plain line when info is off.
const address = await app.listen({ port: config.port, host: config.host });
const listening = `GraphQL gateway on ${address}/graphql (Store API ${config.shopware.endpoint})`;
if (logsInfo(app.log)) app.log.info(listening);
else console.log(listening);
flushLogs();
void warnOfUnlistedMediaOrigins(config, (message) => app.log.warn(message));
