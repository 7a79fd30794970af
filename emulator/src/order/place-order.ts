import type { EmulatorDeps } from '../emulator-deps.js';
import { deleteCart, loadCalculatedCart } from '../cart/cart-service.js';
import type { CustomerRecord } from '../customer/customer-records.js';
import type { StoreRequest } from '../http/store-request.js';
import { invoiceFor } from './invoice.js';
import { convertToOrder } from './order-converter.js';
import { orderErrors } from './order-errors.js';
import { sendOrderConfirmation } from './order-mails.js';
import type { OrderRecord } from './order-record.js';
import { orderStoreOf } from './order-store.js';
import { stockTransaction } from './stock-transaction.js';

export type OrderRequestData = Record<string, unknown>;

/** RequestDataBag::getAlnum(). */
const alnum = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).replace(/[^a-zA-Z0-9]/g, '') : '';

/** `$data->get(key)` that is set when truthy, as CartOrderRoute::addAffiliateTracking does. */
const truthyText = (value: unknown) => (value ? String(value) : null);

/**
 * CartOrderRoute::order() and OrderPersister::persist() in ONE SQLite transaction: the hash is
 * checked, the cart calculated, refused when an error blocks the order (CHECKOUT__CART_INVALID,
 * as Shopware, whatever the error's level) or when it is empty; then the order gets the next
 * number and is inserted, the stock of its products goes down and their sales up, the cart is
 * deleted and the confirmation mail written. Either all of it is stored or none of it. The
 * transaction is IMMEDIATE: the write lock is taken before the cart is read, so even another
 * process on the same file cannot sell the same stock or take the same number in between.
 */
export function placeOrder(
  deps: EmulatorDeps,
  store: StoreRequest,
  customer: CustomerRecord,
  data: OrderRequestData,
): OrderRecord {
  const orders = orderStoreOf(deps.db);
  return stockTransaction(deps, (changeStock): OrderRecord => {
    const cart = loadCalculatedCart(deps, store);
    const hash = alnum(data['hash']);
    if (hash !== '' && hash !== cart.hash) throw orderErrors.hashMismatch(store.token);
    if (cart.errors.some((error) => error.block)) throw orderErrors.invalidCart(cart.errors);
    if (cart.lineItems.length === 0) throw orderErrors.cartEmpty();

    const addresses = deps.customers.addresses(customer.id);
    const chosen = store.state.billingAddressId;
    const comment = typeof data['customerComment'] === 'string' ? data['customerComment'].trim() : '';
    const order = convertToOrder(
      cart,
      {
        customer,
        addresses,
        billingAddressId:
          chosen && addresses.some((address) => address.id === chosen) ? chosen : customer.defaultBillingAddressId,
        salesChannelId: store.salesChannel.id,
        languageId: store.languageId,
        currencyId: store.currencyId,
        now: deps.clock(),
        customerComment: comment === '' ? null : comment,
        affiliateCode: truthyText(data['affiliateCode']),
        campaignCode: truthyText(data['campaignCode']),
      },
      orders.allocateNumber(),
    );
    order.documents = [invoiceFor(order)];
    orders.insert(order);
    changeStock(
      order.lineItems.flatMap((item) => (item.productId ? [{ productId: item.productId, delta: -item.quantity }] : [])),
    );
    deleteCart(deps, store.token);
    // The template's link: rawUrl('frontend.account.order.single.page', …, salesChannel.domains|first.url).
    sendOrderConfirmation(
      deps.outbox,
      order,
      store.view,
      store.salesChannel.domains[0]?.url ?? deps.config.storefrontUrl,
    );
    return order;
  });
}
