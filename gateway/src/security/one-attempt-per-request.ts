import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

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
      const attempts = rootFields(context, operation.selectionSet, new Set()).filter((field) =>
        guarded.has(field.name.value),
      );
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

/** The operation's root fields, also those inside inline fragments and fragment spreads (each fragment once). */
function rootFields(context: ValidationContext, selectionSet: SelectionSetNode, seen: Set<string>): FieldNode[] {
  return selectionSet.selections.flatMap((selection): FieldNode[] => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(context, selection.selectionSet, seen);
    const fragment = context.getFragment(selection.name.value);
    if (!fragment || seen.has(fragment.name.value)) return [];
    seen.add(fragment.name.value);
    return rootFields(context, fragment.selectionSet, seen);
  });
}
