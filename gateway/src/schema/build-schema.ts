import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { upstreamErrorMiddleware } from '../errors/upstream-error-middleware.js';
import { resolvers } from './resolvers.js';
import { authChecker } from '../session/auth-checker.js';

/** The gateway's GraphQL schema from its type-graphql classes (the SDL is emitted from it). */
export function buildGatewaySchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: resolvers as unknown as NonEmptyArray<new (...args: never[]) => object>,
    globalMiddlewares: [upstreamErrorMiddleware],
    validate: false,
    authChecker,
  });
}
