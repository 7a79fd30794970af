import { GraphQLError, type ASTVisitor, type FieldNode, type ValidationContext } from 'graphql';
import { forEachRootField } from './root-fields.js';

/** The mutations of which a request may hold one: guessing passwords or codes, sending mails, placing orders. */
const ONE_PER_REQUEST = [
  'login',
  'register',
  'requestPasswordReset',
  'subscribeNewsletter',
  'unsubscribeNewsletter',
  'sendContactForm',
  'addPromotionCode',
  'placeOrder',
] as const;

/**
 * The mutations guarded by rate limits (security/rate-limiter.ts): those above, and adding to the cart
 * (Shopware's `cart_add_line_item`), which an app may ask several times in one request.
 */
export const RATE_LIMITED_MUTATIONS = [...ONE_PER_REQUEST, 'addToCart'] as const;
export type RateLimitedMutation = (typeof RATE_LIMITED_MUTATIONS)[number];

const guarded = new Set<string>(ONE_PER_REQUEST);

/**
 * At most one rate-limited mutation per request: aliases (`a: login(…) b: login(…)`) would otherwise
 * try many passwords in one request. HTTP batching is off (Apollo's allowBatchedHttpRequests), so a
 * request is one operation. The web client never sends two of them together.
 */
export function oneAttemptPerRequestRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      if (operation.operation !== 'mutation') return;
      const attempts: FieldNode[] = [];
      forEachRootField(context, operation, (field) => {
        if (guarded.has(field.name.value)) attempts.push(field);
        return attempts.length > 1;
      });
      if (attempts.length > 1) {
        context.reportError(
          new GraphQLError(
            'Only one login, registration, password reset, newsletter, contact, promotion code or order request per request.',
            {
              nodes: attempts,
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            },
          ),
        );
      }
    },
  };
}
