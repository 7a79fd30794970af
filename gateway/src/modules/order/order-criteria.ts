const ADDRESS = { associations: { country: {}, countryState: {}, salutation: {} } };

/**
 * What an order answer of the gateway needs (as Shopware Frontends' useDefaultOrderAssociations):
 * states, line items with covers, addresses with country, state and salutation, the delivery with
 * its method and address, the transactions with their method (and its logo) and state, the documents
 * with their type (the invoice).
 */
export const ORDER_ASSOCIATIONS = {
  stateMachineState: {},
  lineItems: { associations: { cover: {} } },
  addresses: ADDRESS,
  billingAddress: ADDRESS,
  deliveries: {
    associations: {
      shippingMethod: { associations: { deliveryTime: {} } },
      shippingOrderAddress: ADDRESS,
      stateMachineState: {},
    },
  },
  transactions: { associations: { paymentMethod: { associations: { media: {} } }, stateMachineState: {} } },
  documents: { associations: { documentType: {} } },
};

/** Newest first (docs/behaviour/limits.md); the order number breaks ties between orders of the same instant. */
export const NEWEST_FIRST = [
  { field: 'createdAt', order: 'DESC' },
  { field: 'orderNumber', order: 'DESC', naturalSorting: true },
];

/** POST /order for one order, with `paymentChangeable` (only answered with checkPromotion: true). */
export const orderByIdCriteria = (orderId: string) => ({
  ids: [orderId],
  limit: 1,
  checkPromotion: true,
  associations: ORDER_ASSOCIATIONS,
});

/** POST /order for a page of the customer's orders, with the exact total. */
export const orderPageCriteria = (page: number, limit: number) => ({
  page,
  limit,
  'total-count-mode': 'exact',
  sort: NEWEST_FIRST,
  checkPromotion: true,
  associations: ORDER_ASSOCIATIONS,
});

/**
 * POST /order for the order of a mail's link (OrderRoute with an equals filter on deepLinkCode): a
 * logged-in session searches its own orders only; without one, Shopware wants `email` and `zipcode`.
 */
export const orderByDeepLinkCriteria = (deepLinkCode: string) => ({
  filter: [{ type: 'equals', field: 'deepLinkCode', value: deepLinkCode }],
  limit: 1,
  checkPromotion: true,
  associations: ORDER_ASSOCIATIONS,
});
