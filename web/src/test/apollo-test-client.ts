import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';

export type Answer = { data?: unknown; errors?: unknown[] } | Error;

/**
 * An Apollo Client whose link answers each operation by name from `answers` (a function of the
 * operation's variables for answers that change, or a promise of one for a slow answer), and records the operations asked for.
 */
/** The gateway's answers by operation name. */
export type TestAnswers = Record<string, Answer | ((variables: Record<string, unknown>) => Answer | Promise<Answer>)>;

/** The answer as the gateway sends it: the generated operations select the root's __typename too. */
function withRootTypename(answer: Exclude<Answer, Error>, operationType: OperationTypeNode) {
  const { data } = answer;
  if (!data || typeof data !== 'object' || '__typename' in data) return answer;
  return { ...answer, data: { __typename: operationType === 'mutation' ? 'Mutation' : 'Query', ...data } };
}

export function testClient(answers: TestAnswers) {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName ?? '');
        const entry = answers[operation.operationName ?? ''];
        const answer = typeof entry === 'function' ? entry(operation.variables) : entry;
        const send = (value: Answer | undefined) => {
          if (!value) observer.error(new Error(`No answer for ${operation.operationName}`));
          else if (value instanceof Error) observer.error(value);
          else {
            observer.next(withRootTypename(value, operation.operationType) as never);
            observer.complete();
          }
        };
        // A promised answer (a slow request) comes when it settles; the others at once.
        if (answer instanceof Promise) void answer.then(send);
        else send(answer);
      }),
  );
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache({ possibleTypes: { Page: ['CategoryPage', 'ProductPage', 'NotFoundPage'] } }),
  });
  return { client, asked };
}

export function sessionAnswer(
  overrides: {
    isLoggedIn?: boolean;
    isGuest?: boolean;
    cartItemCount?: number;
    customer?: { firstName: string; lastName: string; isGuest: boolean } | null;
  } = {},
) {
  const customer = overrides.customer === undefined ? null : overrides.customer;
  return {
    data: {
      session: {
        __typename: 'Session',
        isLoggedIn: overrides.isLoggedIn ?? false,
        isGuest: overrides.isGuest ?? false,
        cartItemCount: overrides.cartItemCount ?? 0,
        wishlistCount: 0,
        customer: customer && { __typename: 'SessionCustomer', id: 'c1', ...customer },
        language: { __typename: 'Language', id: 'l1', locale: 'de-DE' },
        currency: { __typename: 'Currency', isoCode: 'EUR', symbol: '€' },
      },
    },
  };
}
