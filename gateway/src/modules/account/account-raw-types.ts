/** Raw Store API shapes of the account area (customer, address, wishlist, newsletter). */
import type { Schemas } from '@shopware/api-client/api-types';
import type { RawProduct, RawSearchResult } from '../../shopware/store-api-types.js';

export type RawCustomer = Schemas['Customer'];
export type RawCustomerAddress = Schemas['CustomerAddress'];

/** POST /customer/wishlist. */
export interface RawWishlistAnswer {
  wishlist?: { customerId?: string; salesChannelId?: string };
  products: RawSearchResult<RawProduct>;
}

/** POST /account/newsletter-recipient. */
export interface RawNewsletterRecipient {
  status?: string;
}

/** POST /newsletter/subscribe. */
export interface RawNewsletterSubscribeAnswer {
  success?: boolean;
  status?: string;
}

/** POST /contact-form. */
export interface RawContactFormAnswer {
  individualSuccessMessage?: string | null;
}

/** Login, logout, PATCH /context: the token travels in the header. */
export interface RawContextTokenAnswer {
  redirectUrl?: string | null;
}
