import type { Locale } from '../http/locale.js';
import type { UserError } from '../modules/shared/user-error.type.js';

/** A message in all of the shop's languages: a table that leaves one out does not compile. */
export type Messages = Record<Locale, string>;

export interface CatalogueEntry {
  /** The stable `extensions.code` clients switch on. */
  code: string;
  messages: Messages;
}

/** The HTTP failures of the Store API, with the error page's texts (docs/behaviour/errors.md). */
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

const entry = (code: string, messages: Messages): CatalogueEntry => ({ code, messages });

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

const unauthenticated = entry('UNAUTHENTICATED', {
  'de-DE': 'Bitte melden Sie sich an.',
  'en-GB': 'Please log in.',
  'it-IT': 'Accedi per continuare.',
  'nl-NL': 'Log in om verder te gaan.',
  'pl-PL': 'Zaloguj się, aby kontynuować.',
});

const notFound = entry('NOT_FOUND', httpFailures[404].messages);

const orderNotPlaceable = entry('ORDER_NOT_PLACEABLE', {
  'de-DE':
    'Die Bestellung kann nicht aufgegeben werden. Bitte versuchen Sie es später erneut oder prüfen Sie den vorherigen Schritt.',
  'en-GB': 'Order cannot be placed. Try again later or check the previous step.',
  'it-IT': "Non è possibile effettuare l'ordine. Riprova più tardi o controlla il passaggio precedente.",
  'nl-NL': 'De bestelling kan niet worden geplaatst. Probeer het later opnieuw of controleer de vorige stap.',
  'pl-PL': 'Nie można złożyć zamówienia. Spróbuj ponownie później lub sprawdź poprzedni krok.',
});

/**
 * Shopware's error codes the shop knows (docs/behaviour/messages.md), by Shopware code. Codes not listed keep
 * Shopware's own detail and get the code UPSTREAM_<status>.
 */
