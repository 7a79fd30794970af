import { randomBytes } from 'node:crypto';
import { stableId } from '../catalogue/ids.js';
import type { CatalogueView } from '../catalogue/catalogue-view.js';
import type { OrderDocumentRecord, OrderRecord } from './order-record.js';
import { renderPdf, type PdfLine } from './pdf-document.js';

export const INVOICE_TYPE_ID = stableId('document_type', 'invoice');

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const date = (iso: string) => new Date(iso).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' });

/**
 * The invoice the estate's flow creates when an order is placed (Flow Builder: checkout.order.placed →
 * generate document 'invoice'); its number follows the order's.
 */
export function invoiceFor(order: OrderRecord): OrderDocumentRecord {
  return {
    id: stableId('document', `invoice-${order.id}`),
    type: 'invoice',
    documentNumber: `RE-${order.orderNumber}`,
    deepLinkCode: randomBytes(24).toString('base64url').slice(0, 32),
    createdAt: order.createdAt,
  };
}

export const invoiceFileName = (document: OrderDocumentRecord) => `Rechnung_${document.documentNumber}.pdf`;

/** The invoice as a PDF: the estate, the billing address, the lines, shipping, total and VAT. */
export function renderInvoice(order: OrderRecord, document: OrderDocumentRecord, view: CatalogueView): Buffer {
  const billing = order.addresses.find((address) => address.id === order.billingAddressId) ?? order.addresses[0];
  const lines: PdfLine[] = [
    { text: 'Weingut Keller-Brandt', x: 50, y: 60, size: 16, bold: true },
    { text: 'Am Kastanienbusch 7 · 76831 Birkweiler', x: 50, y: 78, size: 9 },
    { text: `${billing?.firstName ?? ''} ${billing?.lastName ?? ''}`, x: 50, y: 130 },
    { text: billing?.street ?? '', x: 50, y: 144 },
    { text: `${billing?.zipcode ?? ''} ${billing?.city ?? ''}`, x: 50, y: 158 },
    { text: `Rechnung ${document.documentNumber}`, x: 50, y: 210, size: 14, bold: true },
    { text: `Bestellnummer: ${order.orderNumber}`, x: 50, y: 230 },
    { text: `Rechnungsdatum: ${date(document.createdAt)}`, x: 50, y: 244 },
  ];
  let y = 280;
  for (const item of order.lineItems) {
    lines.push({ text: `${item.quantity} × ${item.label}`, x: 50, y });
    lines.push({ text: euro.format(item.price.totalPrice), x: 460, y });
    y += 16;
  }
  const shipping = view.shippingMethods.find((method) => method.id === order.deliveries[0]?.shippingMethodId);
  lines.push({ text: `Versandkosten (${shipping?.translated.name ?? ''})`, x: 50, y: y + 8 });
  lines.push({ text: euro.format(order.shippingCosts.totalPrice), x: 460, y: y + 8 });
  lines.push({ text: 'Gesamtsumme', x: 50, y: y + 30, bold: true });
  lines.push({ text: euro.format(order.price.totalPrice), x: 460, y: y + 30, bold: true });
  order.price.calculatedTaxes.forEach((tax, index) =>
    lines.push({ text: `enthaltene MwSt. ${tax.taxRate} %: ${euro.format(tax.tax)}`, x: 50, y: y + 48 + index * 14 }),
  );
  return renderPdf(lines, `Rechnung ${document.documentNumber}`);
}
