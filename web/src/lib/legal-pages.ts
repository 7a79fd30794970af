/**
 * The shop's legal pages (Shopware shopping-experience pages in the footer's 'Informationen'
 * column), linked from the checkout and the forms; they open in a new tab so that no form is left.
 */
export const LEGAL_PAGES = {
  terms: '/Informationen/AGB/',
  privacy: '/Informationen/Datenschutz/',
  withdrawal: '/Informationen/Widerrufsbelehrung/',
  minors: '/Informationen/Jugendschutz/',
} as const;
