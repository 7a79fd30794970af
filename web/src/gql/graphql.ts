/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** The answer of an account action without a result (password reset, password change). */
export type AccountActionPayload = {
  __typename?: 'AccountActionPayload';
  success: Scalars['Boolean']['output'];
  userErrors: Array<UserError>;
};

/** The answer of addToWishlist. */
export type AddToWishlistPayload = {
  __typename?: 'AddToWishlistPayload';
  /** '{productName} has been added to wishlist.'; null when refused. */
  notification?: Maybe<Notification>;
  /** The product added; null when refused. */
  product?: Maybe<Product>;
  /** WISHLIST_PRODUCT_DUPLICATE, NOT_FOUND (unknown product), WISHLIST_NOT_ACTIVATED … */
  userErrors: Array<UserError>;
};

/** The country of an address. */
export type AddressCountry = {
  __typename?: 'AddressCountry';
  id: Scalars['ID']['output'];
  /** ISO 3166-1 alpha-2 code, e.g. DE. */
  iso: Scalars['String']['output'];
  /** In the session's language, e.g. Deutschland. */
  name: Scalars['String']['output'];
};

/** An address of the address book. Selections left empty are refused as userErrors (SALUTATION_REQUIRED, COUNTRY_REQUIRED). */
export type AddressInput = {
  additionalAddressLine1?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  /** Required (COUNTRY_REQUIRED). */
  countryId?: InputMaybe<Scalars['ID']['input']>;
  /** Required when the country says so (Country.stateRequired; STATE_REQUIRED). */
  countryStateId?: InputMaybe<Scalars['ID']['input']>;
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** Digits, spaces and + ( ) / - only, at least six digits ('wrong phone number' otherwise). */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Required (SALUTATION_REQUIRED). */
  salutationId?: InputMaybe<Scalars['ID']['input']>;
  street: Scalars['String']['input'];
  zipcode: Scalars['String']['input'];
};

/** The answer of createAddress / updateAddress: the address, or why it was refused. */
export type AddressPayload = {
  __typename?: 'AddressPayload';
  address?: Maybe<CustomerAddress>;
  userErrors: Array<UserError>;
};

/** A category on the way to a page, from below the home down to the category. */
export type BreadcrumbEntry = {
  __typename?: 'BreadcrumbEntry';
  categoryId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Storefront path of the category (SEO path, else /navigation/{id}). */
  path: Scalars['String']['output'];
};

/** The session's cart. */
export type Cart = {
  __typename?: 'Cart';
  /** Null while the cart is empty. */
  delivery?: Maybe<CartDelivery>;
  isEmpty: Scalars['Boolean']['output'];
  /** Product items counted by quantity (the cart badge). */
  itemCount: Scalars['Int']['output'];
  /** Products (and other positions), without promotions. */
  lineItems: Array<CartLineItem>;
  /** What the last calculation reported (stock, quantities, promotion codes). */
  messages: Array<CartMessage>;
  promotions: Array<CartPromotion>;
  /** Shipping costs of all deliveries. */
  shippingCosts: Money;
  /** The VAT breakdown by rate. */
  taxes: Array<TaxAmount>;
  totals: PriceTotals;
};

/** The delivery of the cart: method, costs and the expected delivery dates. */
export type CartDelivery = {
  __typename?: 'CartDelivery';
  costs: Money;
  /** ISO date-time. */
  earliestDeliveryDate?: Maybe<Scalars['String']['output']>;
  /** ISO date-time. */
  latestDeliveryDate?: Maybe<Scalars['String']['output']>;
  shippingMethodId?: Maybe<Scalars['ID']['output']>;
  shippingMethodName?: Maybe<Scalars['String']['output']>;
};

/** A position of the cart (a product, or another kind of line except promotions). */
export type CartLineItem = {
  __typename?: 'CartLineItem';
  cover?: Maybe<Image>;
  /** e.g. "2-4 Werktage". */
  deliveryTime?: Maybe<Scalars['String']['output']>;
  /** The line item id (changeLineItemQuantity, removeLineItem). */
  id: Scalars['ID']['output'];
  /** Whether changeLineItemQuantity may change it. */
  isQuantityChangeable: Scalars['Boolean']['output'];
  isRemovable: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  /** The regular unit price to strike through, when it is above the unit price. */
  listPrice?: Maybe<Money>;
  /** The product of a product line (name, path, cover, type …); null for other lines or a product no longer sold. */
  product?: Maybe<Product>;
  /** The product of a product line. */
  productId?: Maybe<Scalars['ID']['output']>;
  quantity: Scalars['Int']['output'];
  /** The quantities the line accepts (the product's minimum, maximum and steps, at most 99). */
  quantityRules: PurchaseQuantity;
  /** Filling quantity and base price of a wine or package line; null for other lines. */
  referencePrice?: Maybe<ReferencePrice>;
  totalPrice: Money;
  /** Shopware's line item type: product, custom, credit, container … */
  type: Scalars['String']['output'];
  unitPrice: Money;
};

/** What the cart reports about its last calculation (a Shopware cart error), e.g. a quantity lowered to the stock. */
export type CartMessage = {
  __typename?: 'CartMessage';
  /** Shopware's messageKey, e.g. product-stock-reached, promotion-not-found. */
  key: Scalars['String']['output'];
  level: CartMessageLevel;
  /** In the request's language for the keys the shop knows, else Shopware's message. */
  message: Scalars['String']['output'];
};

/** Shopware's cart error levels: 0 notice, 10 warning, 20 error. */
export type CartMessageLevel =
  | 'ERROR'
  | 'NOTICE'
  | 'WARNING';

/** The answer of a cart mutation: the cart afterwards, a notification for the shopper, or why it was refused. */
export type CartPayload = {
  __typename?: 'CartPayload';
  /** Null when the input was refused before any change. */
  cart?: Maybe<Cart>;
  notification?: Maybe<Notification>;
  userErrors: Array<UserError>;
};

/** A promotion code applied to the cart, with what it takes off. */
export type CartPromotion = {
  __typename?: 'CartPromotion';
  /** The code as entered, e.g. WEINFREUNDE10. */
  code: Scalars['String']['output'];
  /** The amount taken off (positive). */
  discount: Money;
  /** The promotion, e.g. "Weinfreunde-Rabatt 10 %". */
  label: Scalars['String']['output'];
  /** The discount line item. */
  lineItemId: Scalars['ID']['output'];
};

/** A category: its content and whether to show its product listing (query productListing(categoryId)). */
export type CategoryPage = Page & {
  __typename?: 'CategoryPage';
  /** Empty for the home and NotFoundPage. */
  breadcrumb: Array<BreadcrumbEntry>;
  /** The canonical storefront path of what the page shows; null for NotFoundPage. */
  canonicalPath?: Maybe<Scalars['String']['output']>;
  categoryId: Scalars['ID']['output'];
  /** Sanitised HTML shown above the listing. */
  descriptionHtml?: Maybe<Scalars['String']['output']>;
  image?: Maybe<Image>;
  /** The home page (path /). */
  isHome: Scalars['Boolean']['output'];
  /** Whether the page lists products (a listing layout); false for content pages. */
  listsProducts: Scalars['Boolean']['output'];
  metaDescription?: Maybe<Scalars['String']['output']>;
  metaKeywords?: Maybe<Scalars['String']['output']>;
  /** The document title's text (meta title, else the name). */
  metaTitle?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The canonical path when it differs from the asked path, else null. */
  redirectTo?: Maybe<Scalars['String']['output']>;
  /** The path asked for, without query and fragment. */
  requestedPath: Scalars['String']['output'];
};

/** The customer changes the e-mail address, confirmed and with the password. */
export type ChangeEmailInput = {
  email: Scalars['String']['input'];
  emailConfirmation: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** The customer changes the password; the current one is required. */
export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  newPasswordConfirmation: Scalars['String']['input'];
};

/** The checkout of the session: what is chosen, what may be chosen, and the cart. */
export type Checkout = {
  __typename?: 'Checkout';
  /** The billing address of the order; null without a customer or guest. */
  billingAddress?: Maybe<CustomerAddress>;
  cart: Cart;
  paymentMethod?: Maybe<PaymentMethod>;
  /** The payment methods the session's cart and customer may use. */
  paymentMethods: Array<PaymentMethod>;
  /** The delivery address of the order; null without a customer or guest. */
  shippingAddress?: Maybe<CustomerAddress>;
  /** The chosen shipping method (the cart is priced with it). */
  shippingMethod?: Maybe<ShippingMethod>;
  /** The shipping methods the session's cart and customer may use. */
  shippingMethods: Array<ShippingMethod>;
};

/** The answer of a checkout choice: the checkout afterwards (the cart repriced), or why it was refused. */
export type CheckoutPayload = {
  __typename?: 'CheckoutPayload';
  checkout?: Maybe<Checkout>;
  userErrors: Array<UserError>;
};

/** hash and em of the confirmation link (/registration/confirm?em=…&hash=…, or the newsletter link). */
export type ConfirmationInput = {
  em: Scalars['String']['input'];
  hash: Scalars['String']['input'];
};

/** The contact form: subject, message and the data-protection consent. */
export type ContactFormInput = {
  /** The message. */
  comment: Scalars['String']['input'];
  /** The data-protection consent; false is refused with DATA_PROTECTION_NOT_ACCEPTED ('fill in the form correctly and accept the regulations'). */
  dataProtectionAccepted: Scalars['Boolean']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** The category (page) the form is on, for a form of a CMS page. */
  navigationId?: InputMaybe<Scalars['ID']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Required (SALUTATION_REQUIRED). */
  salutationId?: InputMaybe<Scalars['ID']['input']>;
  /** The form's CMS slot, whose receivers and success message apply. */
  slotId?: InputMaybe<Scalars['ID']['input']>;
  subject: Scalars['String']['input'];
};

/** The answer of sendContactForm. */
export type ContactFormPayload = {
  __typename?: 'ContactFormPayload';
  /** The shop's own success message for this form, if it has one. */
  message?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
  /** Refused input naming its field, RATE_LIMITED with the wait … */
  userErrors: Array<UserError>;
};

/** The answer of a language or currency switch: the session in its new language and currency. */
export type ContextSwitchPayload = {
  __typename?: 'ContextSwitchPayload';
  /** The address of the new language's sales-channel domain, when Shopware names one. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
  /** Null when refused. */
  session?: Maybe<Session>;
  /** ID_INVALID, or an unknown id (ENTITY_DOES_NOT_EXISTS) on languageId / currencyId. */
  userErrors: Array<UserError>;
};

/** A country the shop sells to. */
export type Country = {
  __typename?: 'Country';
  id: Scalars['ID']['output'];
  /** ISO 3166-1 alpha-2 code, e.g. DE. */
  iso: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** An address in this country needs a state. */
  stateRequired: Scalars['Boolean']['output'];
  /** Its states in the shop's order (position, then name); empty when it has none. */
  states: Array<CountryState>;
};

/** A state (federal state, canton, province) of a country. */
export type CountryState = {
  __typename?: 'CountryState';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** ISO 3166-2 code, e.g. DE-RP. */
  shortCode: Scalars['String']['output'];
};

/** A cross-selling group of a product, e.g. "Passt dazu", with its products. */
export type CrossSellingGroup = {
  __typename?: 'CrossSellingGroup';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  products: Array<Product>;
};

/** A currency of the shop. */
export type Currency = {
  __typename?: 'Currency';
  id: Scalars['ID']['output'];
  /** ISO 4217 code, e.g. EUR. */
  isoCode: Scalars['String']['output'];
  name: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
};

/** The filters the answer applied. */
export type CurrentListingFilters = {
  __typename?: 'CurrentListingFilters';
  maxPrice?: Maybe<Scalars['Float']['output']>;
  minPrice?: Maybe<Scalars['Float']['output']>;
  propertyOptionIds: Array<Scalars['ID']['output']>;
  /** The search term (search only). */
  searchTerm?: Maybe<Scalars['String']['output']>;
};

/** A customer account (or guest) with its addresses and newsletter status. */
export type Customer = {
  __typename?: 'Customer';
  /** The address book. */
  addresses: Array<CustomerAddress>;
  customerNumber?: Maybe<Scalars['String']['output']>;
  defaultBillingAddress?: Maybe<CustomerAddress>;
  defaultBillingAddressId: Scalars['ID']['output'];
  defaultShippingAddress?: Maybe<CustomerAddress>;
  defaultShippingAddressId: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** False while a double opt-in registration waits for its confirmation link. */
  isConfirmed: Scalars['Boolean']['output'];
  /** A guest: ordered without a customer account ('do not create a customer account'). */
  isGuest: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  /** Null for guests and registrations not yet confirmed. */
  newsletterStatus?: Maybe<NewsletterStatus>;
  salutation?: Maybe<Salutation>;
  title?: Maybe<Scalars['String']['output']>;
};

