import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AccountOrdersDocument } from '../../gql/graphql';
import { AccountHeading } from './account-heading';
import { OrderList } from './order-list';

/** Orders per page (docs/behaviour/limits.md: 10 at a time). */
export const ORDERS_PER_PAGE = 10;

/** The page numbers of a list of `total` entries. */
export const pageCount = (total: number, perPage = ORDERS_PER_PAGE) => Math.max(1, Math.ceil(total / perPage));

/** /account/orders: newest first, 10 per page (?page=2 …). */
export default function OrdersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, previousData, loading } = useQuery(AccountOrdersDocument, {
    variables: { limit: ORDERS_PER_PAGE, page },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.orders;
  const pages = pageCount(result?.total ?? 0);
  return (
    <>
      <AccountHeading title={t('pages.accountOrders')} />
      {result && result.orders.length > 0 && <OrderList orders={result.orders} />}
      {result && result.total === 0 && !loading && <p className="text-secondary">{t('account.noOrders')}</p>}
      {pages > 1 && (
        <nav aria-label={t('account.orderPages')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <Link
                  to={number === 1 ? '/account/orders' : `/account/orders?page=${number}`}
                  aria-current={number === page ? 'page' : undefined}
                  aria-label={t('account.orderPage', { page: number })}
                  className={`inline-flex size-10 items-center justify-center rounded-sm border ${number === page ? 'border-primary bg-primary text-white' : 'border-neutral-300 hover:border-primary'}`}
                >
                  {number}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
