import { AccountPasswordResolver } from '../modules/account/account-password.resolver.js';
import { AccountResolver } from '../modules/account/account.resolver.js';
import { CustomerResolver } from '../modules/account/customer.resolver.js';
import { AddressResolver } from '../modules/address/address.resolver.js';
import { ContactResolver } from '../modules/contact/contact.resolver.js';
import { LocalizationResolver } from '../modules/localization/localization.resolver.js';
import { NewsletterResolver } from '../modules/newsletter/newsletter.resolver.js';
import { WishlistResolver } from '../modules/wishlist/wishlist.resolver.js';
import { CartResolver } from '../modules/cart/cart.resolver.js';
import { CartLineItemResolver } from '../modules/cart/line-item.resolver.js';
import { CheckoutResolver } from '../modules/checkout/checkout.resolver.js';
import { OrderLineItemResolver } from '../modules/order/order-line-item.resolver.js';
import { OrderResolver } from '../modules/order/order.resolver.js';
import { ListingResolver } from '../modules/catalog/listing.resolver.js';
import { ProductResolver } from '../modules/catalog/product.resolver.js';
import { NavigationResolver } from '../modules/navigation/navigation.resolver.js';
import { PageResolver } from '../modules/page/page.resolver.js';
import { SearchResolver } from '../modules/search/search.resolver.js';
import { SessionResolver } from '../modules/session/session.resolver.js';
import { SystemResolver } from '../modules/system/system.resolver.js';

/** Every resolver class of the schema, one line per area. */
export const resolvers = [
  SessionResolver,
  NavigationResolver,
  SystemResolver,
  ProductResolver,
  ListingResolver,
  SearchResolver,
  PageResolver,
  AccountResolver,
  AccountPasswordResolver,
  CustomerResolver,
  AddressResolver,
  WishlistResolver,
  NewsletterResolver,
  ContactResolver,
  LocalizationResolver,
  CartResolver,
  CartLineItemResolver,
  CheckoutResolver,
  OrderResolver,
  OrderLineItemResolver,
] as const;