/** An address of the customer's address book. */
export type CustomerAddress = {
  __typename?: 'CustomerAddress';
  additionalAddressLine1?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  country?: Maybe<AddressCountry>;
  countryState?: Maybe<CountryState>;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The customer's default billing address. */
  isDefaultBilling: Scalars['Boolean']['output'];
  /** The customer's default shipping address. */
  isDefaultShipping: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  salutation?: Maybe<Salutation>;
  street: Scalars['String']['output'];
  zipcode?: Maybe<Scalars['String']['output']>;
};

/** The answer of a change to the customer: the customer as it is now, or why it was refused. */
export type CustomerPayload = {
  __typename?: 'CustomerPayload';
  customer?: Maybe<Customer>;
  userErrors: Array<UserError>;
};

/** The answer of deleteAddress. A default address, or the one the session uses, cannot be deleted (ADDRESS_IS_DEFAULT, ADDRESS_IS_ACTIVE). */
export type DeleteAddressPayload = {
  __typename?: 'DeleteAddressPayload';
  /** The deleted address; null when refused. */
  deletedAddressId?: Maybe<Scalars['ID']['output']>;
  userErrors: Array<UserError>;
};

/** How long delivery takes, e.g. "2-4 Werktage". */
export type DeliveryTime = {
  __typename?: 'DeliveryTime';
  max?: Maybe<Scalars['Int']['output']>;
  min?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** hour, day, week, month or year. */
  unit?: Maybe<Scalars['String']['output']>;
};

/** A facet: a filterable property group (Weinart, Rebsorte, Jahrgang, Lage, Geschmack …) with the options in the result. */
export type FilterGroup = {
  __typename?: 'FilterGroup';
  /** text, color, media or select. */
  displayType?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  options: Array<FilterOption>;
};

/** One value a listing can be filtered by. */
export type FilterOption = {
  __typename?: 'FilterOption';
  /** For colour groups such as Weinart. */
  colorHexCode?: Maybe<Scalars['String']['output']>;
  /** Pass it in `filters.propertyOptionIds`. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** An image of the shop (a Shopware media entity) with its thumbnails as srcset candidates. */
export type Image = {
  __typename?: 'Image';
  alt?: Maybe<Scalars['String']['output']>;
  /** The original's height in pixels. */
  height?: Maybe<Scalars['Int']['output']>;
  /** The thumbnails, narrowest first (build `srcset` from url and width). */
  srcset: Array<ImageSource>;
  /** The original image. */
  url: Scalars['String']['output'];
  /** The original's width in pixels. */
  width?: Maybe<Scalars['Int']['output']>;
};

/** One candidate of an image's srcset. */
export type ImageSource = {
  __typename?: 'ImageSource';
  url: Scalars['String']['output'];
  /** Width in pixels (the `w` descriptor). */
  width: Scalars['Int']['output'];
};

/** A language of the shop. */
export type Language = {
  __typename?: 'Language';
  id: Scalars['ID']['output'];
  /** Locale code, e.g. de-DE. */
  locale: Scalars['String']['output'];
  /** Its own name, e.g. Deutsch. */
  name: Scalars['String']['output'];
};

/** What a listing can be filtered by, from its aggregations. */
export type ListingFilterOptions = {
  __typename?: 'ListingFilterOptions';
  price?: Maybe<PriceRange>;
  propertyGroups: Array<FilterGroup>;
};

/** Filters of a listing or search. Options of one property group are alternatives; different groups must all match. */
export type ListingFiltersInput = {
  /** Highest price (gross, shop currency). */
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Lowest price (gross, shop currency). */
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Property option ids from `filterOptions.propertyGroups[].options[].id`. */
  propertyOptionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A sorting the listing offers, as the shop names it. */
export type ListingSorting = {
  __typename?: 'ListingSorting';
  /** The key to pass as `sorting`, e.g. price-asc. */
  key: Scalars['String']['output'];
  /** The label in the request language, e.g. Preis aufsteigend. */
  label: Scalars['String']['output'];
};

/** Log in with e-mail and password; the guest wishlist kept by the client is merged into the account. */
export type LoginInput = {
  email: Scalars['String']['input'];
  /** Products on the client's guest wishlist (at most 100), merged into the customer's wishlist on success. */
  guestWishlistProductIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  password: Scalars['String']['input'];
};

/** The answer of login: the logged-in customer, or why the login was refused. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  customer?: Maybe<Customer>;
  /** INVALID_CREDENTIALS, CUSTOMER_NOT_FOUND, EMAIL_NOT_CONFIRMED, CUSTOMER_AUTH_THROTTLED (the message says how many seconds to wait), or refused input. */
  userErrors: Array<UserError>;
};

/** The answer of logout: the session has a new token without customer. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** 'You have been successfully logged out.' in the request's language. */
  notification: Notification;
  userErrors: Array<UserError>;
};

/** An amount of money; formatting it (`6,90 €`) is the client's. */
export type Money = {
  __typename?: 'Money';
  amount: Scalars['Float']['output'];
  /** ISO 4217 code, e.g. EUR. */
  currencyCode: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Applies a promotion code: 'Promotion code added successfully', or PROMOTION_NOT_FOUND ('Promotion code does not exist'), or PROMOTION_NOT_APPLIED with the reason. */
  addPromotionCode: CartPayload;
  /** Puts a product into the cart (quantity 1–99, QUANTITY_OUT_OF_RANGE otherwise). The notification is '{productName} has been added to cart.' unless the cart reports an error (e.g. sold out), whose message it then is. */
  addToCart: CartPayload;
  /** Adds a product to the wishlist. */
  addToWishlist: AddToWishlistPayload;
  /** Cancels an open order (ORDER_NOT_CANCELLABLE once it is in progress or done). */
  cancelOrder: OrderPayload;
  /** Changes the customer's e-mail address (WRONG_PASSWORD on password, EMAIL_TAKEN on email). */
  changeEmail: CustomerPayload;
  /** Sets a line's quantity (1–99); Shopware corrects it to the product's rules and the notification says so. */
  changeLineItemQuantity: CartPayload;
  /** Chooses another payment method for an order that is not paid (after a failed payment); call handlePayment next. */
  changeOrderPaymentMethod: OrderPayload;
  /** Changes the password (WRONG_PASSWORD on currentPassword); the session gets a new token, other sessions are logged out. */
  changePassword: AccountActionPayload;
  /** Confirms a subscription with the mailed link (hash and em). */
  confirmNewsletter: NewsletterPayload;
  /** Confirms a registration with the mailed link and logs the customer in. CUSTOMER_ALREADY_CONFIRMED, CUSTOMER_NOT_FOUND_BY_HASH, CONFIRMATION_LINK_INVALID. */
  confirmRegistration: CustomerPayload;
  /** Adds an address to the address book. */
  createAddress: AddressPayload;
  /** Deletes an address; not a default one (ADDRESS_IS_DEFAULT) nor the one the session uses (ADDRESS_IS_ACTIVE). */
  deleteAddress: DeleteAddressPayload;
  /** Pays an order with its payment method. finishUrl and errorUrl (absolute, the shop's) are where a payment provider returns the shopper; a failed payment answers ORDER_NOT_PAID. */
  handlePayment: PaymentPayload;
  /** Logs in (the session gets a new token) and merges the guest's wishlist into the account. */
  login: LoginPayload;
  /** Logs out: a new session without customer (a session that is not logged in stays as it is). */
  logout: LogoutPayload;
  /** Places the order from the cart; then pay it with handlePayment. */
  placeOrder: PlaceOrderPayload;
  /** Registers a customer account or a guest; logged in at once unless the e-mail must be confirmed first (needsConfirmation). */
  register: RegisterPayload;
  /** Removes a product from the wishlist. */
  removeFromWishlist: RemoveFromWishlistPayload;
  /** Removes a line (LINE_ITEM_NOT_FOUND when it is not in the cart). */
  removeLineItem: CartPayload;
  /** Removes a promotion code's discount; a code not in the cart leaves the cart unchanged. */
  removePromotionCode: CartPayload;
  /** Mails a password-reset link (success also for an unknown e-mail; RATE_LIMITED with the wait). */
  requestPasswordReset: AccountActionPayload;
  /** Sets a new password with the mailed hash; RECOVERY_HASH_EXPIRED for an expired or used link. */
  resetPassword: AccountActionPayload;
  /** Sends the contact form to the shop. */
  sendContactForm: ContactFormPayload;
  /** Chooses the order's billing and/or delivery address among the customer's own (CUSTOMER_ADDRESS_NOT_FOUND otherwise). */
  setCheckoutAddresses: CheckoutPayload;
  /** Makes an address the default billing address. */
  setDefaultBillingAddress: CustomerPayload;
  /** Makes an address the default shipping address. */
  setDefaultShippingAddress: CustomerPayload;
  /** Chooses the payment method (METHOD_NOT_FOUND for an unknown id). */
  setPaymentMethod: CheckoutPayload;
  /** Chooses the shipping method (METHOD_NOT_FOUND for an unknown id). */
  setShippingMethod: CheckoutPayload;
  /** Subscribes an e-mail address; visitors confirm it with the mailed link (/newsletter-subscribe?em=…&hash=…). */
  subscribeNewsletter: NewsletterSubscribePayload;
  /** Switches the session's currency (an id of `currencies`). */
  switchCurrency: ContextSwitchPayload;
  /** Switches the session's language (an id of `languages`); kept in the sw-language-id cookie. */
  switchLanguage: ContextSwitchPayload;
  /** Unsubscribes an e-mail address (NEWSLETTER_RECIPIENT_NOT_FOUND when it never subscribed). */
  unsubscribeNewsletter: NewsletterPayload;
  /** Replaces the fields of one of the customer's addresses (CUSTOMER_ADDRESS_NOT_FOUND for another's). */
  updateAddress: AddressPayload;
  /** Changes the customer's salutation and name. */
  updateProfile: CustomerPayload;
};


export type MutationAddPromotionCodeArgs = {
  code: Scalars['String']['input'];
};


export type MutationAddToCartArgs = {
  productId: Scalars['ID']['input'];
  quantity?: Scalars['Int']['input'];
};


export type MutationAddToWishlistArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationCancelOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationChangeEmailArgs = {
  input: ChangeEmailInput;
};


