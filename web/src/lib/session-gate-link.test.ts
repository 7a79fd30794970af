import { ApolloClient, ApolloLink, InMemoryCache, execute, gql } from '@apollo/client';
import { Observable, type Subscriber } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { sessionGateLink } from './session-gate-link';

const SESSION = gql`
  query Session {
    session {
      isLoggedIn
    }
  }
`;
const LISTING = gql`
  query Listing {
    productListing {
      total
    }
  }
`;
const ADD = gql`
  mutation AddToCart {
    addToCart {
      cart {
        itemCount
      }
    }
  }
`;

/** A terminating link that records what reached the network and answers when the test says so. */
function network() {
  const sent: string[] = [];
  const pending = new Map<string, Subscriber<ApolloLink.Result>>();
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        sent.push(operation.operationName ?? '');
        pending.set(operation.operationName ?? '', observer);
      }),
  );
  const answer = (name: string) => {
    pending.get(name)!.next({ data: {} });
    pending.get(name)!.complete();
  };
  return { sent, link, answer };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the session gate', () => {
  it('holds a mutation back until the first Session answer has come, never a query', async () => {
    const { sent, link, answer } = network();
    const chain = ApolloLink.from([sessionGateLink(), link]);
    const client = new ApolloClient({ link: chain, cache: new InMemoryCache() });
    const run = (query: typeof SESSION) => execute(chain, { query }, { client }).subscribe({});
    run(SESSION);
    run(ADD);
    run(LISTING);
    await tick();
    expect(sent).toEqual(['Session', 'Listing']);
    answer('Session');
    await tick();
    expect(sent).toEqual(['Session', 'Listing', 'AddToCart']);
    // Later mutations go at once.
    run(ADD);
    await tick();
    expect(sent).toHaveLength(4);
  });

  it('lets a mutation through at once when no Session query is on its way', async () => {
    const { sent, link } = network();
    const chain = ApolloLink.from([sessionGateLink(), link]);
    const client = new ApolloClient({ link: chain, cache: new InMemoryCache() });
    execute(chain, { query: ADD }, { client }).subscribe({});
    await tick();
    expect(sent).toEqual(['AddToCart']);
  });
});
