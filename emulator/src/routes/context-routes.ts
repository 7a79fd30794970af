import type { FastifyInstance } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { isHexId } from '../catalogue/ids.js';
import type { ContextState } from '../context/context-store.js';
import { presentSalesChannelContext } from '../context/sales-channel-context.js';
import { presentForSession } from '../customer/customer-context.js';
import { ShopwareError } from '../http/shopware-error.js';
import { entityExists, isType, throwIfViolated, validateFields, type Definition } from '../http/symfony-constraints.js';
import { payloadOf } from './route-helpers.js';

/** The ids ContextSwitchRoute takes, in the order of its validation definition. */
const SWITCHABLE = [
  'languageId',
  'currencyId',
  'shippingMethodId',
  'paymentMethodId',
  'billingAddressId',
  'shippingAddressId',
  'countryId',
  'countryStateId',
] as const;

/** GET /context and PATCH /context (ContextSwitchRoute): the session's language, currency, methods, addresses. */
export function registerContextRoutes(api: FastifyInstance, deps: EmulatorDeps): void {
  api.get('/context', (request) => {
    const { store } = request;
    return presentSalesChannelContext(store, store.customer ? presentForSession(deps, store, store.customer) : null);
  });

  api.patch('/context', (request) => {
    const payload = payloadOf(request);
    const { view, salesChannel, customer } = request.store;
    // First the types, then (address ids need a customer) the existence of what the ids name.
    throwIfViolated(
      validateFields(
        payload,
        SWITCHABLE.map((field): Definition[number] => [field, [isType('string')]]),
      ),
    );
    if (!customer && (payload.billingAddressId != null || payload.shippingAddressId != null)) {
      throw new ShopwareError(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.');
    }
    const addressIds = new Set(customer ? deps.customers.addresses(customer.id).map((address) => address.id) : []);
    const exists = (entity: string, found: (id: string) => boolean) =>
      entityExists(entity, (id) => isHexId(id) && found(id));
    const existence: Record<(typeof SWITCHABLE)[number], ReturnType<typeof entityExists>> = {
      languageId: exists('language', (id) => salesChannel.domains.some((domain) => domain.languageId === id)),
      currencyId: exists('currency', (id) => view.currencies.some((currency) => currency.id === id)),
      shippingMethodId: exists('shipping_method', (id) => view.shippingMethods.some((method) => method.id === id)),
      paymentMethodId: exists('payment_method', (id) => view.paymentMethods.some((method) => method.id === id)),
      // The customer's own addresses only (Shopware filters customer_address by the context's customer).
      billingAddressId: exists('customer_address', (id) => addressIds.has(id)),
      shippingAddressId: exists('customer_address', (id) => addressIds.has(id)),
      countryId: exists('country', (id) => view.countries.some((country) => country.id === id)),
      countryStateId: exists('country_state', (id) =>
        view.countries.some((country) => country.states.some((state) => state.id === id)),
      ),
    };
    throwIfViolated(
      validateFields(
        payload,
        SWITCHABLE.map((field) => [field, [existence[field]]]),
      ),
    );

    const changes: ContextState = {};
    for (const field of SWITCHABLE) {
      const value = payload[field];
      if (typeof value === 'string' && value !== '') changes[field] = value;
    }
    deps.contexts.update(request.store.token, changes);
    const domain = changes.languageId
      ? salesChannel.domains.find((candidate) => candidate.languageId === changes.languageId)
      : undefined;
    return { ...(domain ? { redirectUrl: domain.url } : {}), apiAlias: 'array_struct' };
  });
}
