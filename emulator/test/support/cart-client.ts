import { stableId } from '../../src/catalogue/ids.js';
import { ACCESS_KEY, get, post, type RunningEmulator } from './emulator-harness.js';
import { validateStoreApiResponse } from './store-api-schema.js';

/** Store API calls on the cart of one context token, for the cart tests. */
export const productId = (key: string) => stableId('product', key);

type Agent = RunningEmulator['http'];
type Response = Awaited<ReturnType<typeof post>>;

export function cartClient(http: Agent, token: string) {
  const headers = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': token };
  const add = (items: object[]) => post(http, '/checkout/cart/line-item', { items }, { 'sw-context-token': token });
  return {
    load: () => get(http, '/checkout/cart', { 'sw-context-token': token }),
    add,
    /** Adds a product as shopware/frontends does: id and referencedId both the product id. */
    addProduct: (key: string, quantity = 1) => add([{ type: 'product', id: productId(key), referencedId: productId(key), quantity }]),
    addCode: (code: string) => add([{ type: 'promotion', referencedId: code }]),
    update: (items: object[]) => http.patch('/store-api/checkout/cart/line-item').set(headers).send({ items }),
    remove: (ids: unknown[]) => post(http, '/checkout/cart/line-item/delete', { ids }, { 'sw-context-token': token }),
    clear: () => http.delete('/store-api/checkout/cart').set(headers),
    switchContext: (changes: object) => http.patch('/store-api/context').set(headers).send(changes),
  };
}

/**
 * Asserts a 200 cart answer and validates it against the official schema, except for two defects
 * of the document where Shopware answers otherwise:
 * - `Cart.errors` is typed `object` (next to an anyOf that allows an array), but Shopware's
 *   ErrorCollection is encoded as `[]` when empty (StructEncoder; Checkout/Cart/Error/ErrorCollection.php);
 * - `LineItem.payload` is typed as the product entity (ProductJsonApi: id, name, type required,
 *   dates as date-time), but it is the line item's free payload: for products what
 *   ProductCartProcessor::enrich() writes (dates as 'Y-m-d H:i:s.v', no id or name), for
 *   promotions what PromotionItemBuilder::buildPayload() writes.
 * Everything else must validate. `validateAs` checks an answer against another operation's schema
 * (POST /checkout/cart, which Shopware serves like GET but the document leaves out).
 */
export function cartOk(res: Response, validateAs?: { method: string; path: string }): any {
  if (res.status !== 200) throw new Error(`Expected 200, got ${res.status}: ${res.text.slice(0, 500)}`);
  const { method, path } = validateAs ?? (res as unknown as { req: { method: string; path: string } }).req;
  const result = validateStoreApiResponse({ method, path, status: 200, body: res.body });
  if (result.errors.length > 0 && !result.schemaPointer) throw new Error(result.errors.join('\n'));
  const tolerated = (error: string) =>
    (/^\/errors must be object/.test(error) && Array.isArray(res.body.errors) && res.body.errors.length === 0) ||
    /^(\/deliveries\/\d+\/positions\/\d+\/lineItem|\/lineItems\/\d+)\/payload(\/| )/.test(error);
  const unexpected = result.errors.filter((error) => !tolerated(error));
  expect(unexpected).toEqual([]);
  return res.body;
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