export type MutationChangeLineItemQuantityArgs = {
  lineItemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


export type MutationChangeOrderPaymentMethodArgs = {
  orderId: Scalars['ID']['input'];
  paymentMethodId: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationConfirmNewsletterArgs = {
  input: ConfirmationInput;
};


export type MutationConfirmRegistrationArgs = {
  input: ConfirmationInput;
};


export type MutationCreateAddressArgs = {
  input: AddressInput;
};


export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationHandlePaymentArgs = {
  errorUrl?: InputMaybe<Scalars['String']['input']>;
  finishUrl?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveFromWishlistArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationRemoveLineItemArgs = {
  lineItemId: Scalars['ID']['input'];
};


export type MutationRemovePromotionCodeArgs = {
  code: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  input: PasswordResetRequestInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSendContactFormArgs = {
  input: ContactFormInput;
};


export type MutationSetCheckoutAddressesArgs = {
  billingAddressId?: InputMaybe<Scalars['ID']['input']>;
  shippingAddressId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetDefaultBillingAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetDefaultShippingAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetPaymentMethodArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetShippingMethodArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSubscribeNewsletterArgs = {
  input: NewsletterSubscriptionInput;
};


export type MutationSwitchCurrencyArgs = {
  currencyId: Scalars['ID']['input'];
};


export type MutationSwitchLanguageArgs = {
  languageId: Scalars['ID']['input'];
};


export type MutationUnsubscribeNewsletterArgs = {
  email: Scalars['String']['input'];
};


export type MutationUpdateAddressArgs = {
  id: Scalars['ID']['input'];
  input: AddressInput;
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};

/** An entry of a navigation tree (a Shopware category). */
export type NavigationEntry = {
  __typename?: 'NavigationEntry';
  /** The sub-entries loaded with the tree (empty below its depth). */
  children: Array<NavigationEntry>;
  /** The address of an external link. */
  externalLink?: Maybe<Scalars['String']['output']>;
  /** It has sub-entries (at the deepest loaded level: whether Shopware counts any). */
  hasChildren: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Only for LINK entries. */
  linkType?: Maybe<NavigationLinkType>;
  /** The mega menu's image (shown at 310×250). */
  media?: Maybe<Image>;
  /** The name in the session's language. */
  name: Scalars['String']['output'];
  /** Open in a new tab (external links do). */
  opensInNewTab: Scalars['Boolean']['output'];
  /** Where the entry leads, as Shopware Frontends' getCategoryUrl: a link's external address, else the SEO path (`/Weine/Rotwein/`), else the technical path `/navigation/<id>`. */
  path: Scalars['String']['output'];
  type: NavigationEntryType;
};

/** A category's type: a page (listing or content), a link, or a folder that only groups its children. */
export type NavigationEntryType =
  | 'FOLDER'
  | 'LINK'
  | 'PAGE';

/** What a link category points to. */
export type NavigationLinkType =
  | 'CATEGORY'
  | 'EXTERNAL'
  | 'LANDING_PAGE'
  | 'PRODUCT';

/** The sales channel's navigation trees. */
export type NavigationType =
  /** The footer's columns and their links (two levels). */
  | 'FOOTER'
  /** The top navigation with its mega menu (three levels). */
  | 'MAIN'
  /** The footer's service link strip (two levels). */
  | 'SERVICE';

/** The answer of confirmNewsletter / unsubscribeNewsletter. */
export type NewsletterPayload = {
  __typename?: 'NewsletterPayload';
  success: Scalars['Boolean']['output'];
  /** CONFIRMATION_LINK_INVALID, NEWSLETTER_RECIPIENT_NOT_FOUND … */
  userErrors: Array<UserError>;
};

/** A newsletter subscription: none, waiting for the confirmation link (double opt-in), subscribed, or unsubscribed. */
export type NewsletterStatus =
  /** Never subscribed (Shopware's 'undefined'). */
  | 'NOT_SUBSCRIBED'
  /** Subscribed, the mailed confirmation link not yet followed (Shopware's 'notSet'). */
  | 'PENDING'
  /** Confirmed, or subscribed directly by a logged-in customer (Shopware's 'optIn' / 'direct'). */
  | 'SUBSCRIBED'
  /** Unsubscribed (Shopware's 'optOut'). */
  | 'UNSUBSCRIBED';

/** The answer of subscribeNewsletter. */
export type NewsletterSubscribePayload = {
  __typename?: 'NewsletterSubscribePayload';
  /** A confirmation link was mailed (double opt-in): PENDING until it is followed. */
  needsConfirmation: Scalars['Boolean']['output'];
  /** Null when refused. */
  status?: Maybe<NewsletterStatus>;
  /** Refused input, RATE_LIMITED with the wait … */
  userErrors: Array<UserError>;
};

/** A newsletter subscription (the /newsletter-subscribe form, or the account). */
export type NewsletterSubscriptionInput = {
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  salutationId?: InputMaybe<Scalars['ID']['input']>;
  /** The storefront the confirmation link points to; by default the domain of the session's language. */
  storefrontUrl?: InputMaybe<Scalars['String']['input']>;
};

/** Nothing at this path: show the 404 page with `message`. */
export type NotFoundPage = Page & {
  __typename?: 'NotFoundPage';
  /** Empty for the home and NotFoundPage. */
  breadcrumb: Array<BreadcrumbEntry>;
  /** The canonical storefront path of what the page shows; null for NotFoundPage. */
  canonicalPath?: Maybe<Scalars['String']['output']>;
  /** NOT_FOUND, the code an unknown product gives as an error. */
  code: Scalars['String']['output'];
  /** The spec's 404 text in the request language. */
  message: Scalars['String']['output'];
  metaDescription?: Maybe<Scalars['String']['output']>;
  /** The document title's text (meta title, else the name). */
  metaTitle?: Maybe<Scalars['String']['output']>;
  /** The canonical path when it differs from the asked path, else null. */
  redirectTo?: Maybe<Scalars['String']['output']>;
  /** The path asked for, without query and fragment. */
  requestedPath: Scalars['String']['output'];
};

/** A message for the shopper's notification stack (spec §8), in the request's language. */
export type Notification = {
  __typename?: 'Notification';
  message: Scalars['String']['output'];
  type: NotificationType;
};

/** The kind of a notification: the colour of the shop's toast. */
export type NotificationType =
  | 'ERROR'
  | 'INFO'
  | 'SUCCESS';

/** Nutrition per 100 ml, as on the e-label. */
export type NutritionFacts = {
  __typename?: 'NutritionFacts';
  allergens?: Maybe<Scalars['String']['output']>;
  /** Grams. */
  carbohydrates?: Maybe<Scalars['Float']['output']>;
  energyKcal?: Maybe<Scalars['Float']['output']>;
  energyKj?: Maybe<Scalars['Float']['output']>;
  /** Grams. */
  fat?: Maybe<Scalars['Float']['output']>;
  ingredients?: Maybe<Scalars['String']['output']>;
  /** Grams. */
  protein?: Maybe<Scalars['Float']['output']>;
  /** Grams. */
  salt?: Maybe<Scalars['Float']['output']>;
  /** Grams. */
  saturatedFat?: Maybe<Scalars['Float']['output']>;
  /** Grams. */
  sugar?: Maybe<Scalars['Float']['output']>;
};

/** An order of the customer (or of the guest session), as the success page and the account show it. */
export type Order = {
  __typename?: 'Order';
  billingAddress?: Maybe<OrderAddress>;
  customerComment?: Maybe<Scalars['String']['output']>;
  customerEmail?: Maybe<Scalars['String']['output']>;
  deliveryState?: Maybe<StateMachineState>;
  id: Scalars['ID']['output'];
  /** Whether changeOrderPaymentMethod may choose another payment method (e.g. after a failed payment). */
  isPaymentMethodChangeable: Scalars['Boolean']['output'];
  /** By position. */
  lineItems: Array<OrderLineItem>;
  /** ISO date-time of the order. */
  orderDate: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  /** The current transaction's payment method. */
  paymentMethod?: Maybe<PaymentMethod>;
  paymentStatus: PaymentStatus;
  shippingAddress?: Maybe<OrderAddress>;
  shippingCosts: Money;
  shippingMethod?: Maybe<ShippingMethod>;
  /** The order state (open, in_progress, completed, cancelled). */
  state: StateMachineState;
  taxes: Array<TaxAmount>;
  totals: PriceTotals;
  /** The current payment transaction's state. */
  transactionState?: Maybe<StateMachineState>;
};

/** An address of an order (a copy made when it was placed). */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  additionalAddressLine1?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  country?: Maybe<AddressCountry>;
  countryState?: Maybe<CountryState>;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  salutation?: Maybe<Salutation>;
  street: Scalars['String']['output'];
  zipcode?: Maybe<Scalars['String']['output']>;
};

/** A position of an order: a product, or a promotion (negative price). */
export type OrderLineItem = {
  __typename?: 'OrderLineItem';
  cover?: Maybe<Image>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  /** The product of a product line, as the shop sells it today; null when it is no longer sold. */
  product?: Maybe<Product>;
  productId?: Maybe<Scalars['ID']['output']>;
  /** The code of a promotion line. */
  promotionCode?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  totalPrice: Money;
  /** product, promotion, custom … */
  type: Scalars['String']['output'];
  unitPrice: Money;
};

/** A page of the customer's orders, newest first. */
export type OrderPage = {
  __typename?: 'OrderPage';
  limit: Scalars['Int']['output'];
  orders: Array<Order>;
  page: Scalars['Int']['output'];
  /** All orders of the customer. */
  total: Scalars['Int']['output'];
};

/** The answer of an order mutation: the order afterwards, or why it was refused. */
export type OrderPayload = {
  __typename?: 'OrderPayload';
  order?: Maybe<Order>;
  userErrors: Array<UserError>;
};

/** What a storefront path shows: a CategoryPage, a ProductPage or a NotFoundPage (switch on __typename; render the 404 page for NotFoundPage). When `redirectTo` is set, the asked path is technical (/detail/{id}, /navigation/{id}) or not canonical: replace the location with it. */
export type Page = {
  /** Empty for the home and NotFoundPage. */
  breadcrumb: Array<BreadcrumbEntry>;
  /** The canonical storefront path of what the page shows; null for NotFoundPage. */
  canonicalPath?: Maybe<Scalars['String']['output']>;
  metaDescription?: Maybe<Scalars['String']['output']>;
  /** The document title's text (meta title, else the name). */
  metaTitle?: Maybe<Scalars['String']['output']>;
  /** The canonical path when it differs from the asked path, else null. */
  redirectTo?: Maybe<Scalars['String']['output']>;
  /** The path asked for, without query and fragment. */
  requestedPath: Scalars['String']['output'];
};

/** Ask for a password-reset link by e-mail. */
export type PasswordResetRequestInput = {
  email: Scalars['String']['input'];
  /** The storefront the link points to; by default the domain of the session's language. */
  storefrontUrl?: InputMaybe<Scalars['String']['input']>;
};

/** A payment method of the shop (the footer shows its logo, or its name when it has none). */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Null when the method has no logo. */
  logo?: Maybe<Image>;
  name: Scalars['String']['output'];
};

/** The answer of handlePayment: where to send the shopper (a payment provider, or the errorUrl after a failed payment), or null when nothing is left to do; and the order's payment status. */
export type PaymentPayload = {
  __typename?: 'PaymentPayload';
  /** Null when the status could not be read (PAYMENT_STATUS_ERROR). */
  paymentState?: Maybe<PaymentStatus>;
  redirectUrl?: Maybe<Scalars['String']['output']>;
  /** ORDER_NOT_PAID when the payment failed; PAYMENT_STATUS_ERROR; ORDER_NOT_FOUND; URL_INVALID. */
  userErrors: Array<UserError>;
};

/** The payment of an order, from its current transaction's state: PAID (paid, paid_partially); NOT_PAID (failed, cancelled, reminded, unconfirmed, chargeback, refunded, refunded_partially: pay again, e.g. with another method); CREATED (open, in_progress, authorized and any other: under way). */
export type PaymentStatus =
  | 'CREATED'
  | 'NOT_PAID'
  | 'PAID';

/** The last step of the checkout. */
export type PlaceOrderInput = {
  /** A note for the winery (at most 1000 characters). */
  customerComment?: InputMaybe<Scalars['String']['input']>;
  /** The terms and conditions must be accepted (TERMS_NOT_ACCEPTED otherwise). */
  termsAccepted: Scalars['Boolean']['input'];
};

/** The answer of placeOrder: the order for the success page (pay it next with handlePayment), or why it was refused. */
export type PlaceOrderPayload = {
  __typename?: 'PlaceOrderPayload';
  order?: Maybe<Order>;
  /** TERMS_NOT_ACCEPTED, ORDER_NOT_PLACEABLE (empty or invalid cart) … */
  userErrors: Array<UserError>;
};

/** Lowest and highest price in the result. */
export type PriceRange = {
  __typename?: 'PriceRange';
  max: Money;
  min: Money;
};

/** The sums of a cart or order. */
export type PriceTotals = {
  __typename?: 'PriceTotals';
  /** The total without VAT. */
  net: Money;
  /** Sum of the positions (products less discounts), without shipping. */
  positions: Money;
  /** gross, net or tax-free. */
  taxStatus: Scalars['String']['output'];
  /** What the shopper pays, shipping included. */
  total: Money;
};

/** A product (wine, package or voucher) as the shop shows it. */
export type Product = {
  __typename?: 'Product';
  availableStock?: Maybe<Scalars['Int']['output']>;
  /** The card's image. */
  cover?: Maybe<Image>;
  /** Cross-selling groups ("Passt dazu", "Enthaltene Weine") with their products; one upstream call per product. */
  crossSellings: Array<CrossSellingGroup>;
  deliveryTime?: Maybe<DeliveryTime>;
  /** Sanitised HTML (p, br, lists, strong/em/b/i, h2–h4, links with http(s), mailto, tel). */
  descriptionHtml?: Maybe<Scalars['String']['output']>;
  flag?: Maybe<ProductFlag>;
  id: Scalars['ID']['output'];
  /** The gallery, by position. */
  images: Array<Image>;
  /** Can be bought; otherwise the card shows "Sold out" and no quantity selector. */
  isAvailable: Scalars['Boolean']['output'];
  isNew: Scalars['Boolean']['output'];
  isShippingFree: Scalars['Boolean']['output'];
  /** Top-seller cards have a border. */
  isTopSeller: Scalars['Boolean']['output'];
  manufacturerName?: Maybe<Scalars['String']['output']>;
  metaDescription?: Maybe<Scalars['String']['output']>;
  metaKeywords?: Maybe<Scalars['String']['output']>;
  metaTitle?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  nutrition?: Maybe<NutritionFacts>;
  /** The e-label widget's id; show the nutrition button only with one. */
  nutritionLabelId?: Maybe<Scalars['String']['output']>;
  /** The main product when this is a variant (a voucher amount). */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** Storefront path: the SEO path, e.g. /Riesling-trocken-2024/WB-W-2001, else /detail/{id}. */
  path: Scalars['String']['output'];
  price: ProductPrice;
  productNumber: Scalars['String']['output'];
  properties: Array<ProductProperty>;
  purchaseQuantity: PurchaseQuantity;
  /** Average review rating (1–5); null without reviews. */
  ratingAverage?: Maybe<Scalars['Float']['output']>;
  /** Reviews, newest first, paged (limit 1–100). */
  reviews: ProductReviewPage;
  type: ProductType;
  /** The variant choices (the voucher's amounts) with the variant id to put into the cart per choice; empty for products without variants. */
  variantGroups: Array<VariantGroup>;
  /** Analysis, soil, cultivation …; null for packages and vouchers. */
  wineDetails?: Maybe<WineDetails>;
};


/** A product (wine, package or voucher) as the shop shows it. */
export type ProductReviewsArgs = {
  limit?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
};

/** The card's flag: SOLD_OUT when not available, else TOP_SELLER, else NEW. */
export type ProductFlag =
  | 'NEW'
  | 'SOLD_OUT'
  | 'TOP_SELLER';

/** A page of products of a category or a search, with its sortings and filters. */
export type ProductListing = {
  __typename?: 'ProductListing';
  currentFilters: CurrentListingFilters;
  filterOptions: ListingFilterOptions;
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  /** Number of pages at this limit ("load more" while page < pageCount). */
  pageCount: Scalars['Int']['output'];
  products: Array<Product>;
  /** The key of the sorting applied. */
  sorting?: Maybe<Scalars['String']['output']>;
  /** The sortings offered, in the shop’s order. */
  sortings: Array<ListingSorting>;
  /** All matching products. */
  total: Scalars['Int']['output'];
};

/** A product detail page. */
export type ProductPage = Page & {
  __typename?: 'ProductPage';
  /** Empty for the home and NotFoundPage. */
  breadcrumb: Array<BreadcrumbEntry>;
  /** The canonical storefront path of what the page shows; null for NotFoundPage. */
  canonicalPath?: Maybe<Scalars['String']['output']>;
  metaDescription?: Maybe<Scalars['String']['output']>;
  /** The document title's text (meta title, else the name). */
  metaTitle?: Maybe<Scalars['String']['output']>;
  product: Product;
  /** The canonical path when it differs from the asked path, else null. */
  redirectTo?: Maybe<Scalars['String']['output']>;
  /** The path asked for, without query and fragment. */
  requestedPath: Scalars['String']['output'];
};

/** What a product costs. Show `specialPrice` with `regularPrice` struck through when there is a special price, otherwise `regularPrice`; with tier prices show the scale. */
export type ProductPrice = {
  __typename?: 'ProductPrice';
  /** Filling quantity and base price; for wines and packages only. */
  referencePrice?: Maybe<ReferencePrice>;
  /** The regular price: the list price when there is one, the first tier's price with tier prices, else the unit price. */
  regularPrice: Money;
  /** The reduced price, only when regular price > special price > 0 and the product has no tier prices. */
  specialPrice?: Maybe<Money>;
  /** The tier-price scale (at least two tiers), empty without one. */
  tierPrices: Array<TierPrice>;
  /** What one item costs at the smallest quantity (the first tier with tier prices); what the cart charges. */
  unitPrice: Money;
};

/** A property of a product (an option of a property group), e.g. Rebsorte: Riesling. */
export type ProductProperty = {
  __typename?: 'ProductProperty';
  groupId: Scalars['ID']['output'];
  groupName: Scalars['String']['output'];
  /** The property option id (the id a listing filter takes). */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A product review. */
export type ProductReview = {
  __typename?: 'ProductReview';
  authorName?: Maybe<Scalars['String']['output']>;
  content: Scalars['String']['output'];
  /** ISO 8601 date-time. */
  createdAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Points, 1 to 5. */
  rating: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

/** A page of a product's reviews, newest first. */
export type ProductReviewPage = {
  __typename?: 'ProductReviewPage';
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  reviews: Array<ProductReview>;
  total: Scalars['Int']['output'];
};

/** Wine card or package card: 'Weinart' Sortiment is a PACKAGE; Rotwein, Weisswein, Sekt, anything else or none is a WINE. */
export type ProductType =
  | 'PACKAGE'
  | 'WINE';

/** The customer's salutation and name. */
export type ProfileInput = {
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** Required (SALUTATION_REQUIRED). */
  salutationId?: InputMaybe<Scalars['ID']['input']>;
};

/** How many items a shopper may put into the cart at once. */
export type PurchaseQuantity = {
  __typename?: 'PurchaseQuantity';
  /** The quantities for a dropdown when step > 1; null for free entry (min..max). */
  allowedQuantities?: Maybe<Array<Scalars['Int']['output']>>;
  /** At most 99; less for closeouts with little stock. */
  max: Scalars['Int']['output'];
  /** At least 1. */
  min: Scalars['Int']['output'];
  /** Purchase steps: quantities go min, min + step, … */
  step: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The logged-in customer with addresses, defaults and newsletter status. UNAUTHENTICATED for guests and anonymous visitors. */
  account?: Maybe<Customer>;
  /** The customer's addresses, with the default flags. */
  addresses?: Maybe<Array<CustomerAddress>>;
  /** The session's cart (empty for a new session). */
  cart: Cart;
  /** The checkout of the session: chosen and available methods, addresses, the cart. */
  checkout: Checkout;
  /** The countries the shop sells to, with their states. */
  countries?: Maybe<Array<Country>>;
  /** The currencies of the sales channel. */
  currencies?: Maybe<Array<Currency>>;
  /** The languages of the sales channel. */
  languages?: Maybe<Array<Language>>;
  /** A navigation tree in the session's language: MAIN three levels deep (header, mega menu), FOOTER and SERVICE two. */
  navigation?: Maybe<Array<NavigationEntry>>;
  /** An order of the session's customer or guest; NOT_FOUND for any other. */
  order: Order;
  /** The customer's orders, newest first (limit 1–100). */
  orders: OrderPage;
  /** The page at a storefront path: / (home), a category SEO path (/Weine/Rotwein/), a product SEO path (/Riesling-trocken-2024/WB-W-2001) or a technical path (/navigation/{id}, /detail/{id}). Never null: nothing there gives a NotFoundPage. */
  page?: Maybe<Page>;
  /** Whether a password-reset link can no longer be used (expired after 2 hours, used, or unknown). */
  passwordResetHashExpired: Scalars['Boolean']['output'];
  /** The payment methods of the shop, in its order (the footer strip, checkout). */
  paymentMethods?: Maybe<Array<PaymentMethod>>;
  /** A product by id or by storefront path (SEO path or /detail/{id}); give exactly one. An unknown product is an error with extensions.code NOT_FOUND. */
  product?: Maybe<Product>;
  /** The products of a category, by categoryId or storefront path (give exactly one): paged (limit 1–100, default 10), sorted (name-asc, name-desc, price-asc, price-desc, topseller, newest; default the shop's), filtered. An unknown category is an error with extensions.code NOT_FOUND. */
  productListing?: Maybe<ProductListing>;
  /** Products by id (at most 100) in one upstream call, in the order asked; null for an unknown id. */
  products?: Maybe<Array<Maybe<Product>>>;
  /** The quick search of the search modal: the first products for a term (limit 1–100, default 10) and their total, without facets. A blank term gives an empty result. */
  quickSearch?: Maybe<ProductListing>;
  /** The sales channel's domains: address, language and currency of each storefront (the language switch). */
  salesChannelDomains?: Maybe<Array<SalesChannelDomain>>;
  /** The salutations for addresses and the account. */
  salutations?: Maybe<Array<Salutation>>;
  /** The search page: products matching a term, paged (limit 1–100, default 10), sorted (name-asc, name-desc, price-asc, price-desc, topseller, newest, score; default score), filtered, with facets. A blank term gives an empty result. */
  search?: Maybe<ProductListing>;
  /** The shopper's session (anonymous, guest or customer). */
  session?: Maybe<Session>;
  /** The shipping methods of the shop, in its order. */
  shippingMethods?: Maybe<Array<ShippingMethod>>;
  /** The wishlist, newest first, paged (limit 1–100). */
  wishlist?: Maybe<Wishlist>;
};


export type QueryNavigationArgs = {
  type: NavigationType;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  limit?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
};


export type QueryPageArgs = {
  path: Scalars['String']['input'];
};


export type QueryPasswordResetHashExpiredArgs = {
  hash: Scalars['String']['input'];
};


export type QueryPaymentMethodsArgs = {
  onlyAvailable?: Scalars['Boolean']['input'];
};


export type QueryProductArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  path?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductListingArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  filters?: InputMaybe<ListingFiltersInput>;
  limit?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
  path?: InputMaybe<Scalars['String']['input']>;
  sorting?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryQuickSearchArgs = {
  limit?: Scalars['Int']['input'];
  term: Scalars['String']['input'];
};


export type QuerySearchArgs = {
  filters?: InputMaybe<ListingFiltersInput>;
  limit?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
  sorting?: InputMaybe<Scalars['String']['input']>;
  term: Scalars['String']['input'];
};


export type QueryShippingMethodsArgs = {
  onlyAvailable?: Scalars['Boolean']['input'];
};


export type QueryWishlistArgs = {
  limit?: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
};

/** Contents and base price (spec: "Filling quantity" and "Base price"), for wines and packages. */
export type ReferencePrice = {
  __typename?: 'ReferencePrice';
  /** Price per `referenceQuantity` `unitCode`; null when the product has no reference price. */
  basePrice?: Maybe<Money>;
  /** Contents of one item in `unitCode`, e.g. 0.75; 1 when the product has no reference price ("1 {unit}"). */
  fillingQuantity: Scalars['Float']['output'];
  /** The quantity the base price refers to, e.g. 1 for "per 1 l". */
  referenceQuantity: Scalars['Float']['output'];
  /** The unit's short code, e.g. l; null when the product has no unit. */
  unitCode?: Maybe<Scalars['String']['output']>;
  /** The unit's name, e.g. Liter. */
  unitName?: Maybe<Scalars['String']['output']>;
};

/** A registration: a customer account, or a guest ('do not create a customer account': guest true, no password). */
export type RegisterInput = {
  /** The data-protection consent; must be true. */
  acceptedDataProtection: Scalars['Boolean']['input'];
  billingAddress: RegistrationAddressInput;
  email: Scalars['String']['input'];
  /** When given, must equal email. */
  emailConfirmation?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  guest?: Scalars['Boolean']['input'];
  lastName: Scalars['String']['input'];
  /** At least 8 characters; not for guests. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** When given, must equal password. */
  passwordConfirmation?: InputMaybe<Scalars['String']['input']>;
  /** Required (SALUTATION_REQUIRED). */
  salutationId?: InputMaybe<Scalars['ID']['input']>;
  /** A different shipping address. */
  shippingAddress?: InputMaybe<AddressInput>;
  /** The storefront the mails link to (a sales-channel domain); by default the domain of the session's language. */
  storefrontUrl?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of register. */
export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  customer?: Maybe<Customer>;
  /** The account waits for its confirmation link (double opt-in): not logged in yet. */
  needsConfirmation: Scalars['Boolean']['output'];
  /** Registered, or registered and asked to confirm the e-mail (keep it shown while needsConfirmation). Null when refused. */
  notification?: Maybe<Notification>;
  /** Refused input (naming the field), EMAIL_TAKEN … */
  userErrors: Array<UserError>;
};

/** The billing address of a registration: salutation and names default to the customer's. */
export type RegistrationAddressInput = {
  additionalAddressLine1?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  /** Required (COUNTRY_REQUIRED). */
  countryId?: InputMaybe<Scalars['ID']['input']>;
  countryStateId?: InputMaybe<Scalars['ID']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  salutationId?: InputMaybe<Scalars['ID']['input']>;
  street: Scalars['String']['input'];
  zipcode: Scalars['String']['input'];
};

/** The answer of removeFromWishlist. */
export type RemoveFromWishlistPayload = {
  __typename?: 'RemoveFromWishlistPayload';
  /** The product removed; null when refused. */
  removedProductId?: Maybe<Scalars['ID']['output']>;
  /** WISHLIST_PRODUCT_NOT_FOUND, WISHLIST_NOT_FOUND … */
  userErrors: Array<UserError>;
};

/** A new password with the hash of the mailed link (/account/recover/password?hash=…). */
export type ResetPasswordInput = {
  hash: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  newPasswordConfirmation: Scalars['String']['input'];
};

/** A sales-channel domain: one address of the shop with its language, currency and snippet set (the storefront's domain configuration). */
export type SalesChannelDomain = {
  __typename?: 'SalesChannelDomain';
  currencyId: Scalars['ID']['output'];
  domainId: Scalars['ID']['output'];
  /** Host (and port) of the address. */
  host: Scalars['String']['output'];
  languageId: Scalars['ID']['output'];
  /** The label of its locale for a language switch. */
  languageLabel: Scalars['String']['output'];
  /** Locale code, e.g. de-DE. */
  languageLocaleCode: Scalars['String']['output'];
  /** The language's own name, e.g. Deutsch. */
  languageName: Scalars['String']['output'];
  /** Scheme, host and port of the address. */
  origin: Scalars['String']['output'];
  /** The path the storefront runs under: / or e.g. /en. */
  pathPrefix: Scalars['String']['output'];
  snippetSetId: Scalars['ID']['output'];
  /** The full address, e.g. https://shop.example/en. */
  url: Scalars['String']['output'];
};

/** A salutation for addresses and the customer account. */
export type Salutation = {
  __typename?: 'Salutation';
  /** The name in the session's language, e.g. Frau. */
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Shopware's key: mr, mrs, not_specified … */
  key: Scalars['String']['output'];
};

/** The shopper's session: who, in which currency and language, and what the header's badges count. */
export type Session = {
  __typename?: 'Session';
  /** Number of product items in the cart (sum of quantities). */
  cartItemCount: Scalars['Int']['output'];
  currency: Currency;
  /** Null for an anonymous visitor. */
  customer?: Maybe<SessionCustomer>;
  /** A guest session. */
  isGuest: Scalars['Boolean']['output'];
  /** A customer with an account is logged in (not a guest). */
  isLoggedIn: Scalars['Boolean']['output'];
  language: Language;
  /** Number of products on the wishlist (0 unless logged in). */
  wishlistCount: Scalars['Int']['output'];
};

/** The logged-in customer (or guest) of the session. */
export type SessionCustomer = {
  __typename?: 'SessionCustomer';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** A guest session: ordered without a customer account. */
  isGuest: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
};

/** A shipping method of the shop. */
export type ShippingMethod = {
  __typename?: 'ShippingMethod';
  /** The delivery time as the shop words it, e.g. "2-4 Werktage". */
  deliveryTime?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The method's base price in the session's currency (its first price row); the cart computes the real shipping costs. */
  price?: Maybe<Money>;
};

/** A state of an order, its payment or its delivery. */
export type StateMachineState = {
  __typename?: 'StateMachineState';
  /** In the session's language, e.g. Offen. */
  name: Scalars['String']['output'];
  /** e.g. open, in_progress, completed, cancelled; paid, failed … */
  technicalName: Scalars['String']['output'];
};

/** One VAT rate of a cart or order: the tax and the gross amount it is contained in. */
export type TaxAmount = {
  __typename?: 'TaxAmount';
  /** The gross amount taxed at this rate. */
  base: Money;
  /** e.g. 19. */
  rate: Scalars['Float']['output'];
  tax: Money;
};

/** One step of a tier-price scale. */
export type TierPrice = {
  __typename?: 'TierPrice';
  /** First quantity of the tier. */
  fromQuantity: Scalars['Int']['output'];
  /** Last quantity of the tier; null for the last tier ("from fromQuantity"). */
  toQuantity?: Maybe<Scalars['Int']['output']>;
  /** Price of one item in this tier. */
  unitPrice: Money;
};

/** An expected refusal of a mutation (wrong password, unknown promotion code, invalid input …): data for the form, not an exception. `field` names the input field (dot path, e.g. 'billingAddress.city') or is null for the whole form. */
export type UserError = {
  __typename?: 'UserError';
  /** Stable code to switch on, e.g. EMAIL_INVALID, INVALID_CREDENTIALS, PROMOTION_NOT_FOUND. */
  code: Scalars['String']['output'];
  field?: Maybe<Scalars['String']['output']>;
  /** Message in the request's language. */
  message: Scalars['String']['output'];
};

/** A group of a product's variant choices (Shopware's configurator), e.g. Betrag. */
export type VariantGroup = {
  __typename?: 'VariantGroup';
  /** text, color, media or select. */
  displayType?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  options: Array<VariantOption>;
};

/** One choice of a variant group, e.g. the voucher amount 50 €. */
export type VariantOption = {
  __typename?: 'VariantOption';
  id: Scalars['ID']['output'];
  isAvailable: Scalars['Boolean']['output'];
  /** The product asked for is this variant. */
  isSelected: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** That variant's unit price. */
  price?: Maybe<Money>;
  /** The variant to put into the cart for this choice; null when no variant has it. */
  variantId?: Maybe<Scalars['ID']['output']>;
};

/** A wine's analysis data. */
export type WineAnalysis = {
  __typename?: 'WineAnalysis';
  /** Acidity in g/l. */
  acidity?: Maybe<Scalars['Float']['output']>;
  /** Alcohol in % vol. */
  alcohol?: Maybe<Scalars['Float']['output']>;
  /** Residual sugar in g/l. */
  residualSugar?: Maybe<Scalars['Float']['output']>;
};

/** A wine's details for the product page (Shopware custom fields). */
export type WineDetails = {
  __typename?: 'WineDetails';
  analysis: WineAnalysis;
  award?: Maybe<Scalars['String']['output']>;
  cultivation?: Maybe<Scalars['String']['output']>;
  /** Peculiarities in viticulture. */
  peculiarities?: Maybe<Scalars['String']['output']>;
  /** Food recommendation. */
  recommendation?: Maybe<Scalars['String']['output']>;
  soil?: Maybe<Scalars['String']['output']>;
};

/** A page of the customer's wishlist (favourites), newest first. */
export type Wishlist = {
  __typename?: 'Wishlist';
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  products: Array<Product>;
  /** Products on the wishlist in all. */
  total: Scalars['Int']['output'];
};

export type ListingResultFragment = { __typename?: 'ProductListing', total: number, page: number, limit: number, pageCount: number, sorting?: string | null, sortings: Array<{ __typename?: 'ListingSorting', key: string, label: string }>, currentFilters: { __typename?: 'CurrentListingFilters', minPrice?: number | null, maxPrice?: number | null, propertyOptionIds: Array<string> }, filterOptions: { __typename?: 'ListingFilterOptions', price?: { __typename?: 'PriceRange', min: { __typename?: 'Money', amount: number, currencyCode: string }, max: { __typename?: 'Money', amount: number, currencyCode: string } } | null, propertyGroups: Array<{ __typename?: 'FilterGroup', id: string, name: string, displayType?: string | null, options: Array<{ __typename?: 'FilterOption', id: string, name: string, colorHexCode?: string | null }> }> }, products: Array<{ __typename?: 'Product', id: string, name: string, path: string, type: ProductType, flag?: ProductFlag | null, isAvailable: boolean, isTopSeller: boolean, nutritionLabelId?: string | null, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, purchaseQuantity: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, price: { __typename?: 'ProductPrice', unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, regularPrice: { __typename?: 'Money', amount: number, currencyCode: string }, specialPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null } }> };

export type ProductCardFragment = { __typename?: 'Product', id: string, name: string, path: string, type: ProductType, flag?: ProductFlag | null, isAvailable: boolean, isTopSeller: boolean, nutritionLabelId?: string | null, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, purchaseQuantity: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, price: { __typename?: 'ProductPrice', unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, regularPrice: { __typename?: 'Money', amount: number, currencyCode: string }, specialPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null } };

export type ProductCardAddToCartMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
}>;


export type ProductCardAddToCartMutation = { __typename?: 'Mutation', addToCart: { __typename?: 'CartPayload', cart?: { __typename?: 'Cart', isEmpty: boolean, itemCount: number, lineItems: Array<{ __typename?: 'CartLineItem', id: string, label: string, type: string, quantity: number, isQuantityChangeable: boolean, isRemovable: boolean, deliveryTime?: string | null, quantityRules: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, product?: { __typename?: 'Product', id: string, path: string } | null, unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, listPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, totalPrice: { __typename?: 'Money', amount: number, currencyCode: string }, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, label: string, lineItemId: string, discount: { __typename?: 'Money', amount: number, currencyCode: string } }>, messages: Array<{ __typename?: 'CartMessage', key: string, level: CartMessageLevel, message: string }>, shippingCosts: { __typename?: 'Money', amount: number, currencyCode: string }, taxes: Array<{ __typename?: 'TaxAmount', rate: number, tax: { __typename?: 'Money', amount: number, currencyCode: string } }>, totals: { __typename?: 'PriceTotals', positions: { __typename?: 'Money', amount: number, currencyCode: string }, total: { __typename?: 'Money', amount: number, currencyCode: string } } } | null, notification?: { __typename?: 'Notification', message: string, type: NotificationType } | null, userErrors: Array<{ __typename?: 'UserError', code: string, message: string }> } };

export type ProductCardAddToWishlistMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type ProductCardAddToWishlistMutation = { __typename?: 'Mutation', addToWishlist: { __typename?: 'AddToWishlistPayload', product?: { __typename?: 'Product', id: string } | null, notification?: { __typename?: 'Notification', message: string, type: NotificationType } | null, userErrors: Array<{ __typename?: 'UserError', message: string }> } };

export type ProductCardRemoveFromWishlistMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type ProductCardRemoveFromWishlistMutation = { __typename?: 'Mutation', removeFromWishlist: { __typename?: 'RemoveFromWishlistPayload', removedProductId?: string | null, userErrors: Array<{ __typename?: 'UserError', message: string }> } };

export type ProductCardWishlistIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductCardWishlistIdsQuery = { __typename?: 'Query', wishlist?: { __typename?: 'Wishlist', total: number, products: Array<{ __typename?: 'Product', id: string }> } | null };

export type ProductNutritionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProductNutritionQuery = { __typename?: 'Query', product?: { __typename?: 'Product', id: string, nutrition?: { __typename?: 'NutritionFacts', energyKj?: number | null, energyKcal?: number | null, fat?: number | null, saturatedFat?: number | null, carbohydrates?: number | null, sugar?: number | null, protein?: number | null, salt?: number | null, ingredients?: string | null, allergens?: string | null } | null } | null };

export type ResponsiveImageFragment = { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'LoginPayload', customer?: { __typename?: 'Customer', id: string } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, code: string, message: string }> } };

export type CartViewFragment = { __typename?: 'Cart', isEmpty: boolean, itemCount: number, lineItems: Array<{ __typename?: 'CartLineItem', id: string, label: string, type: string, quantity: number, isQuantityChangeable: boolean, isRemovable: boolean, deliveryTime?: string | null, quantityRules: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, product?: { __typename?: 'Product', id: string, path: string } | null, unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, listPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, totalPrice: { __typename?: 'Money', amount: number, currencyCode: string }, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, label: string, lineItemId: string, discount: { __typename?: 'Money', amount: number, currencyCode: string } }>, messages: Array<{ __typename?: 'CartMessage', key: string, level: CartMessageLevel, message: string }>, shippingCosts: { __typename?: 'Money', amount: number, currencyCode: string }, taxes: Array<{ __typename?: 'TaxAmount', rate: number, tax: { __typename?: 'Money', amount: number, currencyCode: string } }>, totals: { __typename?: 'PriceTotals', positions: { __typename?: 'Money', amount: number, currencyCode: string }, total: { __typename?: 'Money', amount: number, currencyCode: string } } };

export type CartPayloadViewFragment = { __typename?: 'CartPayload', cart?: { __typename?: 'Cart', isEmpty: boolean, itemCount: number, lineItems: Array<{ __typename?: 'CartLineItem', id: string, label: string, type: string, quantity: number, isQuantityChangeable: boolean, isRemovable: boolean, deliveryTime?: string | null, quantityRules: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, product?: { __typename?: 'Product', id: string, path: string } | null, unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, listPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, totalPrice: { __typename?: 'Money', amount: number, currencyCode: string }, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, label: string, lineItemId: string, discount: { __typename?: 'Money', amount: number, currencyCode: string } }>, messages: Array<{ __typename?: 'CartMessage', key: string, level: CartMessageLevel, message: string }>, shippingCosts: { __typename?: 'Money', amount: number, currencyCode: string }, taxes: Array<{ __typename?: 'TaxAmount', rate: number, tax: { __typename?: 'Money', amount: number, currencyCode: string } }>, totals: { __typename?: 'PriceTotals', positions: { __typename?: 'Money', amount: number, currencyCode: string }, total: { __typename?: 'Money', amount: number, currencyCode: string } } } | null, notification?: { __typename?: 'Notification', message: string, type: NotificationType } | null, userErrors: Array<{ __typename?: 'UserError', code: string, message: string }> };

export type CartQueryVariables = Exact<{ [key: string]: never; }>;


export type CartQuery = { __typename?: 'Query', cart: { __typename?: 'Cart', isEmpty: boolean, itemCount: number, lineItems: Array<{ __typename?: 'CartLineItem', id: string, label: string, type: string, quantity: number, isQuantityChangeable: boolean, isRemovable: boolean, deliveryTime?: string | null, quantityRules: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, product?: { __typename?: 'Product', id: string, path: string } | null, unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, listPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, totalPrice: { __typename?: 'Money', amount: number, currencyCode: string }, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, label: string, lineItemId: string, discount: { __typename?: 'Money', amount: number, currencyCode: string } }>, messages: Array<{ __typename?: 'CartMessage', key: string, level: CartMessageLevel, message: string }>, shippingCosts: { __typename?: 'Money', amount: number, currencyCode: string }, taxes: Array<{ __typename?: 'TaxAmount', rate: number, tax: { __typename?: 'Money', amount: number, currencyCode: string } }>, totals: { __typename?: 'PriceTotals', positions: { __typename?: 'Money', amount: number, currencyCode: string }, total: { __typename?: 'Money', amount: number, currencyCode: string } } } };

export type AddToCartMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
}>;


export type AddToCartMutation = { __typename?: 'Mutation', addToCart: { __typename?: 'CartPayload', cart?: { __typename?: 'Cart', isEmpty: boolean, itemCount: number, lineItems: Array<{ __typename?: 'CartLineItem', id: string, label: string, type: string, quantity: number, isQuantityChangeable: boolean, isRemovable: boolean, deliveryTime?: string | null, quantityRules: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, product?: { __typename?: 'Product', id: string, path: string } | null, unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, listPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, totalPrice: { __typename?: 'Money', amount: number, currencyCode: string }, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, label: string, lineItemId: string, discount: { __typename?: 'Money', amount: number, currencyCode: string } }>, messages: Array<{ __typename?: 'CartMessage', key: string, level: CartMessageLevel, message: string }>, shippingCosts: { __typename?: 'Money', amount: number, currencyCode: string }, taxes: Array<{ __typename?: 'TaxAmount', rate: number, tax: { __typename?: 'Money', amount: number, currencyCode: string } }>, totals: { __typename?: 'PriceTotals', positions: { __typename?: 'Money', amount: number, currencyCode: string }, total: { __typename?: 'Money', amount: number, currencyCode: string } } } | null, notification?: { __typename?: 'Notification', message: string, type: NotificationType } | null, userErrors: Array<{ __typename?: 'UserError', code: string, message: string }> } };

export type ChangeLineItemQuantityMutationVariables = Exact<{
  lineItemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
}>;


export type ChangeLineItemQuantityMutation = { __typename?: 'Mutation', changeLineItemQuantity: { __typename?: 'CartPayload', cart?: { __typename?: 'Cart', isEmpty: boolean, itemCount: number, lineItems: Array<{ __typename?: 'CartLineItem', id: string, label: string, type: string, quantity: number, isQuantityChangeable: boolean, isRemovable: boolean, deliveryTime?: string | null, quantityRules: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, product?: { __typename?: 'Product', id: string, path: string } | null, unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, listPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, totalPrice: { __typename?: 'Money', amount: number, currencyCode: string }, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, label: string, lineItemId: string, discount: { __typename?: 'Money', amount: number, currencyCode: string } }>, messages: Array<{ __typename?: 'CartMessage', key: string, level: CartMessageLevel, message: string }>, shippingCosts: { __typename?: 'Money', amount: number, currencyCode: string }, taxes: Array<{ __typename?: 'TaxAmount', rate: number, tax: { __typename?: 'Money', amount: number, currencyCode: string } }>, totals: { __typename?: 'PriceTotals', positions: { __typename?: 'Money', amount: number, currencyCode: string }, total: { __typename?: 'Money', amount: number, currencyCode: string } } } | null, notification?: { __typename?: 'Notification', message: string, type: NotificationType } | null, userErrors: Array<{ __typename?: 'UserError', code: string, message: string }> } };

export type RemoveLineItemMutationVariables = Exact<{
  lineItemId: Scalars['ID']['input'];
}>;


export type RemoveLineItemMutation = { __typename?: 'Mutation', removeLineItem: { __typename?: 'CartPayload', cart?: { __typename?: 'Cart', isEmpty: boolean, itemCount: number, lineItems: Array<{ __typename?: 'CartLineItem', id: string, label: string, type: string, quantity: number, isQuantityChangeable: boolean, isRemovable: boolean, deliveryTime?: string | null, quantityRules: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, product?: { __typename?: 'Product', id: string, path: string } | null, unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, listPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, totalPrice: { __typename?: 'Money', amount: number, currencyCode: string }, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, label: string, lineItemId: string, discount: { __typename?: 'Money', amount: number, currencyCode: string } }>, messages: Array<{ __typename?: 'CartMessage', key: string, level: CartMessageLevel, message: string }>, shippingCosts: { __typename?: 'Money', amount: number, currencyCode: string }, taxes: Array<{ __typename?: 'TaxAmount', rate: number, tax: { __typename?: 'Money', amount: number, currencyCode: string } }>, totals: { __typename?: 'PriceTotals', positions: { __typename?: 'Money', amount: number, currencyCode: string }, total: { __typename?: 'Money', amount: number, currencyCode: string } } } | null, notification?: { __typename?: 'Notification', message: string, type: NotificationType } | null, userErrors: Array<{ __typename?: 'UserError', code: string, message: string }> } };

export type AddPromotionCodeMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type AddPromotionCodeMutation = { __typename?: 'Mutation', addPromotionCode: { __typename?: 'CartPayload', cart?: { __typename?: 'Cart', isEmpty: boolean, itemCount: number, lineItems: Array<{ __typename?: 'CartLineItem', id: string, label: string, type: string, quantity: number, isQuantityChangeable: boolean, isRemovable: boolean, deliveryTime?: string | null, quantityRules: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, product?: { __typename?: 'Product', id: string, path: string } | null, unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, listPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, totalPrice: { __typename?: 'Money', amount: number, currencyCode: string }, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, label: string, lineItemId: string, discount: { __typename?: 'Money', amount: number, currencyCode: string } }>, messages: Array<{ __typename?: 'CartMessage', key: string, level: CartMessageLevel, message: string }>, shippingCosts: { __typename?: 'Money', amount: number, currencyCode: string }, taxes: Array<{ __typename?: 'TaxAmount', rate: number, tax: { __typename?: 'Money', amount: number, currencyCode: string } }>, totals: { __typename?: 'PriceTotals', positions: { __typename?: 'Money', amount: number, currencyCode: string }, total: { __typename?: 'Money', amount: number, currencyCode: string } } } | null, notification?: { __typename?: 'Notification', message: string, type: NotificationType } | null, userErrors: Array<{ __typename?: 'UserError', code: string, message: string }> } };

export type RemovePromotionCodeMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type RemovePromotionCodeMutation = { __typename?: 'Mutation', removePromotionCode: { __typename?: 'CartPayload', cart?: { __typename?: 'Cart', isEmpty: boolean, itemCount: number, lineItems: Array<{ __typename?: 'CartLineItem', id: string, label: string, type: string, quantity: number, isQuantityChangeable: boolean, isRemovable: boolean, deliveryTime?: string | null, quantityRules: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, product?: { __typename?: 'Product', id: string, path: string } | null, unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, listPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, totalPrice: { __typename?: 'Money', amount: number, currencyCode: string }, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, label: string, lineItemId: string, discount: { __typename?: 'Money', amount: number, currencyCode: string } }>, messages: Array<{ __typename?: 'CartMessage', key: string, level: CartMessageLevel, message: string }>, shippingCosts: { __typename?: 'Money', amount: number, currencyCode: string }, taxes: Array<{ __typename?: 'TaxAmount', rate: number, tax: { __typename?: 'Money', amount: number, currencyCode: string } }>, totals: { __typename?: 'PriceTotals', positions: { __typename?: 'Money', amount: number, currencyCode: string }, total: { __typename?: 'Money', amount: number, currencyCode: string } } } | null, notification?: { __typename?: 'Notification', message: string, type: NotificationType } | null, userErrors: Array<{ __typename?: 'UserError', code: string, message: string }> } };

export type CategoryListingQueryVariables = Exact<{
  categoryId: Scalars['ID']['input'];
  sorting?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<ListingFiltersInput>;
  limit: Scalars['Int']['input'];
  page: Scalars['Int']['input'];
}>;


export type CategoryListingQuery = { __typename?: 'Query', productListing?: { __typename?: 'ProductListing', total: number, page: number, limit: number, pageCount: number, sorting?: string | null, sortings: Array<{ __typename?: 'ListingSorting', key: string, label: string }>, currentFilters: { __typename?: 'CurrentListingFilters', minPrice?: number | null, maxPrice?: number | null, propertyOptionIds: Array<string> }, filterOptions: { __typename?: 'ListingFilterOptions', price?: { __typename?: 'PriceRange', min: { __typename?: 'Money', amount: number, currencyCode: string }, max: { __typename?: 'Money', amount: number, currencyCode: string } } | null, propertyGroups: Array<{ __typename?: 'FilterGroup', id: string, name: string, displayType?: string | null, options: Array<{ __typename?: 'FilterOption', id: string, name: string, colorHexCode?: string | null }> }> }, products: Array<{ __typename?: 'Product', id: string, name: string, path: string, type: ProductType, flag?: ProductFlag | null, isAvailable: boolean, isTopSeller: boolean, nutritionLabelId?: string | null, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, purchaseQuantity: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, price: { __typename?: 'ProductPrice', unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, regularPrice: { __typename?: 'Money', amount: number, currencyCode: string }, specialPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null } }> } | null };

export type CategorySubcategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CategorySubcategoriesQuery = { __typename?: 'Query', navigation?: Array<{ __typename?: 'NavigationEntry', id: string, name: string, path: string, type: NavigationEntryType, opensInNewTab: boolean, media?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, children: Array<{ __typename?: 'NavigationEntry', id: string, name: string, path: string, type: NavigationEntryType, opensInNewTab: boolean, children: Array<{ __typename?: 'NavigationEntry', id: string, name: string, path: string, type: NavigationEntryType, opensInNewTab: boolean }> }> }> | null };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { __typename?: 'Query', categories?: Array<{ __typename?: 'NavigationEntry', id: string, name: string, path: string, opensInNewTab: boolean, media?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null }> | null, highlights?: { __typename?: 'ProductListing', products: Array<{ __typename?: 'Product', id: string, name: string, path: string, type: ProductType, flag?: ProductFlag | null, isAvailable: boolean, isTopSeller: boolean, nutritionLabelId?: string | null, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, purchaseQuantity: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, price: { __typename?: 'ProductPrice', unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, regularPrice: { __typename?: 'Money', amount: number, currencyCode: string }, specialPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null } }> } | null };

export type LandingPageQueryVariables = Exact<{
  path: Scalars['String']['input'];
}>;


export type LandingPageQuery = { __typename?: 'Query', page?: { __typename: 'CategoryPage', categoryId: string, name: string, descriptionHtml?: string | null, listsProducts: boolean, isHome: boolean, requestedPath: string, canonicalPath?: string | null, redirectTo?: string | null, metaTitle?: string | null, metaDescription?: string | null, image?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, breadcrumb: Array<{ __typename?: 'BreadcrumbEntry', categoryId: string, name: string, path: string }> } | { __typename: 'NotFoundPage', requestedPath: string, canonicalPath?: string | null, redirectTo?: string | null, metaTitle?: string | null, metaDescription?: string | null, breadcrumb: Array<{ __typename?: 'BreadcrumbEntry', categoryId: string, name: string, path: string }> } | { __typename: 'ProductPage', requestedPath: string, canonicalPath?: string | null, redirectTo?: string | null, metaTitle?: string | null, metaDescription?: string | null, product: { __typename?: 'Product', id: string, name: string, path: string, productNumber: string, manufacturerName?: string | null, descriptionHtml?: string | null, isAvailable: boolean, flag?: ProductFlag | null, parentId?: string | null, type: ProductType, isShippingFree: boolean, nutritionLabelId?: string | null, ratingAverage?: number | null, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, images: Array<{ __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> }>, price: { __typename?: 'ProductPrice', regularPrice: { __typename?: 'Money', amount: number, currencyCode: string }, specialPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, unitName?: string | null, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null, tierPrices: Array<{ __typename?: 'TierPrice', fromQuantity: number, toQuantity?: number | null, unitPrice: { __typename?: 'Money', amount: number, currencyCode: string } }> }, deliveryTime?: { __typename?: 'DeliveryTime', name: string } | null, purchaseQuantity: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, wineDetails?: { __typename?: 'WineDetails', soil?: string | null, cultivation?: string | null, peculiarities?: string | null, award?: string | null, recommendation?: string | null, analysis: { __typename?: 'WineAnalysis', alcohol?: number | null, residualSugar?: number | null, acidity?: number | null } } | null, variantGroups: Array<{ __typename?: 'VariantGroup', id: string, name: string, options: Array<{ __typename?: 'VariantOption', id: string, name: string, isAvailable: boolean, isSelected: boolean, variantId?: string | null, price?: { __typename?: 'Money', amount: number, currencyCode: string } | null }> }> }, breadcrumb: Array<{ __typename?: 'BreadcrumbEntry', categoryId: string, name: string, path: string }> } | null };

export type ProductDetailFragment = { __typename?: 'Product', id: string, name: string, path: string, productNumber: string, manufacturerName?: string | null, descriptionHtml?: string | null, isAvailable: boolean, flag?: ProductFlag | null, parentId?: string | null, type: ProductType, isShippingFree: boolean, nutritionLabelId?: string | null, ratingAverage?: number | null, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, images: Array<{ __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> }>, price: { __typename?: 'ProductPrice', regularPrice: { __typename?: 'Money', amount: number, currencyCode: string }, specialPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, unitName?: string | null, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null, tierPrices: Array<{ __typename?: 'TierPrice', fromQuantity: number, toQuantity?: number | null, unitPrice: { __typename?: 'Money', amount: number, currencyCode: string } }> }, deliveryTime?: { __typename?: 'DeliveryTime', name: string } | null, purchaseQuantity: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, wineDetails?: { __typename?: 'WineDetails', soil?: string | null, cultivation?: string | null, peculiarities?: string | null, award?: string | null, recommendation?: string | null, analysis: { __typename?: 'WineAnalysis', alcohol?: number | null, residualSugar?: number | null, acidity?: number | null } } | null, variantGroups: Array<{ __typename?: 'VariantGroup', id: string, name: string, options: Array<{ __typename?: 'VariantOption', id: string, name: string, isAvailable: boolean, isSelected: boolean, variantId?: string | null, price?: { __typename?: 'Money', amount: number, currencyCode: string } | null }> }> };

export type ProductBuyBoxFragment = { __typename?: 'Product', id: string, parentId?: string | null, type: ProductType, isAvailable: boolean, isShippingFree: boolean, nutritionLabelId?: string | null, ratingAverage?: number | null, deliveryTime?: { __typename?: 'DeliveryTime', name: string } | null, purchaseQuantity: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, price: { __typename?: 'ProductPrice', referencePrice?: { __typename?: 'ReferencePrice', unitName?: string | null } | null, tierPrices: Array<{ __typename?: 'TierPrice', fromQuantity: number, toQuantity?: number | null, unitPrice: { __typename?: 'Money', amount: number, currencyCode: string } }> }, wineDetails?: { __typename?: 'WineDetails', soil?: string | null, cultivation?: string | null, peculiarities?: string | null, award?: string | null, recommendation?: string | null, analysis: { __typename?: 'WineAnalysis', alcohol?: number | null, residualSugar?: number | null, acidity?: number | null } } | null, variantGroups: Array<{ __typename?: 'VariantGroup', id: string, name: string, options: Array<{ __typename?: 'VariantOption', id: string, name: string, isAvailable: boolean, isSelected: boolean, variantId?: string | null, price?: { __typename?: 'Money', amount: number, currencyCode: string } | null }> }> };

export type ProductExtrasQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProductExtrasQuery = { __typename?: 'Query', product?: { __typename?: 'Product', id: string, reviews: { __typename?: 'ProductReviewPage', total: number, reviews: Array<{ __typename?: 'ProductReview', id: string, title: string, content: string, rating: number, authorName?: string | null, createdAt?: string | null }> }, crossSellings: Array<{ __typename?: 'CrossSellingGroup', id: string, name: string, products: Array<{ __typename?: 'Product', id: string, name: string, path: string, type: ProductType, flag?: ProductFlag | null, isAvailable: boolean, isTopSeller: boolean, nutritionLabelId?: string | null, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, purchaseQuantity: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, price: { __typename?: 'ProductPrice', unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, regularPrice: { __typename?: 'Money', amount: number, currencyCode: string }, specialPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null } }> }> } | null };

export type ProductDetailAddToCartMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
}>;


