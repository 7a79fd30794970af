import type { CartError } from '../cart/cart-errors.js';
import { ShopwareError } from '../http/shopware-error.js';

const couldNotFind = 'Could not find {{ entity }} with {{ field }} "{{ value }}"';

/**
 * The HTTP errors of checkout, orders and payment, by their factory names in Shopware
 * (Checkout/Cart/CartException.php, Checkout/Order/OrderException.php,
 * Checkout/Payment/PaymentException.php, Framework/Routing/RoutingException.php).
 */
export const orderErrors = {
  /** CartException::invalidCart(): every error of the cart is listed, blocking or not. */
  invalidCart: (errors: CartError[]) =>
    new ShopwareError(
      500,
      'CHECKOUT__CART_INVALID',
      'The cart is invalid, got {{ errorCount }} error(s): {{ errors }}',
      {
        errorCount: errors.length,
        errors: errors.map((error) => `${error.key}: ${error.message}`).join('\n'),
      },
    ),
  cartEmpty: () => new ShopwareError(400, 'CHECKOUT__CART_EMPTY', 'Cart is empty'),
  hashMismatch: (token: string) =>
    new ShopwareError(409, 'CHECKOUT__CART_HASH_MISMATCH', 'Content hash mismatch for cart token: {{ token }}', {
      token,
    }),
  deliveryWithoutAddress: () =>
    new ShopwareError(400, 'CHECKOUT__DELIVERY_WITHOUT_ADDRESS', 'Delivery contains no shipping address'),
  addressNotFound: (addressId: string) =>
    new ShopwareError(
      400,
      'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND',
      'Customer address with id "{{ addressId }}" not found.',
      { addressId },
    ),

  orderNotFound: (orderId: string) =>
    new ShopwareError(404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND', couldNotFind, {
      entity: 'order',
      field: 'id',
      value: orderId,
    }),
  orderCustomerNotLoggedIn: () =>
    new ShopwareError(403, 'CHECKOUT__ORDER_CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.'),
  guestNotAuthenticated: () => new ShopwareError(403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED', 'Guest not authenticated.'),
  wrongGuestCredentials: () =>
    new ShopwareError(403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS', 'Wrong credentials for guest authentication.'),
  paymentMethodNotChangeable: () =>
    new ShopwareError(
      403,
      'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE',
      'Payment methods of order with current payment transaction type can not be changed.',
    ),
  paymentMethodNotAvailable: (id: string) =>
    new ShopwareError(
      404,
      'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE',
      'The payment method with id {{ id }} is not available.',
      { id },
    ),
  invalidRequestParameter: (parameter: string) =>
    new ShopwareError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The parameter "{{ parameter }}" is invalid.', {
      parameter,
    }),

  invalidOrder: (orderId: string) =>
    new ShopwareError(
      404,
      'CHECKOUT__INVALID_ORDER_ID',
      'The order with id {{ orderId }} is invalid or could not be found.',
      { orderId },
    ),
  unknownPaymentMethod: (paymentMethodId: string) =>
    new ShopwareError(400, 'CHECKOUT__UNKNOWN_PAYMENT_METHOD', couldNotFind, {
      entity: 'payment method',
      field: 'id',
      value: paymentMethodId,
    }),
  syncProcessInterrupted: (orderTransactionId: string, errorMessage: string) =>
    new ShopwareError(
      400,
      'CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED',
      'The synchronous payment process was interrupted due to the following error:\n{{ errorMessage }}',
      { errorMessage, orderTransactionId },
    ),
  customerCanceled: (orderTransactionId: string, additionalInformation: string) =>
    new ShopwareError(
      400,
      'CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT',
      'The customer canceled the external payment process. {{ additionalInformation }}',
      { additionalInformation, orderTransactionId },
    ),
  invalidToken: (token: string) =>
    new ShopwareError(
      400,
      'CHECKOUT__INVALID_PAYMENT_TOKEN',
      'The provided token {{ token }} is invalid and the payment could not be processed.',
      {
        token,
      },
    ),
  tokenInvalidated: (token: string) =>
    new ShopwareError(
      400,
      'CHECKOUT__PAYMENT_TOKEN_INVALIDATED',
      'The provided token {{ token }} is invalidated and the payment could not be processed.',
      { token },
    ),
};

/** The error code as Shopware appends it to an error URL (`error-code=…`). */
export const errorCodeOf = (error: ShopwareError): string => error.entries[0]?.code ?? 'CHECKOUT__PAYMENT_ERROR';

/** PaymentProcessor / PaymentController: `<url>?error-code=<code>`, or `&` when the URL has a query. */
export const withErrorCode = (url: string, code: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}error-code=${code}`;
