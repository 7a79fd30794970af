import type { FastifyInstance } from 'fastify';
import type { EmulatorDeps } from '../app.js';
import { isHexId } from '../catalogue/ids.js';
import type { ContextState } from '../context/context-store.js';
import { presentSalesChannelContext } from '../context/sales-channel-context.js';
import { ShopwareError, violation, violations, type ShopwareErrorEntry } from '../http/shopware-error.js';
import { payloadOf } from './route-helpers.js';

const notExists = 'The {{ entity }} entity with {{ primaryProperty }} {{ id }} does not exist.';

/** GET /context and PATCH /context (ContextSwitchRoute): the session's language, currency, methods. */
export function registerContextRoutes(api: FastifyInstance, deps: EmulatorDeps): void {
  api.get('/context', (request) => presentSalesChannelContext(request.store));

  api.patch('/context', (request) => {
    const payload = payloadOf(request);
    const { view, salesChannel } = request.store;
    const entries: ShopwareErrorEntry[] = [];
    const changes: ContextState = {};
    const check = (field: keyof ContextState, entity: string, exists: (id: string) => boolean): void => {
      const value = payload[field];
      if (value === undefined || value === null) return;
      if (typeof value !== 'string' || !isHexId(value) || !exists(value)) {
        entries.push(violation('ENTITY_DOES_NOT_EXISTS', notExists, { '{{ entity }}': entity, '{{ primaryProperty }}': 'id', '{{ id }}': String(value) }, `/${field}`));
        return;
      }
      (changes as Record<string, string>)[field] = value;
    };
    if ((payload.billingAddressId || payload.shippingAddressId) && !request.store.state.customerId) {
      throw new ShopwareError(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.');
    }
    check('languageId', 'language', (id) => salesChannel.domains.some((domain) => domain.languageId === id));
    check('currencyId', 'currency', (id) => view.currencies.some((currency) => currency.id === id));
    check('paymentMethodId', 'payment_method', (id) => view.paymentMethods.some((method) => method.id === id));
    check('shippingMethodId', 'shipping_method', (id) => view.shippingMethods.some((method) => method.id === id));
    check('countryId', 'country', (id) => view.countries.some((country) => country.id === id));
    check('countryStateId', 'country_state', (id) => view.countries.some((country) => country.states.some((state) => state.id === id)));
    if (entries.length) throw violations(entries);

    deps.contexts.update(request.store.token, changes);
    const domain = changes.languageId ? salesChannel.domains.find((candidate) => candidate.languageId === changes.languageId) : undefined;
    return { ...(domain ? { redirectUrl: domain.url } : {}), apiAlias: 'array_struct' };
  });
}
