import { postalCodeRuleOf } from '@weingut/schema/postal-code';
import { responsiveImageOf } from '../../domain/media.js';
import { money, type Money } from '../../domain/money.js';
import type {
  RawCountry,
  RawCountryState,
  RawCurrency,
  RawLanguage,
  RawPaymentMethod,
  RawSalesChannelContext,
  RawSalutation,
  RawShippingMethod,
} from '../../shopware/store-api-types.js';
import type { Currency, Language } from '../session/session.type.js';
import type { Country, CountryState, PaymentMethod, Salutation, ShippingMethod } from './system.type.js';

/** Shopware's system currency (Defaults::CURRENCY): every price has a row in it. */
export const SYSTEM_CURRENCY_ID = 'b7d2554b0ce847cd82f3ac9bd1c0dfca';

/** Shopware's prepayment method (its migration's technical name). */
const PREPAYMENT = 'payment_prepayment';

export function mapPaymentMethod(method: RawPaymentMethod): PaymentMethod {
  return {
    id: method.id,
    name: method.translated?.name || method.name,
    description: method.translated?.description || method.description || null,
    logo: responsiveImageOf(method.media),
    isBankTransfer: method.technicalName === PREPAYMENT,
  };
}

/** The session's currency and tax display, which a shipping method's price rows are read in. */
export interface PriceContext {
  currencyId: string;
  isoCode: string;
  factor: number;
  decimals: number;
  gross: boolean;
}

export function priceContextOf(context: RawSalesChannelContext): PriceContext {
  const currency = context.currency;
  return {
    currencyId: currency?.id ?? context.context?.currencyId ?? SYSTEM_CURRENCY_ID,
    isoCode: currency?.isoCode ?? 'EUR',
    factor: currency?.factor ?? context.context?.currencyFactor ?? 1,
    decimals: currency?.itemRounding?.decimals ?? context.itemRounding?.decimals ?? 2,
    gross: (context.context?.taxState ?? 'gross') === 'gross',
  };
}

type RawShippingPriceRow = NonNullable<RawShippingMethod['prices']>[number];

/** A price row's gross or net price in the session's currency, or converted from the system currency. */
function rowPriceOf(row: RawShippingPriceRow, prices: PriceContext): Money | null {
  const own = row.currencyPrice?.find((price) => price.currencyId === prices.currencyId);
  const base = own ?? row.currencyPrice?.find((price) => price.currencyId === SYSTEM_CURRENCY_ID);
  if (!base) return null;
  const value = prices.gross ? base.gross : base.net;
  return inSessionCurrency(own ? value : value * prices.factor, prices);
}

function inSessionCurrency(amount: number, prices: PriceContext): Money {
  const scale = 10 ** prices.decimals;
  return money(Math.round(amount * scale) / scale, prices.isoCode);
}

/**
 * A shipping method's base price: its first price row (rows without a rule first, then the lowest
 * quantity start) in the session's currency, or converted from the system currency.
 */
export function shippingPriceOf(method: RawShippingMethod, prices: PriceContext): Money | null {
  const rows = (method.prices ?? [])
    .filter((row) => row.currencyPrice?.length)
    .sort(
      (a, b) =>
        Number(Boolean(a.ruleId)) - Number(Boolean(b.ruleId)) || (a.quantityStart ?? 0) - (b.quantityStart ?? 0),
    );
  return rows[0] ? rowPriceOf(rows[0], prices) : null;
}

/** Shopware's shipping_method_price.calculation for rows by the cart's price. */
const BY_CART_PRICE = 2;

/**
 * The cart value from which the method ships free, from its price rules: the lowest start of a row by
 * cart price (without a rule) that costs nothing, in the session's currency (a row's start is in the
 * system currency). Null when no such row starts above zero (never free, or always).
 */
export function freeShippingFromOf(method: RawShippingMethod, prices: PriceContext): Money | null {
  const free = (method.prices ?? [])
    .filter((row) => !row.ruleId && row.calculation === BY_CART_PRICE && (row.quantityStart ?? 0) > 0)
    .filter((row) => rowPriceOf(row, prices)?.amount === 0)
    .sort((a, b) => (a.quantityStart ?? 0) - (b.quantityStart ?? 0))[0];
  return free ? inSessionCurrency((free.quantityStart ?? 0) * prices.factor, prices) : null;
}

export function mapShippingMethod(method: RawShippingMethod, prices: PriceContext): ShippingMethod {
  const deliveryTime = method.deliveryTime;
  return {
    id: method.id,
    name: method.translated?.name || method.name,
    description: method.translated?.description || method.description || null,
    deliveryTime: deliveryTime ? deliveryTime.translated?.name || deliveryTime.name || null : null,
    price: shippingPriceOf(method, prices),
    freeShippingFrom: freeShippingFromOf(method, prices),
  };
}

const byPositionThenName = (a: RawCountryState, b: RawCountryState): number =>
  (a.position ?? 0) - (b.position ?? 0) || stateName(a).localeCompare(stateName(b));

const stateName = (state: RawCountryState): string => state.translated?.name || state.name;

export function mapCountryState(state: RawCountryState): CountryState {
  return { id: state.id, name: stateName(state), shortCode: state.shortCode };
}

/** The country's zip code rule (CustomerZipCodeValidator), for the forms and the gateway's own check. */
export function postalCodeFieldsOf(country: RawCountry): {
  postalCodeRequired: boolean;
  postalCodePattern: string | null;
} {
  const rule = postalCodeRuleOf(country);
  return { postalCodeRequired: rule.required, postalCodePattern: rule.pattern };
}

export function mapCountry(country: RawCountry): Country {
  return {
    id: country.id,
    name: country.translated?.name || country.name,
    iso: country.iso ?? country.translated?.iso ?? '',
    states: [...(country.states ?? [])]
      .filter((state) => state.active !== false)
      .sort(byPositionThenName)
      .map(mapCountryState),
    stateRequired: country.forceStateInRegistration === true,
    ...postalCodeFieldsOf(country),
  };
}

export function mapSalutation(salutation: RawSalutation): Salutation {
  return {
    id: salutation.id,
    key: salutation.salutationKey,
    displayName: salutation.translated?.displayName || salutation.displayName,
  };
}

/** A language with its translation locale (the code of its snippets and of languageInfo). */
export function mapLanguageEntity(language: RawLanguage): Language {
  return {
    id: language.id,
    name: language.name,
    locale: language.translationCode?.code ?? language.locale?.code ?? '',
  };
}

export function mapCurrencyEntity(currency: RawCurrency): Currency {
  return {
    id: currency.id,
    isoCode: currency.isoCode,
    symbol: currency.symbol,
    name: currency.translated?.name || currency.name || currency.isoCode,
  };
}