export type ProductDetailAddToCartMutation = { __typename?: 'Mutation', addToCart: { __typename?: 'CartPayload', cart?: { __typename?: 'Cart', isEmpty: boolean, itemCount: number, lineItems: Array<{ __typename?: 'CartLineItem', id: string, label: string, type: string, quantity: number, isQuantityChangeable: boolean, isRemovable: boolean, deliveryTime?: string | null, quantityRules: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, product?: { __typename?: 'Product', id: string, path: string } | null, unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, listPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, totalPrice: { __typename?: 'Money', amount: number, currencyCode: string }, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null }>, promotions: Array<{ __typename?: 'CartPromotion', code: string, label: string, lineItemId: string, discount: { __typename?: 'Money', amount: number, currencyCode: string } }>, messages: Array<{ __typename?: 'CartMessage', key: string, level: CartMessageLevel, message: string }>, shippingCosts: { __typename?: 'Money', amount: number, currencyCode: string }, taxes: Array<{ __typename?: 'TaxAmount', rate: number, tax: { __typename?: 'Money', amount: number, currencyCode: string } }>, totals: { __typename?: 'PriceTotals', positions: { __typename?: 'Money', amount: number, currencyCode: string }, total: { __typename?: 'Money', amount: number, currencyCode: string } } } | null, notification?: { __typename?: 'Notification', message: string, type: NotificationType } | null, userErrors: Array<{ __typename?: 'UserError', code: string, message: string }> } };

export type ProductDetailAddToWishlistMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type ProductDetailAddToWishlistMutation = { __typename?: 'Mutation', addToWishlist: { __typename?: 'AddToWishlistPayload', product?: { __typename?: 'Product', id: string } | null, notification?: { __typename?: 'Notification', message: string, type: NotificationType } | null, userErrors: Array<{ __typename?: 'UserError', code: string, message: string }> } };

export type ProductDetailRemoveFromWishlistMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type ProductDetailRemoveFromWishlistMutation = { __typename?: 'Mutation', removeFromWishlist: { __typename?: 'RemoveFromWishlistPayload', removedProductId?: string | null, userErrors: Array<{ __typename?: 'UserError', message: string }> } };

export type ProductDetailWishlistIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductDetailWishlistIdsQuery = { __typename?: 'Query', wishlist?: { __typename?: 'Wishlist', total: number, products: Array<{ __typename?: 'Product', id: string }> } | null };

export type FooterQueryVariables = Exact<{ [key: string]: never; }>;


export type FooterQuery = { __typename?: 'Query', footer?: Array<{ __typename?: 'NavigationEntry', id: string, name: string, path: string, type: NavigationEntryType, opensInNewTab: boolean, children: Array<{ __typename?: 'NavigationEntry', id: string, name: string, path: string, type: NavigationEntryType, opensInNewTab: boolean }> }> | null, service?: Array<{ __typename?: 'NavigationEntry', id: string, name: string, path: string, type: NavigationEntryType, opensInNewTab: boolean }> | null, paymentMethods?: Array<{ __typename?: 'PaymentMethod', id: string, name: string, logo?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null }> | null };

