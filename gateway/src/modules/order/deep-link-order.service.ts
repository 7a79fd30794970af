import { z } from 'zod';
import { deepLinkCode as deepLinkCodeRule, guestOrderAccess } from '@weingut/schema/input-rules';
import type { GatewayContext } from '../context.js';
import { validateInput } from '../shared/validate-input.js';
import { messageFor } from '../../i18n/texts.js';
import { currencyOf } from '../catalog/shop-currency.js';
import { attemptChange, type Refusal, type RefusalTable } from '../shared/refusals.js';
import type { RawOrderListAnswer } from './order-raw-types.js';
import { orderByDeepLinkCriteria } from './order-criteria.js';
import { mapOrder, paymentChangeableOf } from './order.mapper.js';
import type { Order, OrderPayload } from './order.type.js';

export interface DeepLinkInput {
  deepLinkCode: string;
  email?: string | null;
  zipcode?: string | null;
}

/** Wrong e-mail, wrong postal code, unknown or expired code: one answer, which says nothing of which it was. */
const accessDenied: Refusal = {
  code: 'ORDER_ACCESS_DENIED',
  field: null,
  text: 'order:deepLinkAccessDenied',
};

/** The order belongs to a customer account: Shopware's storefront sends the shopper to the login. */
const loginRequired: Refusal = {
  code: 'LOGIN_REQUIRED',
  field: null,
  text: 'order:deepLinkLoginRequired',
};

const throttled: Refusal = {
  code: 'CUSTOMER_AUTH_THROTTLED',
  field: null,
  text: 'order:deepLinkThrottled',
};

const notInAccount: Refusal = {
  code: 'ORDER_NOT_FOUND',
  field: 'deepLinkCode',
  text: 'order:deepLinkNotInAccount',
};

/** Shopware's refusals of a guest's POST /order with a deep link (OrderRoute, GuestAuthenticator). */
const deepLinkRefusals: RefusalTable = {
  CHECKOUT__GUEST_WRONG_CREDENTIALS: accessDenied,
  CHECKOUT__GUEST_NOT_AUTHENTICATED: accessDenied,
  CHECKOUT__CART_ORDER_DEEP_LINK_NOT_FOUND: accessDenied,
  CHECKOUT__ORDER_CUSTOMER_NOT_LOGGED_IN: loginRequired,
  CHECKOUT__CUSTOMER_NOT_LOGGED_IN: loginRequired,
  CHECKOUT__CUSTOMER_AUTH_THROTTLED: throttled,
};

const codeRule = z.object({ deepLinkCode: deepLinkCodeRule });

const orderOf = (context: GatewayContext, answer: RawOrderListAnswer): Order | null => {
  const raw = answer.orders.elements[0];
  return raw ? mapOrder(raw, currencyOf(context), paymentChangeableOf(answer.paymentChangeable, raw.id)) : null;
};

/**
 * The order of a mail's link (`/account/order/{deepLinkCode}`), as Shopware's storefront opens it:
 * the session's own order (a customer's, or the guest session's that placed it) without more; for
 * anyone else the order's e-mail and billing postal code, which the Store API checks for a guest's
 * order (asked without the session, so that a guest session may open another guest order too).
 */
export async function openOrderByDeepLink(context: GatewayContext, input: DeepLinkInput): Promise<OrderPayload> {
  const checked = validateInput(codeRule, { deepLinkCode: input.deepLinkCode }, context.locale);
  if (!checked.ok) return { order: null, userErrors: checked.userErrors };
  const code = checked.value.deepLinkCode;
  const criteria = orderByDeepLinkCriteria(code);
  const hasCredentials = Boolean(input.email?.trim() || input.zipcode?.trim());

  const customer = (await context.loaders.salesChannelContext()).customer;
  if (customer) {
    const own = orderOf(context, await context.storeApi.read<RawOrderListAnswer>('/order', criteria));
    if (own) return { order: own, userErrors: [] };
    if (!customer.guest && !hasCredentials) {
      return {
        order: null,
        userErrors: [
          {
            field: notInAccount.field,
            code: notInAccount.code,
            message: messageFor(notInAccount.text, context.locale),
          },
        ],
      };
    }
  }

  const access = validateInput(guestOrderAccess, { email: input.email, zipcode: input.zipcode }, context.locale);
  if (!access.ok) return { order: null, userErrors: access.userErrors };
  // Without the session: Shopware checks e-mail and postal code only when no customer is logged in.
  const anonymous = context.storeApi.withSession({
    contextToken: null,
    languageId: context.storeApi.session.languageId,
  });
  const result = await attemptChange(context.locale, deepLinkRefusals, () =>
    anonymous.write<RawOrderListAnswer>('POST', '/order', { ...criteria, ...access.value }),
  );
  if (!result.ok) return { order: null, userErrors: result.userErrors };
  const order = orderOf(context, result.value);
  if (!order)
    return {
      order: null,
      userErrors: [{ field: null, code: accessDenied.code, message: messageFor(accessDenied.text, context.locale) }],
    };
  return { order, userErrors: [] };
}
