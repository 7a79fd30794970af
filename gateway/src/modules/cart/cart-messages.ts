import type { Messages } from '../../errors/error-catalogue.js';

/**
 * Shopware's cart errors the shop words itself, by messageKey, with the error's parameters
 * ({name}, {quantity}, {code}); other keys keep Shopware's own message (docs/behaviour/messages.md).
 */
export const cartErrorMessages: Record<string, Messages> = {
  'product-stock-reached': {
    'de-DE': 'Das Produkt {name} ist nur noch {quantity} Mal verfügbar.',
    'en-GB': 'The product {name} is only available {quantity} times.',
    'it-IT': 'Il prodotto {name} è disponibile solo {quantity} volte.',
    'nl-NL': 'Het product {name} is nog maar {quantity} keer beschikbaar.',
    'pl-PL': 'Produkt {name} jest dostępny tylko {quantity} razy.',
  },
  'product-out-of-stock': {
    'de-DE': 'Das Produkt {name} ist nicht mehr verfügbar.',
    'en-GB': 'The product {name} is no longer available.',
    'it-IT': 'Il prodotto {name} non è più disponibile.',
    'nl-NL': 'Het product {name} is niet meer beschikbaar.',
    'pl-PL': 'Produkt {name} nie jest już dostępny.',
  },
  'product-not-found': {
    'de-DE': 'Das Produkt wurde nicht gefunden.',
    'en-GB': 'The product could not be found.',
    'it-IT': 'Il prodotto non è stato trovato.',
    'nl-NL': 'Het product is niet gevonden.',
    'pl-PL': 'Nie znaleziono produktu.',
  },
  'min-order-quantity': {
    'de-DE': 'Die Menge von {name} lag unter der Mindestbestellmenge und wurde auf {quantity} erhöht.',
    'en-GB':
      'The quantity of product {name} did not meet the minimum order quantity threshold. The quantity has automatically been increased to {quantity}.',
    'it-IT': 'La quantità di {name} era inferiore alla quantità minima d’ordine ed è stata aumentata a {quantity}.',
    'nl-NL': 'De hoeveelheid van {name} lag onder de minimale bestelhoeveelheid en is verhoogd naar {quantity}.',
    'pl-PL': 'Ilość produktu {name} była poniżej minimalnej ilości zamówienia i została zwiększona do {quantity}.',
  },
  'purchase-steps-quantity': {
    'de-DE': 'Die Menge von {name} passt nicht zu den Verkaufseinheiten und wurde auf {quantity} geändert.',
    'en-GB': 'Your input quantity does not match with the setup of the {name}. The quantity was changed to {quantity}.',
    'it-IT': 'La quantità di {name} non corrisponde alle unità di vendita ed è stata modificata in {quantity}.',
    'nl-NL': 'De hoeveelheid van {name} past niet bij de verkoopeenheden en is gewijzigd in {quantity}.',
    'pl-PL': 'Ilość produktu {name} nie pasuje do jednostek sprzedaży i została zmieniona na {quantity}.',
  },
  'promotion-not-found': {
    'de-DE': 'Der Aktionscode existiert nicht.',
    'en-GB': 'Promotion code does not exist',
    'it-IT': 'Il codice promozionale non esiste.',
    'nl-NL': 'De kortingscode bestaat niet.',
    'pl-PL': 'Kod promocyjny nie istnieje.',
  },
  'promotion-discount-added': {
    'de-DE': 'Der Aktionscode wurde erfolgreich hinzugefügt.',
    'en-GB': 'Promotion code added successfully',
    'it-IT': 'Codice promozionale aggiunto correttamente.',
    'nl-NL': 'De kortingscode is toegevoegd.',
    'pl-PL': 'Kod promocyjny został dodany.',
  },
};
// Shopware's PurchaseStepsError has the messageKey purchase-steps-quantity; older answers say purchase-steps.
cartErrorMessages['purchase-steps'] = cartErrorMessages['purchase-steps-quantity']!;

/** The notifications of the cart mutations (docs/behaviour/messages.md). */
export const cartNotices = {
  addedToCart: {
    'de-DE': '{productName} wurde in den Warenkorb gelegt.',
    'en-GB': '{productName} has been added to cart.',
    'it-IT': '{productName} è stato aggiunto al carrello.',
    'nl-NL': '{productName} is aan de winkelwagen toegevoegd.',
    'pl-PL': '{productName} został dodany do koszyka.',
  },
  promotionNotApplied: {
    'de-DE': 'Der Aktionscode konnte nicht angewendet werden.',
    'en-GB': 'The promotion code could not be applied.',
    'it-IT': 'Non è stato possibile applicare il codice promozionale.',
    'nl-NL': 'De kortingscode kon niet worden toegepast.',
    'pl-PL': 'Nie można było zastosować kodu promocyjnego.',
  },
} satisfies Record<string, Messages>;
