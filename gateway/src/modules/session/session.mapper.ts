import type { RawSalesChannelContext } from '../../shopware/store-api-types.js';
import type { Currency, Language, SessionCustomer } from './session.type.js';

type RawCart = { lineItems?: { type?: string; quantity?: number }[] | null };

export function mapSessionCustomer(context: RawSalesChannelContext): SessionCustomer | null {
  const customer = context.customer;
  if (!customer) return null;
  return {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    isGuest: customer.guest === true,
  };
}

export function mapCurrency(context: RawSalesChannelContext): Currency {
  const currency = context.currency;
  return {
    id: currency?.id ?? context.context?.currencyId ?? '',
    isoCode: currency?.isoCode ?? 'EUR',
    symbol: currency?.symbol ?? '€',
    name: currency?.translated?.name ?? currency?.name ?? currency?.isoCode ?? 'Euro',
  };
}

export function mapLanguage(context: RawSalesChannelContext): Language {
  return {
    id: context.context?.languageIdChain?.[0] ?? context.salesChannel.languageId,
    name: context.languageInfo.name,
    locale: context.languageInfo.localeCode,
  };
}

/** Product items in the cart, counted by quantity (the header's cart badge). */
export function cartItemCount(cart: RawCart | null | undefined): number {
  return (cart?.lineItems ?? [])
    .filter((item) => item.type === 'product')
    .reduce((sum, item) => sum + (item.quantity ?? 0), 0);
}
