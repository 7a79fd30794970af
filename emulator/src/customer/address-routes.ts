import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { requireCustomer } from '../http/guards.js';
import { payloadOf, readRoute } from '../routes/route-helpers.js';
import { deleteAddress, listAddresses, switchDefaultAddress, upsertAddress } from './address-book.js';

type AddressParams = { addressId: string };

/** The customer's address book (login required, guests allowed), as Shopware's address routes. */
export function registerAddressRoutes(api: FastifyInstance, deps: EmulatorDeps): void {
  const customerOf = (request: FastifyRequest) => requireCustomer(request.store, { allowGuest: true });

  readRoute(api, '/account/list-address', (request) => listAddresses(deps, request, customerOf(request)));

  api.post('/account/address', (request) =>
    upsertAddress(deps, request.store, customerOf(request), null, payloadOf(request)),
  );

  api.patch<{ Params: AddressParams }>('/account/address/:addressId', (request) =>
    upsertAddress(deps, request.store, customerOf(request), request.params.addressId, payloadOf(request)),
  );

  api.delete<{ Params: AddressParams }>('/account/address/:addressId', (request, reply) => {
    deleteAddress(deps, request.store, customerOf(request), request.params.addressId);
    return reply.status(204).send();
  });

  api.patch<{ Params: AddressParams }>('/account/address/default-billing/:addressId', (request, reply) => {
    switchDefaultAddress(deps, customerOf(request), request.params.addressId, 'billing');
    return reply.status(204).send();
  });

  api.patch<{ Params: AddressParams }>('/account/address/default-shipping/:addressId', (request, reply) => {
    switchDefaultAddress(deps, customerOf(request), request.params.addressId, 'shipping');
    return reply.status(204).send();
  });
}