export const backendCodes: Record<string, CatalogueEntry> = {
  CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND: entry('CUSTOMER_ADDRESS_NOT_FOUND', {
    'de-DE': 'Die Adresse wurde nicht gefunden.',
    'en-GB': 'Customer address not found.',
    'it-IT': "L'indirizzo non è stato trovato.",
    'nl-NL': 'Het adres is niet gevonden.',
    'pl-PL': 'Nie znaleziono adresu.',
  }),
  CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS: entry('INVALID_CREDENTIALS', {
    'de-DE': 'Ungültiger Benutzername und/oder Passwort.',
    'en-GB': 'Invalid username and/or password.',
    'it-IT': 'Nome utente e/o password non validi.',
    'nl-NL': 'Ongeldige gebruikersnaam en/of wachtwoord.',
    'pl-PL': 'Nieprawidłowa nazwa użytkownika i/lub hasło.',
  }),
  CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE: entry('ADDRESS_IS_ACTIVE', {
    'de-DE': 'Die Adresse ist aktiv und kann nicht gelöscht werden.',
    'en-GB': 'Address is active and cannot be deleted.',
    'it-IT': "L'indirizzo è attivo e non può essere eliminato.",
    'nl-NL': 'Het adres is actief en kan niet worden verwijderd.',
    'pl-PL': 'Adres jest aktywny i nie można go usunąć.',
  }),
  CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT: entry('ADDRESS_IS_DEFAULT', {
    'de-DE': 'Die Adresse ist eine Standardadresse und kann nicht gelöscht werden.',
    'en-GB': 'Address is default and cannot be deleted.',
    'it-IT': "L'indirizzo è predefinito e non può essere eliminato.",
    'nl-NL': 'Het adres is een standaardadres en kan niet worden verwijderd.',
    'pl-PL': 'Adres jest adresem domyślnym i nie można go usunąć.',
  }),
  CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED: entry('CUSTOMER_ALREADY_CONFIRMED', {
    'de-DE': 'Das Kundenkonto ist bereits bestätigt.',
    'en-GB': 'Customer already confirmed.',
    'it-IT': "L'account cliente è già confermato.",
    'nl-NL': 'Het klantaccount is al bevestigd.',
    'pl-PL': 'Konto klienta jest już potwierdzone.',
  }),
  CHECKOUT__CUSTOMER_AUTH_THROTTLED: entry('CUSTOMER_AUTH_THROTTLED', {
    'de-DE': 'Zu viele Anmeldeversuche. Bitte warten Sie {seconds} Sekunden.',
    'en-GB': 'Too many login attempts. Please wait {seconds} seconds.',
    'it-IT': 'Troppi tentativi di accesso. Attendi {seconds} secondi.',
    'nl-NL': 'Te veel aanmeldpogingen. Wacht {seconds} seconden.',
    'pl-PL': 'Zbyt wiele prób logowania. Poczekaj {seconds} s.',
  }),
  CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND: entry('CUSTOMER_GROUP_REGISTRATION_NOT_FOUND', {
    'de-DE': 'Die Registrierung für diese Kundengruppe wurde nicht gefunden.',
    'en-GB': 'Customer group registration not found.',
    'it-IT': 'La registrazione per questo gruppo di clienti non è stata trovata.',
    'nl-NL': 'De registratie voor deze klantgroep is niet gevonden.',
    'pl-PL': 'Nie znaleziono rejestracji dla tej grupy klientów.',
  }),
  CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH: entry('CUSTOMER_NOT_FOUND_BY_HASH', {
    'de-DE': 'Zu diesem Link wurde kein Kunde gefunden.',
    'en-GB': 'No customer for hash.',
    'it-IT': 'Nessun cliente trovato per questo link.',
    'nl-NL': 'Er is geen klant gevonden bij deze link.',
    'pl-PL': 'Nie znaleziono klienta dla tego linku.',
  }),
  CHECKOUT__CUSTOMER_NOT_FOUND_BY_ID: entry('CUSTOMER_NOT_FOUND_BY_ID', {
    'de-DE': 'Zu dieser ID wurde kein Kunde gefunden.',
    'en-GB': 'No matching customer by id.',
    'it-IT': 'Nessun cliente trovato con questo ID.',
    'nl-NL': 'Er is geen klant gevonden met deze ID.',
    'pl-PL': 'Nie znaleziono klienta o tym identyfikatorze.',
  }),
  CHECKOUT__CUSTOMER_NOT_FOUND: entry('CUSTOMER_NOT_FOUND', {
    'de-DE': 'Es wurde kein passender Kunde gefunden.',
    'en-GB': 'No matching customer found.',
    'it-IT': 'Nessun cliente corrispondente trovato.',
    'nl-NL': 'Er is geen overeenkomende klant gevonden.',
    'pl-PL': 'Nie znaleziono pasującego klienta.',
  }),
  CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED: entry('RECOVERY_HASH_EXPIRED', {
    'de-DE': 'Der Link zum Zurücksetzen des Passworts ist abgelaufen.',
    'en-GB': 'Recovery hash expired.',
    'it-IT': 'Il link per reimpostare la password è scaduto.',
    'nl-NL': 'De link om uw wachtwoord te herstellen is verlopen.',
    'pl-PL': 'Link do resetowania hasła wygasł.',
  }),
  CHECKOUT__WISHLIST_IS_NOT_ACTIVATED: entry('WISHLIST_NOT_ACTIVATED', {
    'de-DE': 'Der Merkzettel ist nicht aktiviert.',
    'en-GB': 'Wishlist not activated.',
    'it-IT': 'La lista dei desideri non è attivata.',
    'nl-NL': 'De verlanglijst is niet geactiveerd.',
    'pl-PL': 'Lista życzeń nie jest włączona.',
  }),
  CHECKOUT__WISHLIST_NOT_FOUND: entry('WISHLIST_NOT_FOUND', {
    'de-DE': 'Für diesen Kunden gibt es keinen Merkzettel.',
    'en-GB': 'Wishlist not found for customer.',
    'it-IT': 'Per questo cliente non esiste una lista dei desideri.',
    'nl-NL': 'Voor deze klant bestaat geen verlanglijst.',
    'pl-PL': 'Ten klient nie ma listy życzeń.',
  }),
  CHECKOUT__DUPLICATE_WISHLIST_PRODUCT: entry('WISHLIST_PRODUCT_DUPLICATE', {
    'de-DE': 'Das Produkt ist bereits auf dem Merkzettel.',
    'en-GB': 'Product already in wishlist.',
    'it-IT': 'Il prodotto è già nella lista dei desideri.',
    'nl-NL': 'Het product staat al op de verlanglijst.',
    'pl-PL': 'Produkt jest już na liście życzeń.',
  }),
  CHECKOUT__CUSTOMER_IS_INACTIVE: entry('CUSTOMER_INACTIVE', {
    'de-DE': 'Das Kundenkonto ist inaktiv.',
    'en-GB': 'Customer inactive.',
    'it-IT': "L'account cliente non è attivo.",
    'nl-NL': 'Het klantaccount is niet actief.',
    'pl-PL': 'Konto klienta jest nieaktywne.',
  }),
  CHECKOUT__LEGACY_PASSWORD_ENCODER_NOT_FOUND: entry('LEGACY_PASSWORD_ENCODER_NOT_FOUND', {
    'de-DE': 'Das Passwortverfahren dieses Kontos wird nicht unterstützt.',
    'en-GB': 'Legacy password encoder not found.',
    'it-IT': 'Il metodo di codifica della password di questo account non è supportato.',
    'nl-NL': 'De wachtwoordcodering van dit account wordt niet ondersteund.',
    'pl-PL': 'Sposób zapisu hasła tego konta nie jest obsługiwany.',
  }),
  CHECKOUT__NO_HASH_PROVIDED: entry('HASH_EMPTY', {
    'de-DE': 'Es wurde kein Bestätigungscode übergeben.',
    'en-GB': 'Given hash is empty.',
    'it-IT': 'Non è stato fornito alcun codice di conferma.',
    'nl-NL': 'Er is geen bevestigingscode meegegeven.',
    'pl-PL': 'Nie podano kodu potwierdzającego.',
  }),
  CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND: entry('WISHLIST_PRODUCT_NOT_FOUND', {
    'de-DE': 'Das Produkt ist nicht auf dem Merkzettel.',
    'en-GB': 'Wishlist product not found.',
    'it-IT': 'Il prodotto non è nella lista dei desideri.',
    'nl-NL': 'Het product staat niet op de verlanglijst.',
    'pl-PL': 'Tego produktu nie ma na liście życzeń.',
  }),
  CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED: entry('EMAIL_NOT_CONFIRMED', {
    'de-DE': 'Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte versuchen Sie es erneut.',
    'en-GB': 'Email not confirmed, try again.',
    'it-IT': 'Il tuo indirizzo e-mail non è ancora confermato. Riprova.',
    'nl-NL': 'Uw e-mailadres is nog niet bevestigd. Probeer het opnieuw.',
    'pl-PL': 'Twój adres e-mail nie został jeszcze potwierdzony. Spróbuj ponownie.',
  }),
  CHECKOUT__CUSTOMER_NOT_LOGGED_IN: unauthenticated,
  CONTENT__PRODUCT_NOT_FOUND: notFound,
  CONTENT__CATEGORY_NOT_FOUND: notFound,
  CONTENT__PRODUCT_VARIANT_NOT_FOUND: entry('PRODUCT_VARIANT_NOT_FOUND', {
    'de-DE': 'Für die gewählten Optionen ist kein Produkt verfügbar.',
    'en-GB': 'No product available for the selected options.',
    'it-IT': 'Nessun prodotto disponibile per le opzioni selezionate.',
    'nl-NL': 'Er is geen product beschikbaar voor de gekozen opties.',
    'pl-PL': 'Dla wybranych opcji nie ma dostępnego produktu.',
  }),
  CHECKOUT__CART_EMPTY: orderNotPlaceable,
  CHECKOUT__CART_INVALID: orderNotPlaceable,
  CHECKOUT__SYNC_PAYMENT_PROCESS_INTERRUPTED: entry('ORDER_NOT_PAID', {
    'de-DE': 'Die Bestellung wurde nicht bezahlt.',
    'en-GB': 'Order was not paid.',
    'it-IT': "L'ordine non è stato pagato.",
    'nl-NL': 'De bestelling is niet betaald.',
    'pl-PL': 'Zamówienie nie zostało opłacone.',
  }),
  FRAMEWORK__RATE_LIMIT_EXCEEDED: rateLimited,
  // Account, newsletter: Shopware 6.7's not-logged-in code and the newsletter's own refusals.
  FRAMEWORK__ROUTING_CUSTOMER_NOT_LOGGED_IN: unauthenticated,
  CONTENT__NEWSLETTER_RECIPIENT_THROTTLED: rateLimited,
  CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND: entry('NEWSLETTER_RECIPIENT_NOT_FOUND', {
    'de-DE': 'Für diese E-Mail-Adresse gibt es kein Newsletter-Abonnement.',
    'en-GB': 'There is no newsletter subscription for this e-mail address.',
    'it-IT': "Per questo indirizzo e-mail non c'è alcuna iscrizione alla newsletter.",
    'nl-NL': 'Dit e-mailadres is niet geabonneerd op de nieuwsbrief.',
    'pl-PL': 'Ten adres e-mail nie jest zapisany do newslettera.',
  }),
  CHECKOUT__CUSTOMER_COUNTRY_NOT_FOUND: entry('COUNTRY_NOT_FOUND', {
    'de-DE': 'Das Land wurde nicht gefunden.',
    'en-GB': 'Country not found.',
    'it-IT': 'Il paese non è stato trovato.',
    'nl-NL': 'Het land is niet gevonden.',
    'pl-PL': 'Nie znaleziono kraju.',
  }),
};

