import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import { GENERIC_LIMIT_MESSAGE } from '../errors/format-error.js';
import { forEachRootField } from './root-fields.js';

/**
 * The sizes a query may have. The web client's largest operation has depth 8, 2 aliases, 265 tokens,
 * cost 911 and no directives (measured with fragments flattened; test/query-limits.test.ts runs all of
 * them against these limits), so each limit leaves room for the client to grow and none for abuse.
 */
export const QUERY_LIMITS = { depth: 10, aliases: 10, tokens: 1000, cost: 3000, directives: 10 } as const;

/**
 * What one operation may ask of the Store API: each root field is at least one Store API call
 * (uncached with a customer's session), a page of products (search, listings, products by id, orders:
 * up to 100 each, with their prices, media and properties) weighs three. The web client's largest
 * operations weigh 5 (navigation, a listing, payment methods); 10 aliased searches would weigh 30.
 */
export const STORE_API_LIMIT = 8;
const HEAVY_ROOT_FIELDS = new Set(['search', 'quickSearch', 'productListing', 'products', 'orders', 'page']);
const HEAVY_COST = 3;

/** The Store API weight of a root field; introspection and __typename ask nothing of it. */
const storeApiCostOf = (field: string): number =>
  field.startsWith('__') ? 0 : HEAVY_ROOT_FIELDS.has(field) ? HEAVY_COST : 1;

/**
 * Counts each operation's root fields by their Store API weight, each response key once (as the executor
 * runs them: through fragments, every alias apart, a fragment spread twice is one call) and refuses an
 * operation over STORE_API_LIMIT as too complex, before anything runs. The walk visits each fragment once
 * and stops at the limit, so its time is linear in the document whatever its fragments spread.
 * graphql-armor's cost counts the size of the answer, not the calls behind it: 10 aliased
 * `search(limit: 100)` pass it.
 */
export function storeApiCostRule(production: boolean) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      let weight = 0;
      forEachRootField(context, operation, (field) => {
        weight += storeApiCostOf(field.name.value);
        return weight > STORE_API_LIMIT;
      });
      if (weight <= STORE_API_LIMIT) return;
      const detail = `The operation asks too much of the Store API: weight over ${STORE_API_LIMIT} (a search, listing, products, orders or page weighs ${HEAVY_COST}, any other field 1).`;
      context.reportError(
        new GraphQLError(production ? GENERIC_LIMIT_MESSAGE : detail, {
          nodes: [operation],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      );
    },
  });
}

/**
 * graphql-armor's protections for Apollo: depth, aliases, tokens, cost, directives, and in production "Did
 * you mean …" suggestions removed from errors. A refusal is a validation error (GRAPHQL_VALIDATION_FAILED,
 * HTTP 400, nothing executed); in production its message says nothing about the limit or the query.
 */
export function queryLimits(production: boolean) {
  const reject: GraphQLArmorRejectCallback = (context, error) => {
    const refusal = new GraphQLError(
      production ? GENERIC_LIMIT_MESSAGE : error.message.replace(/^Syntax Error: /, ''),
      { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
    );
    // Token counting runs in the parser, without a validation context: it throws.
    if (!context) throw refusal;
    context.reportError(refusal);
  };
  const refusal = {
    exposeLimits: !production,
    errorMessage: GENERIC_LIMIT_MESSAGE,
    propagateOnRejection: false,
    onReject: [reject],
  };
  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.depth, flattenFragments: true, ...refusal },
    maxAliases: { n: QUERY_LIMITS.aliases, ...refusal },
    // Counted by graphql's own parser instead (parseOptions below): armor's token plugin throws from a
    // hook, which Apollo answers as a 500.
    maxTokens: { enabled: false },
    costLimit: { maxCost: QUERY_LIMITS.cost, flattenFragments: true, ...refusal },
    maxDirectives: { n: QUERY_LIMITS.directives, ...refusal },
    // Production hides graphql's "Did you mean …" (hideSchemaDetailsFromClientErrors, server.ts; armor's block
    // too); outside it a developer in the IDE reads graphql's own suggestion, not armor's '[Suggestion hidden]'.
    blockFieldSuggestion: { enabled: production },
  });
  const { plugins, validationRules } = armor.protect();
  // graphql-armor's types name Apollo's CommonJS build, the gateway imports the ES module: the same plugins.
  return {
    plugins: plugins as unknown as ApolloServerPlugin[],
    validationRules: [...validationRules, storeApiCostRule(production)],
    parseOptions: { maxTokens: QUERY_LIMITS.tokens },
  };
}
