import type { CatalogueView } from '../catalogue/catalogue-view.js';
import type { Outbox } from '../mail/outbox.js';
import { currentTransaction, type OrderRecord } from './order-record.js';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/**
 * The template's payment block: the method's description (the shop's instructions, for prepayment its
 * bank details), and for a transfer the amount and the order number to give as its reference.
 */
function paymentInstructions(
  order: OrderRecord,
  method: { technicalName: string; translated: { description?: string } } | undefined,
): string[] {
  if (!method) return [];
  const description = method.translated.description ? [method.translated.description] : [];
  if (method.technicalName !== 'payment_prepayment') return description;
  return [
    '',
    'Bitte überweisen Sie den Gesamtbetrag vor dem Versand:',
    ...description,
    `Betrag: ${euro.format(order.price.totalPrice)}`,
    `Verwendungszweck: ${order.orderNumber}`,
  ];
}

/**
 * Shopware's order_confirmation_mail (flow checkout.order.placed), written to the outbox in the
 * same transaction as the order. The link opens the order by its deep link code, as the mail
 * template's `frontend.account.order.single.page` route does (`/account/order/{deepLinkCode}` on the
 * sales channel's first domain; docs/mail-links.md).
 */
export function sendOrderConfirmation(
  outbox: Outbox,
  order: OrderRecord,
  view: CatalogueView,
  storefrontUrl: string,
): void {
  const customer = order.orderCustomer;
  const link = `${storefrontUrl.replace(/\/+$/, '')}/account/order/${order.deepLinkCode}`;
  const paymentMethod = view.paymentMethods.find((method) => method.id === currentTransaction(order)?.paymentMethodId);
  const shippingMethod = view.shippingMethods.find((method) => method.id === order.deliveries[0]?.shippingMethodId);
  const lines = order.lineItems.map(
    (item) => `${item.quantity} × ${item.label} … ${euro.format(item.price.totalPrice)}`,
  );
  outbox.send({
    type: 'order_confirmation',
    recipient: customer.email,
    subject: `Bestellbestätigung ${order.orderNumber}`,
    body: [
      `Hallo ${customer.firstName} ${customer.lastName},`,
      '',
      `vielen Dank für Ihre Bestellung ${order.orderNumber} vom ${new Date(order.orderDateTime).toLocaleDateString('de-DE')}.`,
      '',
      ...lines,
      `Versandkosten: ${euro.format(order.shippingCosts.totalPrice)}`,
      `Gesamtsumme: ${euro.format(order.price.totalPrice)}`,
      '',
      `Zahlungsart: ${paymentMethod?.translated.name ?? ''}`,
      ...paymentInstructions(order, paymentMethod),
      `Versandart: ${shippingMethod?.translated.name ?? ''}`,
      '',
      `Ihre Bestellung online: ${link}`,
    ].join('\n'),
    links: { order: link },
  });
}
