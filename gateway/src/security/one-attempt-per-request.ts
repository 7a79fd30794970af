import { GraphQLError, type ASTVisitor, type FieldNode, type ValidationContext } from 'graphql';
import { forEachRootField } from './root-fields.js';

/** The mutations guarded by rate limits (security/rate-limiter.ts): guessing passwords, sending mails. */
export const RATE_LIMITED_MUTATIONS = [
  'login',
  'register',
  'requestPasswordReset',
  'subscribeNewsletter',
  'unsubscribeNewsletter',
  'sendContactForm',
] as const;
export type RateLimitedMutation = (typeof RATE_LIMITED_MUTATIONS)[number];

const guarded = new Set<string>(RATE_LIMITED_MUTATIONS);

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
          new GraphQLError('Only one login, registration, password reset, newsletter or contact request per request.', {
            nodes: attempts,
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          }),
        );
      }
    },
  };
}
