import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage, type AuthCheckerFn, type NonEmptyArray } from 'type-graphql';
import type { GatewayContext } from '../modules/context.js';
import { mappingUpstreamErrorsOf, upstreamErrorMiddleware } from '../errors/upstream-error-middleware.js';
import { resolvers } from './resolvers.js';
import { authChecker } from '../session/auth-checker.js';

/** The gateway's GraphQL schema from its type-graphql classes (the SDL is emitted from it). */
export async function buildGatewaySchema(): Promise<GraphQLSchema> {
  readPlainFieldsDirectly();
  const schema = await buildSchema({
    resolvers: resolvers as unknown as NonEmptyArray<new (...args: never[]) => object>,
    globalMiddlewares: [upstreamErrorMiddleware],
    validate: false,
    // authChecker is a function (typed as type-graphql's union of function and class).
    authChecker: mappingUpstreamErrorsOf(authChecker as AuthCheckerFn<GatewayContext>),
  });
  describeRootTypes(schema);
  return schema;
}

/** type-graphql offers no description for the root types; the GraphQL IDE shows these on its first page. */
function describeRootTypes(schema: GraphQLSchema): void {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query)
    query.description =
      "Reads of the shop: catalogue (navigation, listings, products, search), the session's cart, checkout choices, account and orders. Catalogue reads of a visitor without a customer are cached; everything else is read live from the Store API with the session's token (cookie sw-context-token or the header of the same name).";
  if (mutation)
    mutation.description =
      "Changes of the session: cart, checkout, account, addresses, wishlist, newsletter and contact. Refusals come as userErrors (code, field, message in the request's language) in each payload; only failures of the gateway or the Store API are GraphQL errors.";
}

/**
 * A field that is a plain property (no field resolver, no roles, no middleware of its own) is read
 * with graphql's default resolver, as type-graphql's `simple` option does, instead of through the
 * global middleware: a listing has hundreds of such fields, and the middleware made each of them a
 * promise (about half of a cached listing's time). They cannot raise an upstream error: only
 * queries, mutations and field resolvers call the Store API, and those keep the middleware.
 */
function readPlainFieldsDirectly(): void {
  for (const field of getMetadataStorage().fields) {
    if (field.simple === undefined && !field.roles?.length && !field.middlewares?.length) field.simple = true;
  }
}
