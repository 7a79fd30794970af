import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { SecurityConfig } from '../../config.js';
import { registerSecurityHeaders } from '../../security/security-headers.js';
import { boundPipelining } from '../pipelining.js';
import { warnOfUnreadRequests, type requestTargetRules } from '../request-target.js';

export interface SecurityOptions {
  security: SecurityConfig;
  /** The rendered pages' inline stylesheet, allowed by the Content-Security-Policy by its hash. */
  styleHashes: string[];
  targets: ReturnType<typeof requestTargetRules>;
}

/**
 * Before any route runs: helmet's headers and the shop's Content-Security-Policy on every answer,
 * request targets no route can serve answered 414 or 404 (http/request-target.ts); on the connection,
 * requests pipelined past a bound dropped and requests Node refuses unread logged.
 */
const security: FastifyPluginAsync<SecurityOptions> = async (app, { security, styleHashes, targets }) => {
  await registerSecurityHeaders(app, security, styleHashes);
  app.addHook('onRequest', targets.onRequest);
  boundPipelining(app.server);
  warnOfUnreadRequests(app.server, app.log);
};

export default fp(security, { name: 'gateway-security' });
