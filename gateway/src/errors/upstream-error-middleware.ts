import type { MiddlewareFn } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { UpstreamError } from '../shopware/upstream-error.js';
import { toGraphQLError } from './to-graphql-error.js';

/** Turns a Store API failure raised anywhere in a resolver into the mapped GraphQL error. */
export const upstreamErrorMiddleware: MiddlewareFn<GatewayContext> = async ({ context }, next) => {
  try {
    return await next();
  } catch (error) {
    if (error instanceof UpstreamError) throw toGraphQLError(error, context.locale);
    throw error;
  }
};
