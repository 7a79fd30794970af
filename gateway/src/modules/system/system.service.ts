import type { GatewayContext } from '../context.js';
import type {
  RawCountry,
  RawCurrency,
  RawLanguage,
  RawPaymentMethod,
  RawSalutation,
  RawSearchResult,
  RawShippingMethod,
} from '../../shopware/store-api-types.js';
import type { Currency, Language } from '../session/session.type.js';
import { LANGUAGE_CRITERIA } from './language-locales.js';
import { domainsOfContext, mapSalesChannelDomains } from './sales-channel-domain.mapper.js';
import {
  mapCountry,
  mapCurrencyEntity,
  mapLanguageEntity,
  mapPaymentMethod,
  mapSalutation,
  mapShippingMethod,
  priceContextOf,
} from './system.mapper.js';
import type { Country, PaymentMethod, SalesChannelDomain, Salutation, ShippingMethod } from './system.type.js';

type Ctx = Pick<GatewayContext, 'storeApi' | 'catalog' | 'loaders'>;

const BY_POSITION = [{ field: 'position', order: 'ASC' }];
const BY_POSITION_THEN_NAME = [...BY_POSITION, { field: 'name', order: 'ASC' }];

/**
 * POST /payment-method with the logos. `onlyAvailable` applies the methods' availability rules to the
 * session's cart and customer, so only that list is read with the session; the whole list (the footer's
 * strip on every page) is the same for every session of a language and goes through the catalogue cache.
 */
export async function loadPaymentMethods({ storeApi, catalog }: Ctx, onlyAvailable: boolean): Promise<PaymentMethod[]> {
  const reader = onlyAvailable ? storeApi : catalog;
  const result = await reader.read<RawSearchResult<RawPaymentMethod>>('/payment-method', {
    onlyAvailable,
    associations: { media: {} },
    sort: BY_POSITION,
  });
  return result.elements.map(mapPaymentMethod);
}

/**
 * POST /shipping-method with delivery times and prices, priced in the session's currency (the request's
 * GET /context). As with the payment methods, only the list for the session's cart (`onlyAvailable`) is
 * read with the session; the whole list (the cart's free-shipping progress) goes through the catalogue cache.
 */
export async function loadShippingMethods(
  { storeApi, catalog, loaders }: Ctx,
  onlyAvailable: boolean,
): Promise<ShippingMethod[]> {
  const reader = onlyAvailable ? storeApi : catalog;
  const [context, result] = await Promise.all([
    loaders.salesChannelContext(),
    reader.read<RawSearchResult<RawShippingMethod>>(
      '/shipping-method',
      { associations: { deliveryTime: {}, prices: {} }, sort: BY_POSITION },
      onlyAvailable ? { searchParams: { onlyAvailable: '1' } } : {},
    ),
  ]);
  const prices = priceContextOf(context);
  return result.elements.map((method) => mapShippingMethod(method, prices));
}

// Countries, salutations, languages and currencies do not depend on the session: they go through the catalogue cache.

/** POST /country with the states, both in the shop's order. */
export async function loadCountries({ catalog }: Ctx): Promise<Country[]> {
  const result = await catalog.read<RawSearchResult<RawCountry>>('/country', {
    associations: { states: { sort: BY_POSITION_THEN_NAME } },
    sort: BY_POSITION_THEN_NAME,
  });
  return result.elements.map(mapCountry);
}

export async function loadSalutations({ catalog }: Ctx): Promise<Salutation[]> {
  const result = await catalog.read<RawSearchResult<RawSalutation>>('/salutation', {});
  return result.elements.map(mapSalutation);
}

export async function loadLanguages({ catalog }: Ctx): Promise<Language[]> {
  const result = await catalog.read<RawSearchResult<RawLanguage>>('/language', LANGUAGE_CRITERIA);
  return result.elements.map(mapLanguageEntity);
}

/** POST /currency answers a plain array (not a search result). */
export async function loadCurrencies({ catalog }: Ctx): Promise<Currency[]> {
  const currencies = await catalog.read<RawCurrency[]>('/currency', { sort: BY_POSITION });
  return currencies.map(mapCurrencyEntity);
}

/**
 * The sales channel's domains from its default context in the session's language (the same for every
 * shopper, so cached; only the domains and the language's info are kept, never the context's token)
 * and POST /language (their languages), in parallel.
 */
export async function loadSalesChannelDomains({ catalog }: Ctx): Promise<SalesChannelDomain[]> {
  const [context, languages] = await Promise.all([
    catalog.defaultContext('sales-channel-domains', domainsOfContext),
    catalog.read<RawSearchResult<RawLanguage>>('/language', LANGUAGE_CRITERIA),
  ]);
  return mapSalesChannelDomains(context, languages.elements);
}