export type MainNavigationQueryVariables = Exact<{ [key: string]: never; }>;


export type MainNavigationQuery = { __typename?: 'Query', navigation?: Array<{ __typename?: 'NavigationEntry', id: string, name: string, path: string, type: NavigationEntryType, opensInNewTab: boolean, media?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, children: Array<{ __typename?: 'NavigationEntry', id: string, name: string, path: string, type: NavigationEntryType, opensInNewTab: boolean, children: Array<{ __typename?: 'NavigationEntry', id: string, name: string, path: string, type: NavigationEntryType, opensInNewTab: boolean }> }> }> | null };

export type NavigationLinkFragment = { __typename?: 'NavigationEntry', id: string, name: string, path: string, type: NavigationEntryType, opensInNewTab: boolean };

export type QuickSearchQueryVariables = Exact<{
  term: Scalars['String']['input'];
}>;


export type QuickSearchQuery = { __typename?: 'Query', quickSearch?: { __typename?: 'ProductListing', total: number, products: Array<{ __typename?: 'Product', id: string, name: string, path: string, type: ProductType, flag?: ProductFlag | null, isAvailable: boolean, isTopSeller: boolean, nutritionLabelId?: string | null, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, purchaseQuantity: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, price: { __typename?: 'ProductPrice', unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, regularPrice: { __typename?: 'Money', amount: number, currencyCode: string }, specialPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null } }> } | null };

