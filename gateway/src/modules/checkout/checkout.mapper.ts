import type { RawSalesChannelContext } from '../../shopware/store-api-types.js';
import { mapAddress } from '../address/address.mapper.js';
import type { Cart } from '../cart/cart.type.js';
import { mapPaymentMethod, mapShippingMethod, priceContextOf } from '../system/system.mapper.js';
import type { PaymentMethod, ShippingMethod } from '../system/system.type.js';
import type { Checkout } from './checkout.type.js';

/**
 * The checkout from the session context (chosen methods, the customer's active addresses), the
 * cart and the available methods. A chosen method is taken from the available list when it is
 * there (it carries the price the list was priced with).
 */
export function mapCheckout(
  context: RawSalesChannelContext,
  cart: Cart,
  shippingMethods: ShippingMethod[],
  paymentMethods: PaymentMethod[],
): Checkout {
  const customer = context.customer ?? null;
  const defaults = customer
    ? {
        billingAddressId: customer.defaultBillingAddressId ?? null,
        shippingAddressId: customer.defaultShippingAddressId ?? null,
      }
    : null;
  const chosenShipping = context.shippingMethod;
  const chosenPayment = context.paymentMethod;
  return {
    shippingMethod: chosenShipping
      ? (shippingMethods.find((method) => method.id === chosenShipping.id) ??
        mapShippingMethod(chosenShipping, priceContextOf(context)))
      : null,
    paymentMethod: chosenPayment
      ? (paymentMethods.find((method) => method.id === chosenPayment.id) ?? mapPaymentMethod(chosenPayment))
      : null,
    shippingMethods,
    paymentMethods,
    billingAddress: customer?.activeBillingAddress ? mapAddress(customer.activeBillingAddress, defaults) : null,
    shippingAddress: customer?.activeShippingAddress ? mapAddress(customer.activeShippingAddress, defaults) : null,
    cart,
  };
}
