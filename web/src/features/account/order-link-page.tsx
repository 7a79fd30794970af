import { useMutation } from '@apollo/client/react';
import { guestOrderAccess } from '@weingut/schema/input-rules';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { FormMessages, TextField, useShopForm } from '../../components/form';
import { OrderSummary } from '../../components/order/order-summary';
import { PageMeta } from '../../components/page-meta';
import { useFormSubmit } from '../../components/use-form-submit';
import { OpenOrderByDeepLinkDocument, type OrderSummaryFragment } from '../../gql/graphql';
import { sessionState, useSession } from '../../lib/session/use-session';
import { PRIMARY_BUTTON, TEXT_LINK } from './account-heading';

type AccessValues = z.infer<typeof guestOrderAccess>;
const FIELDS = ['email', 'zipcode'] as const;

/** The e-mail address and postal code that open a guest's order (Shopware's guest authentication of the order page). */
function OrderAccessForm({
  deepLinkCode,
  notice,
  onOpened,
}: {
  deepLinkCode: string;
  notice: string | null;
  onOpened: (order: OrderSummaryFragment) => void;
}) {
  const { t } = useTranslation();
  const form = useShopForm<AccessValues>(guestOrderAccess, { email: '', zipcode: '' });
  const { messages, submitPayload } = useFormSubmit(form, FIELDS);
  const [open, { loading }] = useMutation(OpenOrderByDeepLinkDocument);
  const error = (field: (typeof FIELDS)[number]) => form.formState.errors[field]?.message;

  const onSubmit = form.handleSubmit(async (input) => {
    const payload = await submitPayload(
      async () => (await open({ variables: { deepLinkCode, ...input } })).data?.openOrderByDeepLink,
    );
    if (payload?.order) onOpened(payload.order);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4" aria-labelledby="order-access">
      <h2 id="order-access" className="font-display text-lg font-bold text-primary">
        {t('orderLink.formTitle')}
      </h2>
      <p className="text-secondary">{t('orderLink.intro')}</p>
      <FormMessages messages={notice && messages.length === 0 ? [notice] : messages} />
      <TextField
        label={t('orderLink.email')}
        type="email"
        autoComplete="email"
        registration={form.register('email')}
        error={error('email')}
      />
      <TextField
        label={t('orderLink.zipcode')}
        autoComplete="postal-code"
        registration={form.register('zipcode')}
        error={error('zipcode')}
      />
      <button type="submit" disabled={loading} className={PRIMARY_BUTTON}>
        {t('orderLink.show')}
      </button>
      <p className="text-sm">
        {t('orderLink.haveAccount')}{' '}
        <Link to="/login" className={TEXT_LINK}>
          {t('orderLink.toLogin')}
        </Link>
      </p>
    </form>
  );
}

/**
 * /account/order/:deepLinkCode, the link of Shopware's order mails (docs/mail-links.md): a customer
 * goes on to the order in the account; a guest session sees its own order at once; anyone else
 * proves the order with its e-mail address and the billing address's postal code, then sees it.
 */
export default function OrderLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { deepLinkCode = '' } = useParams();
  const { session, loading: sessionLoading } = useSession();
  const state = sessionState(session);
  const [open] = useMutation(OpenOrderByDeepLinkDocument);
  const [order, setOrder] = useState<OrderSummaryFragment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [askSession, setAskSession] = useState(true);
  const asked = useRef(false);
  // A logged-out session has nothing to ask with: the form at once.
  if (askSession && !sessionLoading && state === 'logged-out') setAskSession(false);

  // A session with a customer (or guest) may own the order: ask with the code alone first.
  useEffect(() => {
    if (sessionLoading || asked.current || !askSession) return;
    asked.current = true;
    open({ variables: { deepLinkCode } })
      .then(({ data }) => {
        const payload = data?.openOrderByDeepLink;
        if (payload?.order && state === 'customer') navigate(`/account/orders/${payload.order.id}`, { replace: true });
        else if (payload?.order) setOrder(payload.order);
        else if (state === 'customer') setNotice(payload?.userErrors[0]?.message ?? null);
      })
      .catch(() => undefined)
      .finally(() => setAskSession(false));
  }, [askSession, deepLinkCode, navigate, open, sessionLoading, state]);

  return (
    <div className="shop-container max-w-4xl py-12">
      <PageMeta title={t('orderLink.title')} />
      <h1 className="mb-6 font-display text-3xl font-bold text-primary">
        {order ? t('account.orderNumber', { number: order.orderNumber }) : t('orderLink.title')}
      </h1>
      {order ? (
        <OrderSummary order={order} />
      ) : askSession ? (
        <p role="status">{t('orderLink.loading')}</p>
      ) : (
        <OrderAccessForm deepLinkCode={deepLinkCode} notice={notice} onOpened={setOrder} />
      )}
    </div>
  );
}
