import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import type { CalculatedCart } from './calculated-cart.js';
import { changeCart, deleteCart, followTokenRotation, loadCalculatedCart } from './cart-service.js';
import { presentCart } from './cart-view.js';
import { addItem, itemsOf, removeItems, updateItem } from './line-items.js';

/**
 * The cart routes of Shopware's Checkout/Cart/SalesChannel (CartLoadRoute, CartDeleteRoute,
 * CartItemAddRoute, CartItemUpdateRoute, CartItemRemoveRoute). Every answer is the freshly
 * calculated cart; changes are saved, reads are not (as CartLoadRoute).
 *
 * Line items carry no `priceDefinition`: Shopware sends its internal price definition there,
 * which the official schema types as CartPriceQuantity (a `listPrice` object where Shopware
 * writes a number, and no room for a promotion's percentage definition); clients do not use it.
 */
export function registerCartRoutes(api: FastifyInstance, deps: EmulatorDeps): void {
  const answer = (request: FastifyRequest, cart: CalculatedCart) => {
    const method = request.store.view.shippingMethods.find(
      (candidate) => candidate.id === cart.deliveries[0]?.shippingMethod.id,
    );
    return presentCart(cart, method ?? null);
  };
  const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

  // CartLoadRoute answers GET and POST.
  api.route({
    method: ['GET', 'POST'],
    url: '/checkout/cart',
    handler: async (request) => answer(request, loadCalculatedCart(deps, request.store)),
  });

  api.delete('/checkout/cart', async (request, reply) => {
    deleteCart(deps, request.store.token);
    return reply.code(204).send();
  });

  api.post('/checkout/cart/line-item', async (request) => {
    const items = itemsOf(body(request), 'items');
    return answer(
      request,
      changeCart(deps, request.store, (cart) => items.forEach((item) => addItem(cart, item))),
    );
  });

  api.patch('/checkout/cart/line-item', async (request) => {
    const items = itemsOf(body(request), 'items');
    return answer(
      request,
      changeCart(deps, request.store, (cart) => items.forEach((item) => updateItem(cart, item))),
    );
  });

  api.post('/checkout/cart/line-item/delete', async (request) =>
    answer(
      request,
      changeCart(deps, request.store, (cart) => removeItems(cart, body(request)['ids'])),
    ),
  );

  // The deprecated form: ids in the query (`?ids[]=…`), as Request::get() also reads them there first.
  api.delete('/checkout/cart/line-item', async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const ids = query['ids'] ?? body(request)['ids'];
    return answer(
      request,
      changeCart(deps, request.store, (cart) => removeItems(cart, typeof ids === 'string' ? [ids] : ids)),
    );
  });

  followTokenRotation(deps);
}