/** The gateway's own messages (docs/behaviour/messages.md). */
export const gatewayMessages = {
  paymentStatusError: entry('PAYMENT_STATUS_ERROR', {
    'de-DE': 'Beim Prüfen des Zahlungsstatus ist ein Fehler aufgetreten.',
    'en-GB': 'Error while checking payment status.',
    'it-IT': 'Si è verificato un errore durante la verifica dello stato del pagamento.',
    'nl-NL': 'Er is een fout opgetreden bij het controleren van de betaalstatus.',
    'pl-PL': 'Wystąpił błąd podczas sprawdzania statusu płatności.',
  }),
  cannotPlaceOrder: entry('CANNOT_PLACE_ORDER', {
    'de-DE': 'Sie können die Bestellung nicht aufgeben.',
    'en-GB': 'You can not place the order.',
    'it-IT': "Non puoi effettuare l'ordine.",
    'nl-NL': 'U kunt de bestelling niet plaatsen.',
    'pl-PL': 'Nie możesz złożyć zamówienia.',
  }),
  addressesDoNotMatch: entry('ADDRESSES_DO_NOT_MATCH', {
    'de-DE': 'Liefer- und Rechnungsadresse stimmen nicht überein.',
    'en-GB': 'Shipping and billing address do not match.',
    'it-IT': "L'indirizzo di spedizione e quello di fatturazione non coincidono.",
    'nl-NL': 'Afleveradres en factuuradres komen niet overeen.',
    'pl-PL': 'Adres dostawy i adres rozliczeniowy nie są zgodne.',
  }),
  unauthenticated,
} satisfies Record<string, CatalogueEntry>;

/** A catalogue entry as a refusal of `field` (null: of the whole input), in the locale's words. */
export function userErrorOf({ code, messages }: CatalogueEntry, field: string | null, locale: Locale): UserError {
  return { field, code, message: messageFor(messages, locale) };
}

/** The message for a locale, with `{name}` placeholders filled; en-GB should an untyped caller pass an unknown locale. */
export function messageFor(messages: Messages, locale: Locale, parameters: Record<string, unknown> = {}): string {
  const template = messages[locale] ?? messages['en-GB'];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in parameters ? String(parameters[name]) : whole,
  );
}