export type SearchPageQueryVariables = Exact<{
  term: Scalars['String']['input'];
  sorting?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<ListingFiltersInput>;
  limit: Scalars['Int']['input'];
  page: Scalars['Int']['input'];
}>;


export type SearchPageQuery = { __typename?: 'Query', search?: { __typename?: 'ProductListing', total: number, page: number, limit: number, pageCount: number, sorting?: string | null, sortings: Array<{ __typename?: 'ListingSorting', key: string, label: string }>, currentFilters: { __typename?: 'CurrentListingFilters', minPrice?: number | null, maxPrice?: number | null, propertyOptionIds: Array<string> }, filterOptions: { __typename?: 'ListingFilterOptions', price?: { __typename?: 'PriceRange', min: { __typename?: 'Money', amount: number, currencyCode: string }, max: { __typename?: 'Money', amount: number, currencyCode: string } } | null, propertyGroups: Array<{ __typename?: 'FilterGroup', id: string, name: string, displayType?: string | null, options: Array<{ __typename?: 'FilterOption', id: string, name: string, colorHexCode?: string | null }> }> }, products: Array<{ __typename?: 'Product', id: string, name: string, path: string, type: ProductType, flag?: ProductFlag | null, isAvailable: boolean, isTopSeller: boolean, nutritionLabelId?: string | null, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, purchaseQuantity: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, price: { __typename?: 'ProductPrice', unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, regularPrice: { __typename?: 'Money', amount: number, currencyCode: string }, specialPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null } }> } | null };

export type WishlistQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistQuery = { __typename?: 'Query', wishlist?: { __typename?: 'Wishlist', total: number, products: Array<{ __typename?: 'Product', id: string, name: string, path: string, type: ProductType, flag?: ProductFlag | null, isAvailable: boolean, isTopSeller: boolean, nutritionLabelId?: string | null, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, purchaseQuantity: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, price: { __typename?: 'ProductPrice', unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, regularPrice: { __typename?: 'Money', amount: number, currencyCode: string }, specialPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null } }> } | null };

export type GuestWishlistProductsQueryVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type GuestWishlistProductsQuery = { __typename?: 'Query', products?: Array<{ __typename?: 'Product', id: string, name: string, path: string, type: ProductType, flag?: ProductFlag | null, isAvailable: boolean, isTopSeller: boolean, nutritionLabelId?: string | null, cover?: { __typename?: 'Image', url: string, alt?: string | null, width?: number | null, height?: number | null, srcset: Array<{ __typename?: 'ImageSource', url: string, width: number }> } | null, purchaseQuantity: { __typename?: 'PurchaseQuantity', min: number, max: number, step: number, allowedQuantities?: Array<number> | null }, price: { __typename?: 'ProductPrice', unitPrice: { __typename?: 'Money', amount: number, currencyCode: string }, regularPrice: { __typename?: 'Money', amount: number, currencyCode: string }, specialPrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null, referencePrice?: { __typename?: 'ReferencePrice', fillingQuantity: number, unitCode?: string | null, referenceQuantity: number, basePrice?: { __typename?: 'Money', amount: number, currencyCode: string } | null } | null } } | null> | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: { __typename?: 'LogoutPayload', notification: { __typename?: 'Notification', message: string, type: NotificationType }, userErrors: Array<{ __typename?: 'UserError', message: string }> } };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { __typename?: 'Query', session?: { __typename?: 'Session', isLoggedIn: boolean, isGuest: boolean, cartItemCount: number, wishlistCount: number, customer?: { __typename?: 'SessionCustomer', id: string, firstName: string, lastName: string, isGuest: boolean } | null, language: { __typename?: 'Language', id: string, locale: string }, currency: { __typename?: 'Currency', isoCode: string, symbol: string } } | null };

export type ShopLanguagesQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopLanguagesQuery = { __typename?: 'Query', languages?: Array<{ __typename?: 'Language', id: string, locale: string }> | null };

export type SwitchLanguageMutationVariables = Exact<{
  languageId: Scalars['ID']['input'];
}>;


export type SwitchLanguageMutation = { __typename?: 'Mutation', switchLanguage: { __typename?: 'ContextSwitchPayload', session?: { __typename?: 'Session', language: { __typename?: 'Language', id: string, locale: string } } | null, userErrors: Array<{ __typename?: 'UserError', message: string }> } };

export const ResponsiveImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<ResponsiveImageFragment, unknown>;
export const ProductCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isTopSeller"}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLabelId"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regularPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<ProductCardFragment, unknown>;
export const ListingResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"sorting"}},{"kind":"Field","name":{"kind":"Name","value":"sortings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minPrice"}},{"kind":"Field","name":{"kind":"Name","value":"maxPrice"}},{"kind":"Field","name":{"kind":"Name","value":"propertyOptionIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"max"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertyGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayType"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"colorHexCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isTopSeller"}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLabelId"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regularPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ListingResultFragment, unknown>;
export const CartViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"isQuantityChangeable"}},{"kind":"Field","name":{"kind":"Name","value":"isRemovable"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"quantityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<CartViewFragment, unknown>;
export const CartPayloadViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartPayloadView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"isQuantityChangeable"}},{"kind":"Field","name":{"kind":"Name","value":"isRemovable"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"quantityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}}]} as unknown as DocumentNode<CartPayloadViewFragment, unknown>;
export const ProductBuyBoxFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductBuyBox"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isShippingFree"}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLabelId"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tierPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"toQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"wineDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alcohol"}},{"kind":"Field","name":{"kind":"Name","value":"residualSugar"}},{"kind":"Field","name":{"kind":"Name","value":"acidity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soil"}},{"kind":"Field","name":{"kind":"Name","value":"cultivation"}},{"kind":"Field","name":{"kind":"Name","value":"peculiarities"}},{"kind":"Field","name":{"kind":"Name","value":"award"}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isSelected"}},{"kind":"Field","name":{"kind":"Name","value":"variantId"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductBuyBoxFragment, unknown>;
export const ProductDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"productNumber"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerName"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionHtml"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductBuyBox"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regularPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductBuyBox"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isShippingFree"}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLabelId"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tierPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"toQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"wineDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alcohol"}},{"kind":"Field","name":{"kind":"Name","value":"residualSugar"}},{"kind":"Field","name":{"kind":"Name","value":"acidity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soil"}},{"kind":"Field","name":{"kind":"Name","value":"cultivation"}},{"kind":"Field","name":{"kind":"Name","value":"peculiarities"}},{"kind":"Field","name":{"kind":"Name","value":"award"}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isSelected"}},{"kind":"Field","name":{"kind":"Name","value":"variantId"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<ProductDetailFragment, unknown>;
export const NavigationLinkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NavigationLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NavigationEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"opensInNewTab"}}]}}]} as unknown as DocumentNode<NavigationLinkFragment, unknown>;
export const ProductCardAddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductCardAddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartPayloadView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"isQuantityChangeable"}},{"kind":"Field","name":{"kind":"Name","value":"isRemovable"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"quantityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartPayloadView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProductCardAddToCartMutation, ProductCardAddToCartMutationVariables>;
export const ProductCardAddToWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductCardAddToWishlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToWishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProductCardAddToWishlistMutation, ProductCardAddToWishlistMutationVariables>;
export const ProductCardRemoveFromWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductCardRemoveFromWishlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromWishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removedProductId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProductCardRemoveFromWishlistMutation, ProductCardRemoveFromWishlistMutationVariables>;
export const ProductCardWishlistIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductCardWishlistIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ProductCardWishlistIdsQuery, ProductCardWishlistIdsQueryVariables>;
export const ProductNutritionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductNutrition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"energyKj"}},{"kind":"Field","name":{"kind":"Name","value":"energyKcal"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"saturatedFat"}},{"kind":"Field","name":{"kind":"Name","value":"carbohydrates"}},{"kind":"Field","name":{"kind":"Name","value":"sugar"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"salt"}},{"kind":"Field","name":{"kind":"Name","value":"ingredients"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}}]}}]}}]}}]} as unknown as DocumentNode<ProductNutritionQuery, ProductNutritionQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const CartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"isQuantityChangeable"}},{"kind":"Field","name":{"kind":"Name","value":"isRemovable"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"quantityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}}]} as unknown as DocumentNode<CartQuery, CartQueryVariables>;
export const AddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartPayloadView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"isQuantityChangeable"}},{"kind":"Field","name":{"kind":"Name","value":"isRemovable"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"quantityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartPayloadView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const ChangeLineItemQuantityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeLineItemQuantity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lineItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeLineItemQuantity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lineItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lineItemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartPayloadView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"isQuantityChangeable"}},{"kind":"Field","name":{"kind":"Name","value":"isRemovable"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"quantityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartPayloadView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChangeLineItemQuantityMutation, ChangeLineItemQuantityMutationVariables>;
export const RemoveLineItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveLineItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lineItemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeLineItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lineItemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lineItemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartPayloadView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"isQuantityChangeable"}},{"kind":"Field","name":{"kind":"Name","value":"isRemovable"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"quantityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartPayloadView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RemoveLineItemMutation, RemoveLineItemMutationVariables>;
export const AddPromotionCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPromotionCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPromotionCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartPayloadView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"isQuantityChangeable"}},{"kind":"Field","name":{"kind":"Name","value":"isRemovable"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"quantityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartPayloadView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddPromotionCodeMutation, AddPromotionCodeMutationVariables>;
export const RemovePromotionCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePromotionCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePromotionCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartPayloadView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"isQuantityChangeable"}},{"kind":"Field","name":{"kind":"Name","value":"isRemovable"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"quantityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartPayloadView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RemovePromotionCodeMutation, RemovePromotionCodeMutationVariables>;
export const CategoryListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingFiltersInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sorting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isTopSeller"}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLabelId"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regularPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"sorting"}},{"kind":"Field","name":{"kind":"Name","value":"sortings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minPrice"}},{"kind":"Field","name":{"kind":"Name","value":"maxPrice"}},{"kind":"Field","name":{"kind":"Name","value":"propertyOptionIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"max"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertyGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayType"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"colorHexCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}}]} as unknown as DocumentNode<CategoryListingQuery, CategoryListingQueryVariables>;
export const CategorySubcategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategorySubcategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"navigation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"MAIN"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavigationLink"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavigationLink"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavigationLink"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NavigationLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NavigationEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"opensInNewTab"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<CategorySubcategoriesQuery, CategorySubcategoriesQueryVariables>;
export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"categories"},"name":{"kind":"Name","value":"navigation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"MAIN"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"opensInNewTab"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"highlights"},"name":{"kind":"Name","value":"productListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"sorting"},"value":{"kind":"StringValue","value":"topseller","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isTopSeller"}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLabelId"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regularPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const LandingPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandingPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requestedPath"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalPath"}},{"kind":"Field","name":{"kind":"Name","value":"redirectTo"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionHtml"}},{"kind":"Field","name":{"kind":"Name","value":"listsProducts"}},{"kind":"Field","name":{"kind":"Name","value":"isHome"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetail"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductBuyBox"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isShippingFree"}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLabelId"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tierPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"toQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"wineDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alcohol"}},{"kind":"Field","name":{"kind":"Name","value":"residualSugar"}},{"kind":"Field","name":{"kind":"Name","value":"acidity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soil"}},{"kind":"Field","name":{"kind":"Name","value":"cultivation"}},{"kind":"Field","name":{"kind":"Name","value":"peculiarities"}},{"kind":"Field","name":{"kind":"Name","value":"award"}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isSelected"}},{"kind":"Field","name":{"kind":"Name","value":"variantId"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"productNumber"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerName"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionHtml"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductBuyBox"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regularPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LandingPageQuery, LandingPageQueryVariables>;
export const ProductExtrasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductExtras"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"crossSellings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isTopSeller"}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLabelId"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regularPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductExtrasQuery, ProductExtrasQueryVariables>;
export const ProductDetailAddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductDetailAddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartPayloadView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmpty"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"isQuantityChangeable"}},{"kind":"Field","name":{"kind":"Name","value":"isRemovable"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTime"}},{"kind":"Field","name":{"kind":"Name","value":"quantityRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"lineItemId"}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartPayloadView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProductDetailAddToCartMutation, ProductDetailAddToCartMutationVariables>;
export const ProductDetailAddToWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductDetailAddToWishlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToWishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProductDetailAddToWishlistMutation, ProductDetailAddToWishlistMutationVariables>;
export const ProductDetailRemoveFromWishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductDetailRemoveFromWishlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromWishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removedProductId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProductDetailRemoveFromWishlistMutation, ProductDetailRemoveFromWishlistMutationVariables>;
export const ProductDetailWishlistIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductDetailWishlistIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ProductDetailWishlistIdsQuery, ProductDetailWishlistIdsQueryVariables>;
export const FooterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Footer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"footer"},"name":{"kind":"Name","value":"navigation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"FOOTER"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"opensInNewTab"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"opensInNewTab"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"service"},"name":{"kind":"Name","value":"navigation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"SERVICE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"opensInNewTab"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<FooterQuery, FooterQueryVariables>;
export const MainNavigationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MainNavigation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"navigation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"MAIN"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavigationLink"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavigationLink"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NavigationLink"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NavigationLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NavigationEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"opensInNewTab"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<MainNavigationQuery, MainNavigationQueryVariables>;
export const QuickSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuickSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quickSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isTopSeller"}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLabelId"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regularPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QuickSearchQuery, QuickSearchQueryVariables>;
export const SearchPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingFiltersInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"sorting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isTopSeller"}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLabelId"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regularPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"sorting"}},{"kind":"Field","name":{"kind":"Name","value":"sortings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minPrice"}},{"kind":"Field","name":{"kind":"Name","value":"maxPrice"}},{"kind":"Field","name":{"kind":"Name","value":"propertyOptionIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"max"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertyGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayType"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"colorHexCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}}]} as unknown as DocumentNode<SearchPageQuery, SearchPageQueryVariables>;
export const WishlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Wishlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wishlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isTopSeller"}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLabelId"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regularPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WishlistQuery, WishlistQueryVariables>;
export const GuestWishlistProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuestWishlistProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isTopSeller"}},{"kind":"Field","name":{"kind":"Name","value":"nutritionLabelId"}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regularPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referencePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"referenceQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GuestWishlistProductsQuery, GuestWishlistProductsQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isLoggedIn"}},{"kind":"Field","name":{"kind":"Name","value":"isGuest"}},{"kind":"Field","name":{"kind":"Name","value":"cartItemCount"}},{"kind":"Field","name":{"kind":"Name","value":"wishlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isGuest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isoCode"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}}]}}]}}]} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;
export const ShopLanguagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopLanguages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"languages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}}]}}]} as unknown as DocumentNode<ShopLanguagesQuery, ShopLanguagesQueryVariables>;
export const SwitchLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"languageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"languageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"languageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SwitchLanguageMutation, SwitchLanguageMutationVariables>;