import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ReferencePrice } from '../price';
import { ResponsiveImage } from '../responsive-image';
import type { OrderSummaryFragment } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';
import { AddressBlock } from '../address/address-block';
import { PriceSummary } from '../price-summary';

type OrderLine = OrderSummaryFragment['lineItems'][number];

function OrderLineRow({ line }: { line: OrderLine }) {
  const { t } = useTranslation();
  const referencePrice = line.product?.price.referencePrice;
  return (
    <li className="flex gap-3 border-b border-neutral-200 py-3" data-testid="order-line">
      <div className="flex h-20 w-16 shrink-0 items-center justify-center bg-neutral-50">
        {line.cover && (
          <ResponsiveImage
            image={line.cover}
            width={64}
            height={80}
            sizes="64px"
            className="max-h-full w-auto object-contain"
          />
        )}
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
  // Promotions are discounts in the sums, not goods in the list.
  const goods = order.lineItems.filter((line) => line.type !== 'promotion');
  const promotions = order.lineItems.filter((line) => line.type === 'promotion');
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby={`order-${order.id}-lines`}>
        <h2 id={`order-${order.id}-lines`} className="font-display text-lg font-bold text-primary">
          {t('order.lines')}
        </h2>
        <ul>
          {goods.map((line) => (
            <OrderLineRow key={line.id} line={line} />
          ))}
        </ul>
        <div className="mt-4">
          <PriceSummary
            goods={order.totals.goods}
            discounts={promotions.map((line) => ({
              key: line.id,
              label: line.promotionCode ? `${line.label} (${line.promotionCode})` : line.label,
              amount: { ...line.totalPrice, amount: Math.abs(line.totalPrice.amount) },
            }))}
            shipping={order.shippingCosts}
            total={order.totals.total}
            taxes={order.taxes}
            testId="order-totals"
            totalTestId="order-total"
          />
        </div>
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
          <dd data-testid="order-payment-state">
            {order.transactionState?.name ?? t(`order.paymentStatus.${order.paymentStatus}`)}
          </dd>
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
