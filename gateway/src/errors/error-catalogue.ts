import type { Locale } from '../http/locale.js';

/** A message in the shop's languages; missing languages fall back to en-GB. */
export type Messages = { 'de-DE': string; 'en-GB': string } & Partial<Record<Locale, string>>;

export interface CatalogueEntry {
  /** The stable `extensions.code` clients switch on. */
  code: string;
  messages: Messages;
}

/** The HTTP failures of the Store API, with the spec's error-page texts (spec §8). */
export const httpFailures = {
  404: {
    code: 'NOT_FOUND',
    messages: {
      'de-DE': 'Wir können nicht finden, wonach Sie suchen.',
      'en-GB': "We can't find what you are looking for.",
      'it-IT': 'Non riusciamo a trovare ciò che stai cercando.',
      'nl-NL': 'We kunnen niet vinden wat je zoekt.',
      'pl-PL': 'Nie możemy znaleźć tego, czego szukasz.',
    },
  },
  408: {
    code: 'UPSTREAM_TIMEOUT',
    messages: {
      'de-DE': 'Die Schnittstelle braucht zu lange für eine Antwort.',
      'en-GB': 'The API is taking to long to respond',
      'it-IT': "L'API impiega troppo tempo a rispondere",
      'nl-NL': 'De API doet er te lang over om te antwoorden',
      'pl-PL': 'API zbyt długo nie odpowiada',
    },
  },
  500: {
    code: 'INTERNAL_SERVER_ERROR',
    messages: {
      'de-DE': 'Hoppla, da ist etwas gründlich schiefgegangen :(',
      'en-GB': 'Oops, something went terribly wrong :(',
      'it-IT': 'Ops, qualcosa è andato terribilmente storto :(',
      'nl-NL': 'Oeps, er is iets vreselijk misgegaan :(',
      'pl-PL': 'Ups, coś poszło bardzo nie tak :(',
    },
  },
  502: {
    code: 'BAD_GATEWAY',
    messages: {
      'de-DE': 'Der Server konnte Ihre Anfrage nicht ausführen. Bitte versuchen Sie es in ein paar Sekunden erneut.',
      'en-GB': "Server couldn't complete your request. Please try again in few seconds.",
      'it-IT': 'Il server non ha potuto completare la tua richiesta. Riprova tra qualche secondo.',
      'nl-NL': 'De server kon je verzoek niet voltooien. Probeer het over een paar seconden opnieuw.',
      'pl-PL': 'Serwer nie mógł zrealizować Twojego żądania. Spróbuj ponownie za kilka sekund.',
    },
  },
  503: {
    code: 'SERVICE_UNAVAILABLE',
    messages: {
      'de-DE': 'Der Server ist gerade sehr beschäftigt.',
      'en-GB': 'Server is really busy right now',
      'it-IT': 'Il server è molto occupato in questo momento',
      'nl-NL': 'De server heeft het op dit moment erg druk',
      'pl-PL': 'Serwer jest teraz bardzo zajęty',
    },
  },
} satisfies Record<number, CatalogueEntry>;

const entry = (code: string, de: string, en: string): CatalogueEntry => ({ code, messages: { 'de-DE': de, 'en-GB': en } });

/** Shopware's throttling of the forms, and the gateway's own (security/rate-limiter.ts). */
const rateLimited: CatalogueEntry = {
  code: 'RATE_LIMITED',
  messages: {
    'de-DE': 'Zu viele Anfragen. Bitte warten Sie {seconds} Sekunden.',
    'en-GB': 'Too many requests. Please wait {seconds} seconds.',
    'it-IT': 'Troppe richieste. Attendi {seconds} secondi.',
    'nl-NL': 'Te veel verzoeken. Wacht {seconds} seconden.',
    'pl-PL': 'Zbyt wiele żądań. Poczekaj {seconds} s.',
  },
};

/**
 * Shopware's error codes the shop knows (spec §8), by Shopware code. Codes not listed keep
 * Shopware's own detail and get the code UPSTREAM_<status>.
 */
