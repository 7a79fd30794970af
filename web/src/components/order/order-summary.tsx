import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ReferencePrice } from '../price';
import { ResponsiveImage } from '../responsive-image';
import type { OrderSummaryFragment } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';
import { formatNumber } from '../../lib/number';
import { AddressBlock } from '../address/address-block';

type OrderLine = OrderSummaryFragment['lineItems'][number];

function OrderLineRow({ line }: { line: OrderLine }) {
  const { t } = useTranslation();
  const referencePrice = line.product?.price.referencePrice;
  return (
    <li className="flex gap-3 border-b border-neutral-200 py-3" data-testid="order-line">
      <div className="flex h-20 w-16 shrink-0 items-center justify-center bg-neutral-50">
        {line.cover && <ResponsiveImage image={line.cover} width={64} height={80} sizes="64px" className="max-h-full w-auto object-contain" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        {line.product ? (
          <Link to={line.product.path} className="font-display text-base font-bold text-primary hover:underline">
            {line.label}
          </Link>
        ) : (
          <span className="font-display text-base font-bold text-primary">{line.label}</span>
        )}
        {referencePrice && <ReferencePrice {...referencePrice} />}
        <div className="flex justify-between gap-2">
          <span className="text-secondary">
            {line.quantity} × {formatMoney(line.unitPrice)}
          </span>
          <span className="font-bold">
            <span className="sr-only">{t('cart.linePrice')}: </span>
            {formatMoney(line.totalPrice)}
          </span>
        </div>
      </div>
    </li>
  );
}

/** An order's lines, totals, addresses and methods (success page, payment failure, account order detail). */
export function OrderSummary({ order }: { order: OrderSummaryFragment }) {
  const { t } = useTranslation();
  const row = 'flex justify-between gap-4';
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby={`order-${order.id}-lines`}>
        <h2 id={`order-${order.id}-lines`} className="font-display text-lg font-bold text-primary">
          {t('order.lines')}
        </h2>
        <ul>
          {order.lineItems.map((line) => (
            <OrderLineRow key={line.id} line={line} />
          ))}
        </ul>
        <dl className="mt-4 flex flex-col gap-2 text-sm" data-testid="order-totals">
          <div className={row}>
            <dt>{t('cart.subtotal')}</dt>
            <dd>{formatMoney(order.totals.positions)}</dd>
          </div>
          <div className={row}>
            <dt>{t('cart.shippingCosts')}</dt>
            <dd>{formatMoney(order.shippingCosts)}</dd>
          </div>
          <div className={`${row} border-t border-neutral-300 pt-2 text-base font-bold`}>
            <dt>{t('cart.total')}</dt>
            <dd data-testid="order-total">{formatMoney(order.totals.total)}</dd>
          </div>
          {order.taxes.map((tax) => (
            <div key={tax.rate} className={`${row} text-secondary`}>
              <dt>{t('cart.vatIncluded', { rate: formatNumber(tax.rate) })}</dt>
              <dd>{formatMoney(tax.tax)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <aside className="flex h-fit flex-col gap-4 rounded-sm bg-neutral-50 p-4 text-sm md:p-6">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-secondary">{t('order.number')}</dt>
          <dd data-testid="order-number">{order.orderNumber}</dd>
          <dt className="text-secondary">{t('order.date')}</dt>
          <dd>{new Date(order.orderDate).toLocaleDateString('de-DE', { dateStyle: 'long' })}</dd>
          <dt className="text-secondary">{t('order.state')}</dt>
          <dd>{order.state.name}</dd>
          <dt className="text-secondary">{t('order.paymentMethod')}</dt>
          <dd>{order.paymentMethod?.name}</dd>
          <dt className="text-secondary">{t('order.paymentState')}</dt>
          <dd data-testid="order-payment-state">{order.transactionState?.name ?? t(`order.paymentStatus.${order.paymentStatus}`)}</dd>
          <dt className="text-secondary">{t('order.shippingMethod')}</dt>
          <dd>{order.shippingMethod?.name}</dd>
        </dl>
        {order.billingAddress && (
          <div>
            <h3 className="mb-1 font-medium">{t('checkout.billingAddress')}</h3>
            <AddressBlock address={order.billingAddress} />
          </div>
        )}
        {order.shippingAddress && (
          <div>
            <h3 className="mb-1 font-medium">{t('checkout.shippingAddress')}</h3>
            <AddressBlock address={order.shippingAddress} />
          </div>
        )}
        {order.customerComment && (
          <div>
            <h3 className="mb-1 font-medium">{t('checkout.comment')}</h3>
            <p className="whitespace-pre-line">{order.customerComment}</p>
          </div>
        )}
      </aside>
    </div>
  );
}
