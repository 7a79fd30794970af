import type { RefusalTable } from '../shared/refusals.js';

/** The Store API's refusals of the cart routes, in the shop's words. */
export const cartRefusals: RefusalTable = {
  CHECKOUT__CART_LINE_ITEM_NOT_FOUND: {
    code: 'LINE_ITEM_NOT_FOUND',
    field: 'lineItemId',
    messages: {
      'de-DE': 'Diese Position ist nicht (mehr) im Warenkorb.',
      'en-GB': 'This item is not in the cart (any more).',
      'it-IT': 'Questo articolo non è (più) nel carrello.',
      'nl-NL': 'Dit artikel staat niet (meer) in de winkelwagen.',
      'pl-PL': 'Tej pozycji nie ma (już) w koszyku.',
    },
  },
  CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE: {
    code: 'LINE_ITEM_NOT_CHANGEABLE',
    field: 'lineItemId',
    messages: {
      'de-DE': 'Die Menge dieser Position kann nicht geändert werden.',
      'en-GB': 'The quantity of this item cannot be changed.',
      'it-IT': 'La quantità di questo articolo non può essere modificata.',
      'nl-NL': 'De hoeveelheid van dit artikel kan niet worden gewijzigd.',
      'pl-PL': 'Nie można zmienić ilości tej pozycji.',
    },
  },
};
