import type { FastifyInstance } from 'fastify';
import type { EmulatorDeps } from '../emulator-deps.js';
import { isHexId } from '../catalogue/ids.js';
import { criteriaOf, definitionOf, entitySearch, readRoute } from './route-helpers.js';
import { MAX_LIMIT } from '../criteria/parse-criteria.js';
import { searchDocuments } from '../criteria/search-documents.js';

/** Salutations, countries and their states, currencies, languages, payment and shipping methods. */
export function registerSystemRoutes(api: FastifyInstance, _deps: EmulatorDeps): void {
  readRoute(api, '/salutation', (request) => {
    const { view } = request.store;
    return entitySearch('salutation', view.salutations, criteriaOf(request, 'salutation', view.salutations[0]), {
      defaultLimit: MAX_LIMIT,
    });
  });

  readRoute(api, '/country', (request) => {
    const { view } = request.store;
    return entitySearch('country', view.countries, criteriaOf(request, 'country', view.countries[0]), {
      defaultLimit: MAX_LIMIT,
      sorts: [{ field: 'position', order: 'ASC', naturalSorting: false }],
    });
  });

  readRoute(api, '/country-state/:countryId', (request) => {
    const { view } = request.store;
    const { countryId } = request.params as { countryId: string };
    const country = isHexId(countryId) ? view.countries.find((candidate) => candidate.id === countryId) : undefined;
    const states = country?.states ?? [];
    const criteria = criteriaOf(request, 'country_state', states[0]);
    return entitySearch('country_state', states, criteria, {
      defaultLimit: MAX_LIMIT,
      sorts: [
        { field: 'position', order: 'ASC', naturalSorting: false },
        { field: 'name', order: 'ASC', naturalSorting: false },
      ],
    });
  });

  readRoute(api, '/currency', (request) => {
    const { view } = request.store;
    const criteria = criteriaOf(request, 'currency', view.currencies[0]);
    return searchDocuments(view.currencies, criteria, definitionOf('currency'), { defaultLimit: MAX_LIMIT }).elements;
  });

  readRoute(api, '/language', (request) => {
    const { view } = request.store;
    return entitySearch('language', view.languages, criteriaOf(request, 'language', view.languages[0]), {
      defaultLimit: MAX_LIMIT,
    });
  });

  readRoute(api, '/payment-method', (request) => {
    const { view } = request.store;
    const criteria = criteriaOf(request, 'payment_method', view.paymentMethods[0]);
    const result = searchDocuments(view.paymentMethods, criteria, definitionOf('payment_method'), {
      defaultLimit: MAX_LIMIT,
      sorts: [{ field: 'position', order: 'ASC', naturalSorting: false }],
      exactTotal: true,
    });
    return { total: result.total, aggregations: result.aggregations, elements: result.elements };
  });

  readRoute(api, '/shipping-method', (request) => {
    const { view } = request.store;
    const criteria = criteriaOf(request, 'shipping_method', view.shippingMethods[0]);
    const result = searchDocuments(view.shippingMethods, criteria, definitionOf('shipping_method'), {
      defaultLimit: MAX_LIMIT,
      sorts: [{ field: 'position', order: 'ASC', naturalSorting: false }],
      exactTotal: true,
    });
    return {
      entity: 'shipping_method',
      total: result.total,
      page: result.page,
      limit: result.limit ?? result.elements.length,
      elements: result.elements,
      apiAlias: 'dal_entity_search_result',
    };
  });

  api.get('/shop-settings', () => ({ apiAlias: 'shop_settings' }));
}
