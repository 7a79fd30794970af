import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';

/**
 * A first visit has no session yet: the answer to the first Session query brings its token cookie.
 * A mutation sent before that answer (a quick click on 'In den Warenkorb') would start a second
 * session, and the browser would keep whichever cookie came last, so the cart would seem lost.
 * While the first Session query is on its way, mutations wait for it (its answer or its failure);
 * queries never wait.
 */
export function sessionGateLink(): ApolloLink {
  let firstSession: Promise<void> | null = null;
  let settled = false;
  return new ApolloLink((operation, forward) => {
    if (operation.operationName === 'Session' && !firstSession) {
      let settle = () => {};
      firstSession = new Promise<void>((resolve) => (settle = resolve)).then(() => {
        settled = true;
      });
      return new Observable((observer) => {
        const subscription = forward(operation).subscribe({
          next: (value) => {
            settle();
            observer.next(value);
          },
          error: (error: unknown) => {
            settle();
            observer.error(error);
          },
          complete: () => {
            settle();
            observer.complete();
          },
        });
        return () => {
          settle();
          subscription.unsubscribe();
        };
      });
    }
    if (operation.operationType !== OperationTypeNode.MUTATION || !firstSession || settled) return forward(operation);
    const waitFor = firstSession;
    return new Observable((observer) => {
      let subscription: { unsubscribe(): void } | null = null;
      let cancelled = false;
      void waitFor.then(() => {
        if (!cancelled) subscription = forward(operation).subscribe(observer);
      });
      return () => {
        cancelled = true;
        subscription?.unsubscribe();
      };
    });
  });
}
