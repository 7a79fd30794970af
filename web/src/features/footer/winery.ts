/** The estate's contact data as the footer shows it. */
export const WINERY = {
  name: 'Weingut Keller-Brandt',
  street: 'Am Kastanienbusch 7',
  zipCity: '76831 Birkweiler',
  phone: '+49 6345 12345-0',
  phoneHref: 'tel:+496345123450',
  email: 'info@weingut-keller-brandt.de',
  instagram: 'https://www.instagram.com/weingut.keller.brandt/',
  facebook: 'https://www.facebook.com/weingut.keller.brandt/',
} as const;
