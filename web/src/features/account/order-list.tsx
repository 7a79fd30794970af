import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AccountOrderRowFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { interfaceLocale } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { OrderStateBadge } from './order-state-badge';
import { ReorderButton } from './reorder-button';
import { TEXT_LINK } from './account-heading';

/** The order's date as the interface language writes it. */
export function useOrderDate() {
  const { i18n } = useTranslation();
  return (iso: string) => formatDate(iso, interfaceLocale(i18n));
}

/** Orders as a list: number (to the detail page), date, state, total and 'order again'. */
export function OrderList({ orders }: { orders: readonly AccountOrderRowFragment[] }) {
  const { t } = useTranslation();
  const date = useOrderDate();
  return (
    <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
      {orders.map((order) => (
        <li
          key={order.id}
          className="grid grid-cols-2 items-center gap-x-4 gap-y-1 py-3 sm:grid-cols-[1fr_8rem_10rem_7rem_auto]"
        >
          <Link to={`/account/orders/${order.id}`} className={TEXT_LINK}>
            {t('account.orderNumber', { number: order.orderNumber })}
          </Link>
          <span className="text-right text-sm text-secondary sm:text-left">{date(order.orderDate)}</span>
          <span>
            <OrderStateBadge state={order.state} />
          </span>
          <span className="text-right font-medium">{formatMoney(order.totals.total)}</span>
          <span className="col-span-2 sm:col-span-1 sm:text-right">
            <ReorderButton orderId={order.id} orderNumber={order.orderNumber} />
          </span>
        </li>
      ))}
    </ul>
  );
}
