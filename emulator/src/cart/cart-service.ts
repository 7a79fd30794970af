import { createHash } from 'node:crypto';
import type { EmulatorDeps } from '../emulator-deps.js';
import type { ContextState } from '../context/context-store.js';
import type { Db } from '../db/database.js';
import type { StoreRequest } from '../http/store-request.js';
import type { CalculatedCart, CartContext } from './calculated-cart.js';
import { cartPrice, transactionsOf } from './calculator.js';
import { CartErrors } from './cart-errors.js';
import { CartStore } from './cart-store.js';
import { buildDeliveries } from './deliveries.js';
import { emptyCart, mergeCarts, type StoredCart } from './stored-cart.js';
import { processProducts, validateProductTotals } from './product-processor.js';
import { applyPromotions } from './promotions.js';
import { shippingLocationOf } from './shipping-location.js';

/**
 * Loading, calculating and saving carts (Shopware's CartService, CartCalculator, Processor).
 * The order module uses loadCalculatedCart() and deleteCart().
 */
const stores = new WeakMap<Db, CartStore>();
export function cartStoreOf(deps: Pick<EmulatorDeps, 'db' | 'clock'>): CartStore {
  let store = stores.get(deps.db);
  if (!store) {
    store = new CartStore(deps.db, deps.clock);
    stores.set(deps.db, store);
  }
  return store;
}

/** The cart-relevant parts of the request's context. */
export function cartContextOf(store: StoreRequest, deps: EmulatorDeps): CartContext {
  const { state, salesChannel } = store;
  const shippingMethod =
    deps.records.get('shipping_method', state.shippingMethodId ?? salesChannel.shippingMethodId) ??
    deps.records.get('shipping_method', salesChannel.shippingMethodId)!;
  return {
    token: store.token,
    view: store.view,
    product: (id) => deps.records.get('product', id),
    shippingMethod,
    paymentMethodId: state.paymentMethodId ?? salesChannel.paymentMethodId,
    location: shippingLocationOf(store, deps),
    now: deps.clock(),
    customerId: store.customer?.id ?? null,
  };
}

/** CartCalculator::calculate(): products, promotions, deliveries, amount, validation, transactions. */
export function calculateCart(original: StoredCart, context: CartContext): CalculatedCart {
  const cart: StoredCart = structuredClone(original);
  const errors = new CartErrors();
  const products = processProducts(cart, context, errors);
  const discounts = applyPromotions(cart, products, context.view.locale, errors);
  const lineItems = [...products, ...discounts];
  const deliveries = buildDeliveries(lineItems, context);
  const price = cartPrice(
    lineItems.map((item) => item.price),
    deliveries.map((delivery) => delivery.shippingCosts),
  );
  validateProductTotals(products, errors);
  cart.customerId = context.customerId;
  const hash = createHash('sha256')
    .update(
      JSON.stringify({
        price: price.rawTotal,
        shippingMethod: context.shippingMethod.id,
        paymentMethod: context.paymentMethodId,
        lineItems: lineItems.map((item) => [
          item.stored.id,
          item.stored.type,
          item.stored.referencedId,
          item.stored.quantity,
          item.price.totalPrice,
        ]),
      }),
    )
    .digest('hex');
  return {
    token: context.token,
    lineItems,
    price,
    deliveries,
    transactions: transactionsOf(price, context.paymentMethodId),
    errors: errors.all(),
    hash,
    stored: cart,
  };
}

/** The request's cart, calculated with today's prices and stock (not saved, as CartLoadRoute). */
export function loadCalculatedCart(deps: EmulatorDeps, store: StoreRequest): CalculatedCart {
  const stored = cartStoreOf(deps).load(store.token) ?? emptyCart(store.customer?.id ?? null);
  return calculateCart(stored, cartContextOf(store, deps));
}

/** Loads the request's cart, applies a change, recalculates and saves it; all or nothing. */
export function changeCart(
  deps: EmulatorDeps,
  store: StoreRequest,
  change: (cart: StoredCart) => void,
): CalculatedCart {
  const carts = cartStoreOf(deps);
  const stored = carts.load(store.token) ?? emptyCart(store.customer?.id ?? null);
  change(stored);
  const calculated = calculateCart(stored, cartContextOf(store, deps));
  carts.save(store.token, calculated.stored);
  return calculated;
}

export function deleteCart(deps: Pick<EmulatorDeps, 'db' | 'clock'>, token: string): void {
  cartStoreOf(deps).delete(token);
}

type CartDeps = Pick<EmulatorDeps, 'db' | 'clock' | 'customers' | 'contexts'>;

/** Lets the cart follow its shopper when login, logout or registration replace the context token. */
export function followTokenRotation(deps: CartDeps): void {
  deps.contexts.onRotate((oldToken, newToken, state) => moveCartOnRotation(deps, oldToken, newToken, state));
}

const mergeOptional = (base: StoredCart | undefined, next: StoredCart | undefined) =>
  base && next ? mergeCarts(base, next) : (base ?? next);

/**
 * The ContextStore.onRotate listener: the cart moves to the new token. When a shopper logs in,
 * the customer's most recent cart comes back with the guest cart merged into it
 * (CartRestorer::restore, ::mergeCart). When a token loses its customer (logout), the customer's
 * cart stays behind for the next login (a guest's is deleted) and the shopper starts empty.
 */
export function moveCartOnRotation(deps: CartDeps, oldToken: string, newToken: string, state: ContextState): void {
  const carts = cartStoreOf(deps);
  const current = carts.load(oldToken);
  const customerId = state.customerId ?? null;
  if (!customerId && current?.customerId) {
    if (deps.customers.get(current.customerId)?.guest !== false) carts.delete(oldToken);
    return;
  }
  carts.delete(oldToken);
  let base = carts.load(newToken);
  if (customerId && current?.customerId !== customerId)
    base = mergeOptional(carts.latestOfCustomer(customerId, [oldToken, newToken]), base);
  const merged = mergeOptional(base, current);
  if (merged) carts.save(newToken, { ...merged, customerId });
}
