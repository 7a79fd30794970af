import { stableId } from '../../src/catalogue/ids.js';
import { ACCESS_KEY, get, post, type RunningEmulator } from './emulator-harness.js';

/** Store API calls on the cart of one context token, for the cart tests. */
export const productId = (key: string) => stableId('product', key);

type Agent = RunningEmulator['http'];

export function cartClient(http: Agent, token: string) {
  const headers = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': token };
  const add = (items: object[]) => post(http, '/checkout/cart/line-item', { items }, { 'sw-context-token': token });
  return {
    load: () => get(http, '/checkout/cart', { 'sw-context-token': token }),
    add,
    /** Adds a product as shopware/frontends does: id and referencedId both the product id. */
    addProduct: (key: string, quantity = 1) =>
      add([{ type: 'product', id: productId(key), referencedId: productId(key), quantity }]),
    addCode: (code: string) => add([{ type: 'promotion', referencedId: code }]),
    update: (items: object[]) => http.patch('/store-api/checkout/cart/line-item').set(headers).send({ items }),
    remove: (ids: unknown[]) => post(http, '/checkout/cart/line-item/delete', { ids }, { 'sw-context-token': token }),
    clear: () => http.delete('/store-api/checkout/cart').set(headers),
    switchContext: (changes: object) => http.patch('/store-api/context').set(headers).send(changes),
  };
}

/** The cart's errors as a list (Shopware sends an object keyed by error id, `[]` when empty). */
export const cartErrors = (cart: { errors: unknown }) =>
  (Array.isArray(cart.errors) ? cart.errors : Object.values(cart.errors as object)) as {
    key: string;
    level: number;
    messageKey: string;
    message: string;
    parameters: Record<string, unknown>;
    block: boolean;
    code: number;
    [field: string]: unknown;
  }[];
