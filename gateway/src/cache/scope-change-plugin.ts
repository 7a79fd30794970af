import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestScope } from './scope-cookie.js';

/** A mutation may change the session's scope (login, cart rules, language …): its request no longer believes the scope cookie. */
export const scopeChangePlugin: ApolloServerPlugin<{ scope: RequestScope | null }> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (operation?.operation !== 'query') contextValue.scope?.markChanged();
      },
    };
  },
};