export const backendCodes: Record<string, CatalogueEntry> = {
  CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND: entry('CUSTOMER_ADDRESS_NOT_FOUND', 'Die Adresse wurde nicht gefunden.', 'Customer address not found.'),
  CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS: entry('INVALID_CREDENTIALS', 'Ungültiger Benutzername und/oder Passwort.', 'Invalid username and/or password.'),
  CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE: entry('ADDRESS_IS_ACTIVE', 'Die Adresse ist aktiv und kann nicht gelöscht werden.', 'Address is active and cannot be deleted.'),
  CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT: entry('ADDRESS_IS_DEFAULT', 'Die Adresse ist eine Standardadresse und kann nicht gelöscht werden.', 'Address is default and cannot be deleted.'),
  CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED: entry('CUSTOMER_ALREADY_CONFIRMED', 'Das Kundenkonto ist bereits bestätigt.', 'Customer already confirmed.'),
  CHECKOUT__CUSTOMER_AUTH_THROTTLED: {
    code: 'CUSTOMER_AUTH_THROTTLED',
    messages: {
      'de-DE': 'Zu viele Anmeldeversuche. Bitte warten Sie {seconds} Sekunden.',
      'en-GB': 'Too many login attempts. Please wait {seconds} seconds.',
      'it-IT': 'Troppi tentativi di accesso. Attendi {seconds} secondi.',
      'nl-NL': 'Te veel aanmeldpogingen. Wacht {seconds} seconden.',
      'pl-PL': 'Zbyt wiele prób logowania. Poczekaj {seconds} s.',
    },
  },
  CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND: entry('CUSTOMER_GROUP_REGISTRATION_NOT_FOUND', 'Die Registrierung für diese Kundengruppe wurde nicht gefunden.', 'Customer group registration not found.'),
  CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH: entry('CUSTOMER_NOT_FOUND_BY_HASH', 'Zu diesem Link wurde kein Kunde gefunden.', 'No customer for hash.'),
  CHECKOUT__CUSTOMER_NOT_FOUND_BY_ID: entry('CUSTOMER_NOT_FOUND_BY_ID', 'Zu dieser ID wurde kein Kunde gefunden.', 'No matching customer by id.'),
  CHECKOUT__CUSTOMER_NOT_FOUND: entry('CUSTOMER_NOT_FOUND', 'Es wurde kein passender Kunde gefunden.', 'No matching customer found.'),
  CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED: entry('RECOVERY_HASH_EXPIRED', 'Der Link zum Zurücksetzen des Passworts ist abgelaufen.', 'Recovery hash expired.'),
  CHECKOUT__WISHLIST_IS_NOT_ACTIVATED: entry('WISHLIST_NOT_ACTIVATED', 'Der Merkzettel ist nicht aktiviert.', 'Wishlist not activated.'),
  CHECKOUT__WISHLIST_NOT_FOUND: entry('WISHLIST_NOT_FOUND', 'Für diesen Kunden gibt es keinen Merkzettel.', 'Wishlist not found for customer.'),
  CHECKOUT__DUPLICATE_WISHLIST_PRODUCT: entry('WISHLIST_PRODUCT_DUPLICATE', 'Das Produkt ist bereits auf dem Merkzettel.', 'Product already in wishlist.'),
  CHECKOUT__CUSTOMER_IS_INACTIVE: entry('CUSTOMER_INACTIVE', 'Das Kundenkonto ist inaktiv.', 'Customer inactive.'),
  CHECKOUT__LEGACY_PASSWORD_ENCODER_NOT_FOUND: entry('LEGACY_PASSWORD_ENCODER_NOT_FOUND', 'Das Passwortverfahren dieses Kontos wird nicht unterstützt.', 'Legacy password encoder not found.'),
  CHECKOUT__NO_HASH_PROVIDED: entry('HASH_EMPTY', 'Es wurde kein Bestätigungscode übergeben.', 'Given hash is empty.'),
  CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND: entry('WISHLIST_PRODUCT_NOT_FOUND', 'Das Produkt ist nicht auf dem Merkzettel.', 'Wishlist product not found.'),
  CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED: entry('EMAIL_NOT_CONFIRMED', 'Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte versuchen Sie es erneut.', 'Email not confirmed, try again.'),
  CHECKOUT__CUSTOMER_NOT_LOGGED_IN: entry('UNAUTHENTICATED', 'Bitte melden Sie sich an.', 'Please log in.'),
  CONTENT__PRODUCT_NOT_FOUND: entry('NOT_FOUND', httpFailures[404].messages['de-DE'], httpFailures[404].messages['en-GB']),
  CONTENT__CATEGORY_NOT_FOUND: entry('NOT_FOUND', httpFailures[404].messages['de-DE'], httpFailures[404].messages['en-GB']),
  CONTENT__PRODUCT_VARIANT_NOT_FOUND: entry('PRODUCT_VARIANT_NOT_FOUND', 'Für die gewählten Optionen ist kein Produkt verfügbar.', 'No product available for the selected options.'),
  CHECKOUT__CART_EMPTY: entry('ORDER_NOT_PLACEABLE', 'Die Bestellung kann nicht aufgegeben werden. Bitte versuchen Sie es später erneut oder prüfen Sie den vorherigen Schritt.', 'Order cannot be placed. Try again later or check the previous step.'),
  CHECKOUT__CART_INVALID: entry('ORDER_NOT_PLACEABLE', 'Die Bestellung kann nicht aufgegeben werden. Bitte versuchen Sie es später erneut oder prüfen Sie den vorherigen Schritt.', 'Order cannot be placed. Try again later or check the previous step.'),
  CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED: entry('ORDER_NOT_PAID', 'Die Bestellung wurde nicht bezahlt.', 'Order was not paid.'),
  FRAMEWORK__RATE_LIMIT_EXCEEDED: rateLimited,
  // Account, newsletter: Shopware 6.7's not-logged-in code and the newsletter's own refusals.
  FRAMEWORK__ROUTING_CUSTOMER_NOT_LOGGED_IN: entry('UNAUTHENTICATED', 'Bitte melden Sie sich an.', 'Please log in.'),
  CONTENT__NEWSLETTER_RECIPIENT_THROTTLED: rateLimited,
  CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND: entry('NEWSLETTER_RECIPIENT_NOT_FOUND', 'Für diese E-Mail-Adresse gibt es kein Newsletter-Abonnement.', 'There is no newsletter subscription for this e-mail address.'),
  CHECKOUT__CUSTOMER_COUNTRY_NOT_FOUND: entry('COUNTRY_NOT_FOUND', 'Das Land wurde nicht gefunden.', 'Country not found.'),
};

/** The other messages of the spec's catalogue that the gateway raises itself. */
export const gatewayMessages = {
  paymentStatusError: entry('PAYMENT_STATUS_ERROR', 'Beim Prüfen des Zahlungsstatus ist ein Fehler aufgetreten.', 'Error while checking payment status.'),
  cannotPlaceOrder: entry('CANNOT_PLACE_ORDER', 'Sie können die Bestellung nicht aufgeben.', 'You can not place the order.'),
  addressesDoNotMatch: entry('ADDRESSES_DO_NOT_MATCH', 'Liefer- und Rechnungsadresse stimmen nicht überein.', 'Shipping and billing address do not match.'),
  unauthenticated: backendCodes.CHECKOUT__CUSTOMER_NOT_LOGGED_IN!,
} satisfies Record<string, CatalogueEntry>;

/** The message for a locale, with `{name}` placeholders filled; en-GB when the locale has none. */
export function messageFor(messages: Messages, locale: Locale, parameters: Record<string, unknown> = {}): string {
  const template = messages[locale] ?? messages['en-GB'];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in parameters ? String(parameters[name]) : whole));
}
