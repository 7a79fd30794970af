import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { ShopwareError } from '../http/shopware-error.js';
import { invoiceFileName, renderInvoice } from './invoice.js';
import { orderStoreOf } from './order-store.js';

const documentNotFound = (documentId: string) =>
  new ShopwareError(
    404,
    'DOCUMENT__DOCUMENT_NOT_FOUND',
    'The document with id "{documentId}" is invalid or could not be found.',
    {
      documentId,
    },
  );
const notLoggedIn = () => new ShopwareError(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.');

/**
 * GET|POST /document/download/{documentId}/{deepLinkCode} (DocumentRoute): the document's PDF for
 * the customer who owns its order. As DocumentRoute::checkAuth: an unknown document is
 * DOCUMENT__DOCUMENT_NOT_FOUND; a session without customer (or a guest's) must give the deep link code;
 * anyone but the order's customer is CHECKOUT__CUSTOMER_NOT_LOGGED_IN (a guest order's e-mail and
 * postal code check is not emulated); a deep link code that is not the document's finds no document.
 */
export function registerDocumentRoutes(api: FastifyInstance, deps: EmulatorDeps): void {
  const download = async (request: FastifyRequest, reply: FastifyReply) => {
    const { documentId = '', deepLinkCode = '' } = request.params as { documentId?: string; deepLinkCode?: string };
    const order = orderStoreOf(deps.db).withDocument(documentId);
    const document = order?.documents?.find((candidate) => candidate.id === documentId);
    if (!order || !document) throw documentNotFound(documentId);
    const customer = request.store.customer;
    if ((!customer || customer.guest) && deepLinkCode === '') throw notLoggedIn();
    if (order.orderCustomer.customerId !== customer?.id) throw notLoggedIn();
    if (deepLinkCode !== '' && deepLinkCode !== document.deepLinkCode) throw documentNotFound(documentId);
    const pdf = renderInvoice(order, document, request.store.view);
    const disposition =
      (request.query as { download?: string } | undefined)?.download === '1' ? 'attachment' : 'inline';
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `${disposition}; filename=${invoiceFileName(document)}`)
      .send(pdf);
  };
  for (const path of ['/document/download/:documentId', '/document/download/:documentId/:deepLinkCode']) {
    api.get(path, download);
    api.post(path, download);
  }
}
