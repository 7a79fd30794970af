import type { AuthCheckerFn, MiddlewareFn } from 'type-graphql';
import type { Locale } from '../i18n/locale.js';
import { UpstreamError } from '../shopware/upstream-error.js';
import { toGraphQLError } from './to-graphql-error.js';

/** What the mapping reads of a request's context (GatewayContext has it). */
interface ErrorContext {
  locale: Locale;
  config: { production: boolean };
}

/** Runs a resolver step and turns a Store API failure raised in it into the mapped GraphQL error. */
async function mappingUpstreamErrors<T>(context: ErrorContext, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof UpstreamError) throw toGraphQLError(error, context.locale, context.config.production);
    throw error;
  }
}

/** Turns a Store API failure raised anywhere in a resolver into the mapped GraphQL error. */
export const upstreamErrorMiddleware: MiddlewareFn<ErrorContext> = ({ context }, next) =>
  mappingUpstreamErrors(context, next);

/**
 * The same for the auth check: type-graphql runs it before the global middlewares, so a failing
 * GET /context in it would otherwise reach the client as an unknown error (masked as 500 in
 * production, Node's message and stack outside it) instead of the 408/502/503 texts (docs/behaviour/errors.md).
 */
export const mappingUpstreamErrorsOf =
  <Context extends ErrorContext>(checker: AuthCheckerFn<Context>): AuthCheckerFn<Context> =>
  (data, roles) =>
    mappingUpstreamErrors(data.context, async () => checker(data, roles));
