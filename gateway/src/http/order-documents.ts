import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RawOrderListAnswer } from '../modules/order/order-raw-types.js';
import { orderDocumentPath } from '../modules/order/order.mapper.js';
import type { StoreApiClient } from '../shopware/store-api-client.js';
import { UpstreamError } from '../shopware/upstream-error.js';

const SHOPWARE_ID = /^[0-9a-f]{32}$/i;

/**
 * GET /order-documents/{orderId}/{documentId}: the PDF of an order's document (the invoice) for the
 * session that owns the order, streamed from the Store API's document download. The order is read
 * with the shopper's own session first (POST /order answers only the session's orders), and the
 * document must be one of that order's: whoever else asks (another customer, a visitor, a guessed
 * id) gets the same 404, whether the order or the document exists or not.
 */
export function registerOrderDocuments(
  app: FastifyInstance,
  sessionOf: (request: FastifyRequest) => { storeApi: StoreApiClient },
): void {
  app.get(orderDocumentPath(':orderId', ':documentId'), async (request, reply) => {
    const { orderId, documentId } = request.params as { orderId: string; documentId: string };
    if (!SHOPWARE_ID.test(orderId) || !SHOPWARE_ID.test(documentId)) return notFound(reply);
    const { storeApi } = sessionOf(request);
    try {
      const answer = await storeApi.read<RawOrderListAnswer>('/order', {
        ids: [orderId],
        limit: 1,
        associations: { documents: {} },
      });
      const order = answer.orders.elements.find((candidate) => candidate.id === orderId);
      const document = order?.documents?.find((candidate) => candidate.id === documentId);
      if (!document?.deepLinkCode) return notFound(reply);
      const file = await storeApi.readFile(`/document/download/${documentId}/${document.deepLinkCode}`);
      const name = `${document.documentNumber ?? documentId}.pdf`.replace(/[^\w.-]/g, '_');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    } catch (error) {
      // Not logged in (403) or not found (404) at the Store API: the same 404 as any other stranger.
      if (error instanceof UpstreamError && error.status >= 400 && error.status < 500) return notFound(reply);
      throw error;
    }
  });
}

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .send('Dieses Dokument gibt es nicht, oder es gehört zu einer Bestellung eines anderen Kontos.');
}
