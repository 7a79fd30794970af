import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GatewayContext } from '../context.js';
import { CustomerAddress } from '../address/address.type.js';
import { NewsletterStatus } from '../newsletter/newsletter-status.js';
import { Customer } from './account.type.js';
import { loadCustomerAddresses, loadDefaultAddress, loadNewsletterStatus } from './customer-relations.service.js';

/** The customer's addresses and newsletter status, loaded once per request when asked for. */
@Resolver(() => Customer)
export class CustomerResolver {
  @FieldResolver(() => [CustomerAddress], { description: 'The address book.' })
  addresses(@Root() customer: Customer, @Ctx() context: GatewayContext): Promise<CustomerAddress[]> {
    return loadCustomerAddresses(context, customer);
  }

  @FieldResolver(() => CustomerAddress, {
    nullable: true,
    description: 'The default billing address; null when it is not among the addresses the customer may read.',
  })
  defaultBillingAddress(@Root() customer: Customer, @Ctx() context: GatewayContext): Promise<CustomerAddress | null> {
    return loadDefaultAddress(context, customer, 'billing');
  }

  @FieldResolver(() => CustomerAddress, {
    nullable: true,
    description: 'The default shipping address; null when it is not among the addresses the customer may read.',
  })
  defaultShippingAddress(@Root() customer: Customer, @Ctx() context: GatewayContext): Promise<CustomerAddress | null> {
    return loadDefaultAddress(context, customer, 'shipping');
  }

  @FieldResolver(() => NewsletterStatus, {
    nullable: true,
    description: 'Null for guests and registrations not yet confirmed.',
  })
  newsletterStatus(@Ctx() context: GatewayContext): Promise<NewsletterStatus | null> {
    return loadNewsletterStatus(context);
  }
}
