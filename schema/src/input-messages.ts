import type { InputCode } from './input-codes.js';

type Texts = Record<'de-DE' | 'en-GB' | 'it-IT' | 'nl-NL' | 'pl-PL', string>;

/** The message of each input code in the shop's five languages (docs/behaviour/validation.md). */
export const INPUT_MESSAGES: Record<InputCode, Texts> = {
  REQUIRED: {
    'de-DE': 'Dieses Feld ist ein Pflichtfeld.',
    'en-GB': 'This field is required.',
    'it-IT': 'Questo campo è obbligatorio.',
    'nl-NL': 'Dit veld is verplicht.',
    'pl-PL': 'To pole jest wymagane.',
  },
  EMAIL_INVALID: {
    'de-DE': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    'en-GB': 'Please enter a valid e-mail address.',
    'it-IT': 'Inserisci un indirizzo e-mail valido.',
    'nl-NL': 'Voer een geldig e-mailadres in.',
    'pl-PL': 'Podaj prawidłowy adres e-mail.',
  },
  PASSWORD_TOO_SHORT: {
    'de-DE': 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    'en-GB': 'The password must be at least 8 characters long.',
    'it-IT': 'La password deve contenere almeno 8 caratteri.',
    'nl-NL': 'Het wachtwoord moet minstens 8 tekens lang zijn.',
    'pl-PL': 'Hasło musi mieć co najmniej 8 znaków.',
  },
  PASSWORDS_DO_NOT_MATCH: {
    'de-DE': 'Die Passwörter stimmen nicht überein.',
    'en-GB': 'The passwords do not match.',
    'it-IT': 'Le password non coincidono.',
    'nl-NL': 'De wachtwoorden komen niet overeen.',
    'pl-PL': 'Hasła nie są zgodne.',
  },
  EMAILS_DO_NOT_MATCH: {
    'de-DE': 'Die E-Mail-Adressen stimmen nicht überein.',
    'en-GB': 'The e-mail addresses do not match.',
    'it-IT': 'Gli indirizzi e-mail non coincidono.',
    'nl-NL': 'De e-mailadressen komen niet overeen.',
    'pl-PL': 'Adresy e-mail nie są zgodne.',
  },
  PHONE_INVALID: {
    'de-DE': 'Falsche Telefonnummer.',
    'en-GB': 'Wrong phone number.',
    'it-IT': 'Numero di telefono errato.',
    'nl-NL': 'Verkeerd telefoonnummer.',
    'pl-PL': 'Nieprawidłowy numer telefonu.',
  },
  COUNTRY_REQUIRED: {
    'de-DE': 'Bitte wählen Sie ein Land aus.',
    'en-GB': 'Please select a country.',
    'it-IT': 'Seleziona un paese.',
    'nl-NL': 'Selecteer een land.',
    'pl-PL': 'Wybierz kraj.',
  },
  SALUTATION_REQUIRED: {
    'de-DE': 'Bitte wählen Sie eine Anrede aus.',
    'en-GB': 'Please select a salutation.',
    'it-IT': 'Seleziona un titolo.',
    'nl-NL': 'Selecteer een aanhef.',
    'pl-PL': 'Wybierz formę grzecznościową.',
  },
  STATE_REQUIRED: {
    'de-DE': 'Bitte wählen Sie ein Bundesland aus.',
    'en-GB': 'Please select a state.',
    'it-IT': 'Seleziona una provincia.',
    'nl-NL': 'Selecteer een provincie.',
    'pl-PL': 'Wybierz województwo.',
  },
  /** `{format}`: an example of the country's zip codes (postal-code.ts), e.g. 12345 or 1234 AB. */
  ZIPCODE_INVALID: {
    'de-DE': 'Bitte geben Sie die Postleitzahl im Format {format} ein.',
    'en-GB': 'Please enter the postcode in the format {format}.',
    'it-IT': 'Inserisci il CAP nel formato {format}.',
    'nl-NL': 'Voer de postcode in met de notatie {format}.',
    'pl-PL': 'Podaj kod pocztowy w formacie {format}.',
  },
  TERMS_NOT_ACCEPTED: {
    'de-DE': 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
    'en-GB': 'Please accept the terms and conditions.',
    'it-IT': 'Accetta i termini e le condizioni.',
    'nl-NL': 'Accepteer de algemene voorwaarden.',
    'pl-PL': 'Zaakceptuj regulamin.',
  },
  AGE_NOT_CONFIRMED: {
    'de-DE': 'Bitte bestätigen Sie, dass Sie volljährig sind (alkoholische Getränke verkaufen wir erst ab 18 Jahren).',
    'en-GB': 'Please confirm that you are of legal age (we sell alcoholic drinks only to persons aged 18 or over).',
    'it-IT': 'Conferma di essere maggiorenne (vendiamo bevande alcoliche solo a persone di almeno 18 anni).',
    'nl-NL':
      'Bevestig dat u meerderjarig bent (wij verkopen alcoholische dranken alleen aan personen van 18 jaar of ouder).',
    'pl-PL':
      'Potwierdź, że jesteś pełnoletni (napoje alkoholowe sprzedajemy wyłącznie osobom, które ukończyły 18 lat).',
  },
  DATA_PROTECTION_NOT_ACCEPTED: {
    'de-DE': 'Bitte füllen Sie das Formular korrekt aus und akzeptieren Sie die Datenschutzbestimmungen.',
    'en-GB': 'Please fill in the form correctly and accept the regulations.',
    'it-IT': 'Compila correttamente il modulo e accetta le norme sulla privacy.',
    'nl-NL': 'Vul het formulier correct in en accepteer de privacyvoorwaarden.',
    'pl-PL': 'Wypełnij poprawnie formularz i zaakceptuj zasady ochrony danych.',
  },
  QUANTITY_OUT_OF_RANGE: {
    'de-DE': 'Bitte wählen Sie eine Menge zwischen 1 und 99.',
    'en-GB': 'Please choose a quantity between 1 and 99.',
    'it-IT': 'Scegli una quantità tra 1 e 99.',
    'nl-NL': 'Kies een aantal tussen 1 en 99.',
    'pl-PL': 'Wybierz ilość od 1 do 99.',
  },
  ID_INVALID: {
    'de-DE': 'Ungültige Kennung.',
    'en-GB': 'Invalid identifier.',
    'it-IT': 'Identificativo non valido.',
    'nl-NL': 'Ongeldige identificatie.',
    'pl-PL': 'Nieprawidłowy identyfikator.',
  },
  TOO_LONG: {
    'de-DE': 'Die Eingabe ist zu lang.',
    'en-GB': 'The input is too long.',
    'it-IT': "L'input è troppo lungo.",
    'nl-NL': 'De invoer is te lang.',
    'pl-PL': 'Wpis jest za długi.',
  },
  /** A web address in a name (Shopware refuses them: spam registrations put links there for the mails). */
  URL_NOT_ALLOWED: {
    'de-DE': 'Bitte geben Sie hier keine Internetadresse ein.',
    'en-GB': 'Please do not enter a web address here.',
    'it-IT': 'Non inserire un indirizzo web in questo campo.',
    'nl-NL': 'Voer hier geen webadres in.',
    'pl-PL': 'Nie wpisuj tutaj adresu internetowego.',
  },
  /** An entry Shopware refused for a reason the shop does not word itself. */
  INPUT_INVALID: {
    'de-DE': 'Bitte überprüfen Sie diese Eingabe.',
    'en-GB': 'Please check this entry.',
    'it-IT': 'Controlla questo dato.',
    'nl-NL': 'Controleer deze invoer.',
    'pl-PL': 'Sprawdź ten wpis.',
  },
};

/** The parameter of an input code inside a refusal's message: `ZIPCODE_INVALID|1234 AB` (zod keeps only a message). */
const PARAMETER_SEPARATOR = '|';

/** A refusal's message that carries the format to name: `ZIPCODE_INVALID|12345`. */
export const withFormat = (code: InputCode, format: string): string => `${code}${PARAMETER_SEPARATOR}${format}`;

/**
 * The text of a refusal's message in a language: an input code (REQUIRED …), or an input code with
 * its format (`withFormat`); undefined for any other text.
 */
export function inputMessage(message: string, locale: keyof Texts): string | undefined {
  const [code, format] = message.split(PARAMETER_SEPARATOR, 2) as [string, string | undefined];
  if (!(code in INPUT_MESSAGES)) return undefined;
  const text = INPUT_MESSAGES[code as InputCode][locale] ?? INPUT_MESSAGES[code as InputCode]['en-GB'];
  return text.replace('{format}', format ?? '');
}
