import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LogoutDocument } from '../../gql/graphql';
import { useNotifications } from '../notifications';
import { useFailureNotice } from '../use-failure-notice';

/**
 * Logs out (docs/behaviour/states.md): the gateway gives the session a new token; the client forgets everything it
 * cached for the customer, says 'You have been successfully logged out.' and leaves /account pages.
 * When the request fails as a whole, the shopper reads why and stays logged in where they are.
 */
export function useLogout(): { logout: (options?: { silent?: boolean }) => Promise<void>; loggingOut: boolean } {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { notify } = useNotifications();
  const attempt = useFailureNotice();
  const [mutate, { loading }] = useMutation(LogoutDocument);

  const logout = useCallback(
    async ({ silent = false }: { silent?: boolean } = {}) => {
      const answer = await attempt(() => mutate(), null);
      if (!answer) return;
      const { data } = answer;
      if (!silent) notify(data?.logout.notification.message ?? t('account:loggedOut'), 'success');
      if (pathname.startsWith('/account')) navigate('/');
      // Nothing cached for the customer may outlive the session; the shell's queries run again.
      await client.resetStore().catch(() => undefined);
    },
    [attempt, client, mutate, navigate, notify, pathname, t],
  );
  return { logout, loggingOut: loading };
}
