import { ok, shopwareError, startEmulator, type RunningEmulator } from './support/emulator-harness.js';
import { ACCESS_KEY, loggedInShopper, placedOrder } from './support/order-client.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ env: { EMULATOR_DOUBLE_OPT_IN: '0' } });
});
afterAll(async () => {
  await emulator.close();
});

/** GET /document/download/{documentId}/{deepLinkCode} with the shopper's token, the body as bytes. */
const download = (token: string, documentId: string, deepLinkCode = '') =>
  emulator.http
    .get(`/store-api/document/download/${documentId}${deepLinkCode ? `/${deepLinkCode}` : ''}`)
    .set({ 'sw-access-key': ACCESS_KEY, 'sw-context-token': token })
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        // Refusals are Shopware's JSON error bodies; documents are bytes.
        callback(null, /json/.test(String(res.headers['content-type'])) ? JSON.parse(body.toString()) : body);
      });
    });

async function orderWithInvoice() {
  const { customer, order } = await placedOrder(emulator.http, { quantity: 2 });
  const listed = ok(await customer.orders({ ids: [order.id], associations: { documents: {} } })).orders.elements[0];
  return { customer, order, invoice: listed.documents[0] };
}

describe('the invoice of an order', () => {
  test('an order gets an invoice document when it is placed', async () => {
    const { order, invoice } = await orderWithInvoice();
    expect(invoice).toMatchObject({
      orderId: order.id,
      fileType: 'pdf',
      documentNumber: `RE-${order.orderNumber}`,
      documentType: { technicalName: 'invoice' },
      deepLinkCode: expect.stringMatching(/^[\w-]{32}$/),
    });
  });

  test('its customer downloads a real PDF: header, objects at the offsets the cross-reference table gives, the order in the text', async () => {
    const { customer, order, invoice } = await orderWithInvoice();
    const res = await download(customer.token, invoice.id, invoice.deepLinkCode);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename=Rechnung_RE-${order.orderNumber}.pdf`);
    const pdf = res.body as Buffer;
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(text).toContain(`(Rechnung RE-${order.orderNumber}) Tj`);
    expect(text).toContain(`(Bestellnummer: ${order.orderNumber}) Tj`);
    // Without the code, the logged-in owner may download it as well (DocumentRoute::checkAuth).
    expect((await download(customer.token, invoice.id)).status).toBe(200);
  });

  test('anyone else is refused: another customer, a wrong code, an unknown document', async () => {
    const { customer, invoice } = await orderWithInvoice();
    const other = await loggedInShopper(emulator.http);
    shopwareError(
      await download(other.token, invoice.id, invoice.deepLinkCode),
      403,
      'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    );
    shopwareError(await download(customer.token, invoice.id, 'x'.repeat(32)), 404, 'DOCUMENT__DOCUMENT_NOT_FOUND');
    shopwareError(
      await download(customer.token, '0'.repeat(32), invoice.deepLinkCode),
      404,
      'DOCUMENT__DOCUMENT_NOT_FOUND',
    );
  });
});
