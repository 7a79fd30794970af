import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from './error-status';
import { useNotifications } from './notifications';

/**
 * Runs a change the shopper made (a cart line, a checkout choice); when its request fails as a whole
 * (the gateway's time-out, Shopware down), the shopper reads the text of its status as an
 * error notification, and the change answers `failed` instead of throwing.
 */
export function useFailureNotice() {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  return useCallback(
    async <T>(run: () => Promise<T>, failed: T): Promise<T> => {
      try {
        return await run();
      } catch (error) {
        notify(failureMessage(t, error), 'error');
        return failed;
      }
    },
    [notify, t],
  );
}
