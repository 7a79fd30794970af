import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { Currency, Language } from '../session/session.type.js';
import {
  loadCountries,
  loadCurrencies,
  loadLanguages,
  loadPaymentMethods,
  loadSalesChannelDomains,
  loadSalutations,
  loadShippingMethods,
} from './system.service.js';
import { Country, PaymentMethod, SalesChannelDomain, Salutation, ShippingMethod } from './system.type.js';

const ONLY_AVAILABLE = {
  defaultValue: false,
  description: "Only the methods whose availability rule the session's cart and customer meet.",
};

/** The shop's lists: payment and shipping methods, countries, salutations, languages, currencies, domains. */
@Resolver()
export class SystemResolver {
  @Query(() => [PaymentMethod], {
    nullable: true,
    description: 'The payment methods of the shop, in its order (the footer strip, checkout).',
  })
  paymentMethods(
    @Arg('onlyAvailable', () => Boolean, ONLY_AVAILABLE) onlyAvailable: boolean,
    @Ctx() context: GatewayContext,
  ): Promise<PaymentMethod[]> {
    return loadPaymentMethods(context, onlyAvailable);
  }

  @Query(() => [ShippingMethod], { nullable: true, description: 'The shipping methods of the shop, in its order.' })
  shippingMethods(
    @Arg('onlyAvailable', () => Boolean, ONLY_AVAILABLE) onlyAvailable: boolean,
    @Ctx() context: GatewayContext,
  ): Promise<ShippingMethod[]> {
    return loadShippingMethods(context, onlyAvailable);
  }

  @Query(() => [Country], { nullable: true, description: 'The countries the shop sells to, with their states.' })
  countries(@Ctx() context: GatewayContext): Promise<Country[]> {
    return loadCountries(context);
  }

  @Query(() => [Salutation], { nullable: true, description: 'The salutations for addresses and the account.' })
  salutations(@Ctx() context: GatewayContext): Promise<Salutation[]> {
    return loadSalutations(context);
  }

  @Query(() => [Language], { nullable: true, description: 'The languages of the sales channel.' })
  languages(@Ctx() context: GatewayContext): Promise<Language[]> {
    return loadLanguages(context);
  }

  @Query(() => [Currency], { nullable: true, description: 'The currencies of the sales channel.' })
  currencies(@Ctx() context: GatewayContext): Promise<Currency[]> {
    return loadCurrencies(context);
  }

  @Query(() => [SalesChannelDomain], {
    nullable: true,
    description:
      "The sales channel's domains: address, language and currency of each storefront (the language switch).",
  })
  salesChannelDomains(@Ctx() context: GatewayContext): Promise<SalesChannelDomain[]> {
    return loadSalesChannelDomains(context);
  }
}
