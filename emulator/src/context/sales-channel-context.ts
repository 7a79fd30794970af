import type { PresentedCustomer } from '../customer/customer-view.js';
import type { StoreRequest } from '../http/store-request.js';

const rounding = {
  decimals: 2,
  interval: 0.01,
  roundForNet: true,
  apiAlias: 'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config',
};

/**
 * The SalesChannelContext answer of GET /context for the request's token, with its logged-in
 * customer as the Store API presents it (its addresses and the active ones), or null.
 */
export function presentSalesChannelContext(store: StoreRequest, customer: PresentedCustomer | null) {
  const { view, salesChannel, state } = store;
  const currency = view.currencies.find((candidate) => candidate.id === store.currencyId) ?? view.currencies[0]!;
  const paymentMethod = view.paymentMethods.find(
    (method) => method.id === (state.paymentMethodId ?? salesChannel.paymentMethodId),
  );
  const shippingMethod = view.shippingMethods.find(
    (method) => method.id === (state.shippingMethodId ?? salesChannel.shippingMethodId),
  );
  const country = view.countries.find((candidate) => candidate.id === (state.countryId ?? salesChannel.countryId));
  const language = view.language;
  // A logged-in customer's active shipping address is the shipping location, as Shopware's context factory sets it.
  const shippingAddress = customer?.activeShippingAddress ?? null;
  const shippingLocation = shippingAddress
    ? {
        country: shippingAddress.country,
        state: shippingAddress.countryState,
        address: shippingAddress,
        apiAlias: 'cart_delivery_shipping_location',
      }
    : { country, state: null, address: null, apiAlias: 'cart_delivery_shipping_location' };
  return {
    token: store.token,
    currentCustomerGroup: {
      id: salesChannel.customerGroupId,
      name: 'Standard-Kundengruppe',
      displayGross: true,
      apiAlias: 'customer_group',
    },
    fallbackCustomerGroup: {
      id: salesChannel.customerGroupId,
      name: 'Standard-Kundengruppe',
      displayGross: true,
      apiAlias: 'customer_group',
    },
    currency,
    salesChannel: {
      id: salesChannel.id,
      name: salesChannel.name,
      typeId: '8a243080f92e4c719546314b577cf82b',
      languageId: salesChannel.languageId,
      currencyId: salesChannel.currencyId,
      paymentMethodId: salesChannel.paymentMethodId,
      shippingMethodId: salesChannel.shippingMethodId,
      countryId: salesChannel.countryId,
      customerGroupId: salesChannel.customerGroupId,
      navigationCategoryId: salesChannel.navigationCategoryId,
      navigationCategoryDepth: salesChannel.navigationCategoryDepth,
      footerCategoryId: salesChannel.footerCategoryId,
      serviceCategoryId: salesChannel.serviceCategoryId,
      active: true,
      maintenance: false,
      domains: salesChannel.domains.map((domain) => ({
        ...domain,
        salesChannelId: salesChannel.id,
        hreflangUseOnlyLocale: false,
        apiAlias: 'sales_channel_domain',
      })),
      apiAlias: 'sales_channel',
    },
    taxRules: [{ taxRate: 19, name: '19 %', apiAlias: 'tax_rule' }],
    customer,
    paymentMethod,
    shippingMethod,
    shippingLocation,
    context: {
      languageIdChain: language.id === salesChannel.languageId ? [language.id] : [language.id, salesChannel.languageId],
      versionId: '0fa91ce3e96a4bc2be4bd9ce752c3425',
      currencyId: currency.id,
      currencyFactor: 1,
      currencyPrecision: 2,
      scope: 'user',
      source: { salesChannelId: salesChannel.id, type: 'sales-channel', apiAlias: 'sales_channel_source' },
      taxState: 'gross',
      rounding,
      apiAlias: 'context',
    },
    itemRounding: rounding,
    totalRounding: rounding,
    languageInfo: { name: language.name, localeCode: language.locale, apiAlias: 'sales_channel_context_language_info' },
    measurementSystem: { system: 'metric', units: { length: 'mm', weight: 'kg' }, apiAlias: 'measurement_units' },
    apiAlias: 'sales_channel_context',
  };
}
