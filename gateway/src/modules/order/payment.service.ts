import { z } from 'zod';
import { id } from '@weingut/schema/input-rules';
import type { GatewayContext } from '../context.js';
import { userErrorOf } from '../../errors/error-catalogue.js';
import { messageFor } from '../../i18n/texts.js';
import { validateInput } from '../shared/validate-input.js';
import { attemptChange } from '../shared/refusals.js';
import { findOrder } from './order.service.js';
import { failureCodeOf, returnAddressesOf, returnUrlErrors } from './payment-return.js';
import { paymentRefusals, paymentStatusError } from './order-refusals.js';
import type { PaymentPayload } from './order.type.js';

const orderIdRule = z.object({ orderId: id });

const notPaid = (context: GatewayContext, redirectUrl: string | null, upstreamCode: string | null): PaymentPayload => ({
  redirectUrl,
  paymentState: 'NOT_PAID',
  userErrors: [
    {
      field: null,
      code: 'ORDER_NOT_PAID',
      message: messageFor(
        (upstreamCode && paymentRefusals[upstreamCode]?.text) ||
          paymentRefusals.CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED!.text,
        context.locale,
      ),
    },
  ],
});

/**
 * POST /handle-payment, then the order's payment status:
 * - a redirect to a payment provider: redirectUrl, CREATED (the provider returns to finishUrl or errorUrl);
 * - a failed payment (Shopware's redirect to errorUrl?error-code=…, or its error without an errorUrl):
 *   NOT_PAID with ORDER_NOT_PAID, and redirectUrl to the errorUrl when one was given;
 * - nothing to redirect to: the status read from the order (POST /order); when that read fails,
 *   PAYMENT_STATUS_ERROR ('Error while checking payment status') and no status.
 */
export async function handlePayment(
  context: GatewayContext,
  orderId: string,
  finishUrl?: string | null,
  errorUrl?: string | null,
): Promise<PaymentPayload> {
  const input = validateInput(orderIdRule, { orderId }, context.locale);
  const urlErrors = returnUrlErrors({ finishUrl, errorUrl }, returnAddressesOf(context.config), context.locale);
  if (!input.ok || urlErrors.length > 0)
    return { redirectUrl: null, paymentState: null, userErrors: [...(input.ok ? [] : input.userErrors), ...urlErrors] };

  const body = { orderId, ...(finishUrl ? { finishUrl } : {}), ...(errorUrl ? { errorUrl } : {}) };
  const result = await attemptChange(context.locale, paymentRefusals, () =>
    context.storeApi.write<{ redirectUrl?: string | null }>('POST', '/handle-payment', body),
  );
  if (!result.ok) {
    const failed = result.userErrors.some((error) => error.code === 'ORDER_NOT_PAID');
    return failed
      ? { ...notPaid(context, null, null), userErrors: result.userErrors }
      : { redirectUrl: null, paymentState: null, userErrors: result.userErrors };
  }
  const redirectUrl = result.value?.redirectUrl ?? null;
  if (redirectUrl) {
    const failure = failureCodeOf(redirectUrl, errorUrl);
    return failure ? notPaid(context, redirectUrl, failure) : { redirectUrl, paymentState: 'CREATED', userErrors: [] };
  }
  try {
    const order = await findOrder(context, orderId);
    if (order)
      return order.paymentStatus === 'NOT_PAID'
        ? notPaid(context, null, null)
        : { redirectUrl: null, paymentState: order.paymentStatus, userErrors: [] };
  } catch {
    // The payment went through Shopware; only its status is unknown: reported below, not thrown.
  }
  return { redirectUrl: null, paymentState: null, userErrors: [userErrorOf(paymentStatusError, null, context.locale)] };
}
