import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ReorderDocument } from '../../gql/graphql';
import { applyCartPayload } from '../../lib/cart-payload';
import { failureMessage } from '../../lib/error-status';
import { useNotifications } from '../../lib/notifications';
import { SECONDARY_BUTTON } from './account-heading';

/**
 * 'Erneut bestellen': the order's available products go into the cart; the notification names what is
 * no longer sold. When anything went in, the shopper is taken to the cart.
 */
export function ReorderButton({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const [reorder, { loading }] = useMutation(ReorderDocument);
  const run = async () => {
    try {
      const payload = (await reorder({ variables: { orderId } })).data?.reorder;
      await applyCartPayload(client, payload, notify);
      if (payload?.cart && payload.notification?.type !== 'ERROR') void navigate('/cart');
    } catch (error) {
      notify(failureMessage(t, error), 'error');
    }
  };
  return (
    <button
      type="button"
      className={SECONDARY_BUTTON}
      disabled={loading}
      aria-label={t('account.reorderLabel', { number: orderNumber })}
      onClick={() => void run()}
    >
      {t('account.reorder')}
    </button>
  );
}
