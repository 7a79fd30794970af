import { randomBytes } from 'node:crypto';
import { randomHex } from '../catalogue/ids.js';
import type { CalculatedCart } from '../cart/calculated-cart.js';
import type { CustomerAddressRecord, CustomerRecord } from '../customer/customer-records.js';
import { orderErrors } from './order-errors.js';
import type { OrderAddressRecord, OrderDeliveryRecord, OrderRecord } from './order-record.js';
import { lineItemsOf, orderAddress, shippingCostsOf } from './order-transformers.js';

/** What the conversion needs besides the cart: the context's customer, channel and choices. */
export interface ConversionContext {
  customer: CustomerRecord;
  /** The customer's addresses and its active billing address (the context's choice or the default). */
  addresses: CustomerAddressRecord[];
  billingAddressId: string;
  salesChannelId: string;
  languageId: string;
  currencyId: string;
  now: Date;
  customerComment: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
}

/** Random::getBase64UrlString(32). */
const deepLinkCode = () => randomBytes(24).toString('base64url');

/**
 * OrderConverter::convertToOrder() with CartTransformer, CustomerTransformer, LineItemTransformer,
 * DeliveryTransformer (each delivery's shipping address becomes an order address), the active
 * billing address (the shipping one's copy when they are the same customer address) and
 * TransactionTransformer (state open). The order number is given by the caller's transaction.
 */
export function convertToOrder(cart: CalculatedCart, context: ConversionContext, orderNumber: string): OrderRecord {
  const now = context.now.toISOString();
  const lineItems = lineItemsOf(cart);
  const lineItemIdOf = new Map(lineItems.map((item) => [item.identifier, item.id]));
  const addressOf = (id: string) => context.addresses.find((address) => address.id === id);

  const addresses = new Map<string, OrderAddressRecord>();
  const deliveries: OrderDeliveryRecord[] = cart.deliveries.map((delivery) => {
    const customerAddressId = (delivery.location.address as { id?: string } | null)?.id;
    const customerAddress = customerAddressId ? addressOf(customerAddressId) : undefined;
    if (!customerAddressId || !customerAddress) throw orderErrors.deliveryWithoutAddress();
    const shippingAddress = addresses.get(customerAddressId) ?? orderAddress(customerAddress);
    addresses.set(customerAddressId, shippingAddress);
    return {
      id: randomHex(),
      shippingOrderAddressId: shippingAddress.id,
      shippingMethodId: delivery.shippingMethod.id,
      state: 'open',
      shippingDateEarliest: delivery.deliveryDate.earliest.toISOString(),
      shippingDateLatest: delivery.deliveryDate.latest.toISOString(),
      shippingCosts: delivery.shippingCosts,
      positions: delivery.positions.map((position) => ({
        id: randomHex(),
        orderLineItemId: lineItemIdOf.get(position.item.stored.id)!,
        price: position.item.price,
      })),
    };
  });

  let billingAddress = addresses.get(context.billingAddressId);
  if (!billingAddress) {
    const customerAddress = addressOf(context.billingAddressId);
    if (!customerAddress) throw orderErrors.addressNotFound(context.billingAddressId);
    billingAddress = orderAddress(customerAddress);
  }
  const allAddresses = [...addresses.values()];
  if (!allAddresses.includes(billingAddress)) allAddresses.push(billingAddress);

  const { customer } = context;
  return {
    id: randomHex(),
    orderNumber,
    salesChannelId: context.salesChannelId,
    languageId: context.languageId,
    currencyId: context.currencyId,
    currencyFactor: 1,
    orderDateTime: now,
    createdAt: now,
    updatedAt: null,
    price: cart.price,
    shippingCosts: shippingCostsOf(cart),
    state: 'open',
    deepLinkCode: deepLinkCode(),
    customerComment: context.customerComment ?? cart.stored.customerComment,
    affiliateCode: context.affiliateCode ?? cart.stored.affiliateCode,
    campaignCode: context.campaignCode ?? cart.stored.campaignCode,
    orderCustomer: {
      id: randomHex(),
      customerId: customer.id,
      email: customer.email,
      salutationId: customer.salutationId,
      firstName: customer.firstName,
      lastName: customer.lastName,
      title: customer.title,
      company: customer.company,
      vatIds: customer.vatIds ?? null,
      customerNumber: customer.customerNumber,
    },
    addresses: allAddresses,
    billingAddressId: billingAddress.id,
    lineItems,
    deliveries,
    transactions: cart.transactions.map((transaction) => ({
      id: randomHex(),
      paymentMethodId: transaction.paymentMethodId,
      amount: transaction.amount,
      state: 'open',
      createdAt: now,
      updatedAt: null,
    })),
  };
}
