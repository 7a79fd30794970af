import { dataOf, graphql, startGateway, type RunningGateway } from './support/gateway-harness.js';
import {
  corpusAnswer,
  CUSTOMER_CONTEXT,
  searchResult,
  shaped,
  startStoreApiReplay,
  type StoreApiReplay,
} from './support/store-api-replay.js';
import { webOperation } from './support/web-operations.js';

/**
 * A real Shopware cart (test/corpus/cart, recorded by Shopware Frontends from a demo shop) replayed
 * through the gateway: a product and an automatic promotion, which has no code.
 */

let replay: StoreApiReplay;
let gateway: RunningGateway;

beforeAll(async () => {
  replay = await startStoreApiReplay([
    {
      method: 'GET',
      path: /^\/checkout\/cart$/,
      answer: (request) => shaped(request, corpusAnswer('cart/cart-automatic-promotion')),
    },
    // The session and the shop's shipping methods, for the cart's free-shipping progress.
    CUSTOMER_CONTEXT,
    {
      method: 'POST',
      path: /^\/shipping-method$/,
      answer: (request) => searchResult(request, 'shipping_method', corpusAnswer('system/shipping-methods')),
    },
    // The line's product (POST /product by ids): the recorded product of the same id from a CMS product box, in a search result (not recorded).
    {
      method: 'POST',
      path: /^\/product$/,
      answer: (request) => {
        const product = corpusAnswer('catalog/cms-product-box').data.product;
        return shaped(request, {
          elements: [product],
          total: 1,
          aggregations: [],
          page: 1,
          limit: 100,
          entity: 'product',
          apiAlias: 'dal_entity_search_result',
        });
      },
    },
  ]);
  gateway = await startGateway({ SHOPWARE_ENDPOINT: replay.url });
});
afterAll(async () => {
  await gateway.close();
  await replay.close();
});

const money = (amount: number) => ({ amount, currencyCode: 'EUR' });

it('shows an automatic promotion by its name with no code (nothing to remove), and the product line trimmed', async () => {
  const { cart } = dataOf(await graphql(gateway, webOperation('Cart')));
  expect(cart.promotions).toEqual([
    { code: null, label: 'Your lucky day!', lineItemId: '1326f60448d84aed964d77ca1c2dde90', discount: money(1.79) },
  ]);
  expect(
    cart.lineItems.map((line: { label: string; quantity: number; unitPrice: unknown }) => [
      line.label,
      line.quantity,
      line.unitPrice,
    ]),
  ).toEqual([['Smoking Board Cedar Wood', 1, money(17.9)]]);
  expect(cart.itemCount).toBe(1);
  expect(cart.totals.total).toEqual(money(16.11));
  expect(replay.unanswered).toEqual([]);
});
