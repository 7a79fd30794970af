import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { dalUuid } from '../http/dal-uuid.js';
import { requireCustomer } from '../http/guards.js';
import { violation, violations, type ShopwareErrorEntry } from '../http/shopware-error.js';
import { orderErrors } from './order-errors.js';
import { orderStoreOf } from './order-store.js';
import { finalize, pay, type ProviderOutcome } from './payment-processor.js';
import { paymentSessionsOf } from './payment-session-store.js';
import { providerNotice, providerPage } from './provider-page.js';

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Symfony's formatValue for the violations below. */
const formatValue = (value: unknown) =>
  typeof value === 'string'
    ? `"${value}"`
    : value === null || value === undefined
      ? 'null'
      : typeof value === 'object'
        ? 'array'
        : String(value);

/** HandlePaymentMethodRoute::createDataValidation(): orderId NotBlank + Type(string), finishUrl and errorUrl Type(string). */
function validatePaymentData(data: Data): void {
  const entries: ShopwareErrorEntry[] = [];
  const blank = (value: unknown) =>
    value === undefined ||
    value === null ||
    value === '' ||
    value === false ||
    (typeof value === 'object' && Object.keys(value).length === 0);
  const notString = (value: unknown) => value !== undefined && value !== null && typeof value !== 'string';
  const typeError = (field: string) =>
    violation(
      'INVALID_TYPE_ERROR',
      'This value should be of type {{ type }}.',
      { '{{ value }}': formatValue(data[field]), '{{ type }}': 'string' },
      `/${field}`,
    );
  if (blank(data['orderId']))
    entries.push(
      violation(
        'IS_BLANK_ERROR',
        'This value should not be blank.',
        { '{{ value }}': formatValue(data['orderId']) },
        '/orderId',
      ),
    );
  for (const field of ['orderId', 'finishUrl', 'errorUrl']) if (notString(data[field])) entries.push(typeError(field));
  if (entries.length > 0) throw violations(entries);
}

/**
 * POST|GET /handle-payment (HandlePaymentMethodRoute, PaymentProcessor::pay()). Login required,
 * guests allowed, and only for the customer's own orders (Shopware ≥ 6.7.10.1 checks the
 * ownership, GHSA-9v5m-39wh-5chq): another's or an unknown order is CHECKOUT__INVALID_ORDER_ID.
 * Answers `{redirectUrl}`: null when nothing is left to do (HandlePaymentMethodRouteResponse).
 */
export function registerPaymentRoutes(api: FastifyInstance, deps: EmulatorDeps): void {
  api.route({
    method: ['GET', 'POST'],
    url: '/handle-payment',
    handler: async (request) => {
      const customer = requireCustomer(request.store, { allowGuest: true });
      const data: Data = {
        ...(isObject(request.query) ? request.query : {}),
        ...(isObject(request.body) ? request.body : {}),
      };
      validatePaymentData(data);
      const orderId = dalUuid(data['orderId']);
      const order = orderStoreOf(deps.db).getOfCustomer(orderId, customer.id);
      if (!order) throw orderErrors.invalidOrder(orderId);
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      const redirectUrl = pay(deps, order, text(data['finishUrl']), text(data['errorUrl']));
      return { redirectUrl, apiAlias: 'array_struct' };
    },
  });
}

/**
 * The emulator's payment provider, outside /store-api: GET shows the payment (German HTML),
 * POST …/confirm and …/abort carry the shopper's decision back (as the provider's return to
 * Shopware's /payment/finalize-transaction would) and redirect to the finish or error URL.
 */
export function registerPaymentProviderRoutes(app: FastifyInstance, deps: EmulatorDeps): void {
  app.register(async (provider) => {
    // The page's forms post as a browser does; their (empty) bodies are not needed.
    provider.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, {}),
    );

    provider.get<{ Params: { sessionId: string } }>('/payment-provider/:sessionId', async (request, reply) => {
      const html = (status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').send(body);
      const session = paymentSessionsOf(deps.db, deps.clock).get(request.params.sessionId);
      const order = session ? orderStoreOf(deps.db).get(session.orderId) : undefined;
      const transaction = order?.transactions.find((candidate) => candidate.id === session?.transactionId);
      if (!session || !order || !transaction)
        return html(404, providerNotice('Zahlung nicht gefunden', 'Diesen Zahlungsvorgang gibt es nicht.'));
      if (session.status === 'done')
        return html(410, providerNotice('Zahlung abgeschlossen', 'Dieser Zahlungsvorgang ist bereits abgeschlossen.'));
      const method = deps.records.get('payment_method', session.paymentMethodId);
      const methodName = method?.translations['de-DE'].name ?? 'Zahlung';
      return html(
        200,
        providerPage({
          sessionId: session.id,
          methodName,
          orderNumber: order.orderNumber,
          amount: transaction.amount.totalPrice,
        }),
      );
    });

    const decide =
      (outcome: ProviderOutcome) => async (request: { params: { sessionId: string } }, reply: FastifyReply) => {
        const target = finalize(deps, request.params.sessionId, outcome);
        return target === null ? reply.code(204).send() : reply.redirect(target, 302);
      };
    provider.post<{ Params: { sessionId: string } }>('/payment-provider/:sessionId/confirm', decide('confirm'));
    provider.post<{ Params: { sessionId: string } }>('/payment-provider/:sessionId/abort', decide('abort'));
  });
}
