import type { Messages } from '../../errors/error-catalogue.js';
import { NotificationType, type Notification } from '../shared/notification.type.js';

/** A success toast. */
export const success = (message: string): Notification => ({ type: NotificationType.SUCCESS, message });

/** The account's notifications (docs/behaviour/messages.md) and its own refusals, in the shop's five languages. */
export const accountMessages = {
  registered: {
    'de-DE': 'Herzlichen Glückwunsch! Sie haben sich erfolgreich registriert.',
    'en-GB': 'Congratulations! You have been successfully registered.',
    'it-IT': 'Congratulazioni! La registrazione è avvenuta con successo.',
    'nl-NL': 'Gefeliciteerd! U bent succesvol geregistreerd.',
    'pl-PL': 'Gratulacje! Rejestracja przebiegła pomyślnie.',
  },
  registeredConfirmEmail: {
    'de-DE':
      'Herzlichen Glückwunsch! Sie haben sich erfolgreich registriert. Bitte prüfen Sie Ihre E-Mails und bestätigen Sie Ihr Konto.',
    'en-GB': 'Congratulations! You have been successfully registered. Check your email and confirm you account.',
    'it-IT': "Congratulazioni! La registrazione è avvenuta con successo. Controlla la tua e-mail e conferma l'account.",
    'nl-NL': 'Gefeliciteerd! U bent succesvol geregistreerd. Controleer uw e-mail en bevestig uw account.',
    'pl-PL': 'Gratulacje! Rejestracja przebiegła pomyślnie. Sprawdź pocztę e-mail i potwierdź konto.',
  },
  loggedOut: {
    'de-DE': 'Sie haben sich erfolgreich abgemeldet.',
    'en-GB': 'You have been successfully logged out.',
    'it-IT': 'Logout effettuato con successo.',
    'nl-NL': 'U bent succesvol uitgelogd.',
    'pl-PL': 'Wylogowano pomyślnie.',
  },
  addedToWishlist: {
    'de-DE': '{productName} wurde zum Merkzettel hinzugefügt.',
    'en-GB': '{productName} has been added to wishlist.',
    'it-IT': '{productName} è stato aggiunto alla lista dei desideri.',
    'nl-NL': '{productName} is aan de verlanglijst toegevoegd.',
    'pl-PL': '{productName} dodano do listy życzeń.',
  },
  confirmationLinkInvalid: {
    'de-DE': 'Der Bestätigungslink ist ungültig.',
    'en-GB': 'The confirmation link is invalid.',
    'it-IT': 'Il link di conferma non è valido.',
    'nl-NL': 'De bevestigingslink is ongeldig.',
    'pl-PL': 'Link potwierdzający jest nieprawidłowy.',
  },
} satisfies Record<string, Messages>;
