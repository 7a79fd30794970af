import { gql, newCustomer, newSession, placedOrder } from './support/checkout-fixtures.js';
import { dataOf, startShop, type RunningShop } from './support/gateway-harness.js';

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop({ emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' } });
});
afterAll(async () => {
  await shop.close();
});

const INVOICE = 'query Invoice($id: ID!) { order(id: $id) { orderNumber invoice { id number downloadUrl } } }';

/** GET of a gateway path with a session cookie (or none), the body as bytes. */
const fetchFile = (path: string, cookie?: string) => {
  const call = shop.http.get(path);
  if (cookie) call.set('cookie', cookie);
  return call.buffer(true).parse((res, callback) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => callback(null, Buffer.concat(chunks)));
  });
};

async function orderWithInvoice() {
  const owner = await newCustomer(shop);
  const placed = await placedOrder(shop, owner);
  const { order } = dataOf(await gql(shop, owner.cookie, INVOICE, { id: placed.id }));
  return { owner, placed, invoice: order.invoice as { id: string; number: string; downloadUrl: string } };
}

describe("an order's invoice", () => {
  test('the order names its invoice and the path to download it', async () => {
    const { placed, invoice } = await orderWithInvoice();
    expect(invoice).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      number: `RE-${placed.orderNumber}`,
      downloadUrl: `/order-documents/${placed.id}/${invoice.id}`,
    });
  });

  test('its owner downloads the PDF', async () => {
    const { owner, invoice } = await orderWithInvoice();
    const res = await fetchFile(invoice.downloadUrl, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((res.body as Buffer).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });

  test('nobody else gets it: another customer, a visitor, a guessed or malformed id all get the same 404', async () => {
    const { placed, invoice } = await orderWithInvoice();
    const intruder = await newCustomer(shop);
    const visitor = await newSession(shop);
    const refusals = await Promise.all([
      fetchFile(invoice.downloadUrl, intruder.cookie),
      fetchFile(invoice.downloadUrl, visitor),
      fetchFile(invoice.downloadUrl),
      fetchFile(`/order-documents/${placed.id}/${'0'.repeat(32)}`, intruder.cookie),
      fetchFile(`/order-documents/${placed.id}/..%2F..%2Fetc`, intruder.cookie),
    ]);
    for (const res of refusals) {
      expect(res.status).toBe(404);
      expect((res.body as Buffer).toString()).not.toContain('%PDF');
    }
    // The intruder's own order list knows nothing of it either.
    const other = dataOf(await gql(shop, intruder.cookie, '{ orders { total } }'));
    expect(other.orders.total).toBe(0);
  });
});
