/** Sekt (traditional bottle fermentation), tasting packages of six bottles and the gift voucher. */
import { stableId } from '../../catalogue/ids.js';
import type { SeedNutrition, SeedProduct } from '../catalogue-types.js';

/**
 * A link of the administration's text editor to a product or category, as Shopware stores it in a
 * description: the placeholder `124c71d524604ccbad6042edce3ac799/<detail|navigation>/<id>#`, which the
 * Storefront's SeoUrlPlaceholderHandler replaces and the Store API leaves as it is.
 */
const internalLink = (route: 'detail' | 'navigation', id: string, text: string) =>
  `<a href="124c71d524604ccbad6042edce3ac799/${route}/${id}#" target="_self" rel="noreferrer noopener">${text}</a>`;

const FLASCHENGAERUNG = 'Handlese, ökologischer Anbau, traditionelle Flaschengärung';

/** Ingredients as printed on the e-label of our Sekte (dosage with cane sugar). */
const SEKT_INGREDIENTS = 'Trauben, Konservierungsstoff: Sulfite; Saccharose (Tirage- und Fülldosage)';

const rieslingSektNutrition: SeedNutrition = {
  labelId: 'kb-nl-c28e74',
  energyKj: 290,
  energyKcal: 70,
  fat: 0,
  saturatedFat: 0,
  carbohydrates: 0.9,
  sugar: 0.8,
  protein: 0,
  salt: 0,
  ingredients: SEKT_INGREDIENTS,
  allergens: 'Enthält Sulfite',
};

export const sparklingWines: SeedProduct[] = [
  {
    key: 'riesling-sekt-brut-2021',
    productNumber: 'WB-S-4001',
    name: 'Riesling Sekt brut 2021',
    description:
      '<p>Unser Winzersekt aus Riesling reifte 24 Monate auf der Hefe, bevor er von Hand gerüttelt und degorgiert wurde. Feine, cremige Perlage, Aromen von grünem Apfel, Zitrone und Brioche und ein knackig-frischer Abgang.</p><ul><li>Traditionelle Flaschengärung</li><li>Degorgiert nach 24 Monaten Hefelager</li></ul>',
    translations: {
      'en-GB': {
        name: 'Riesling Sekt brut 2021',
        description:
          '<p>Our Riesling sparkling wine spent 24 months on the lees before being riddled by hand and disgorged. Fine, creamy mousse, green apple, lemon and brioche, with a crisp, fresh finish. Traditional bottle fermentation.</p>',
      },
    },
    metaTitle: 'Riesling Sekt brut 2021 | Winzersekt aus Birkweiler',
    metaDescription:
      'Riesling-Winzersekt in traditioneller Flaschengärung, 24 Monate Hefelager – feinperlig, frisch und brut.',
    keywords: 'Winzersekt, Riesling Sekt, brut, Flaschengärung, Pfalz',
    art: {
      kind: 'bottle',
      style: 'sparkling',
      label: 'Riesling Sekt',
      sublabel: 'brut',
      alt: 'Sektflasche Riesling Sekt brut mit goldener Kapsel',
    },
    gallery: [
      {
        kind: 'scene',
        style: 'cellar',
        label: 'Rüttelpult',
        sublabel: 'von Hand gerüttelt',
        alt: 'Sektflaschen kopfüber im hölzernen Rüttelpult',
      },
    ],
    price: 15.9,
    purchaseUnit: 0.75,
    stock: 240,
    isCloseout: false,
    markAsTopseller: true,
    releasedDaysAgo: 450,
    sales: 1320,
    properties: {
      weinart: 'Sekt',
      rebsorte: ['Riesling'],
      geschmack: 'brut',
      jahrgang: '2021',
      lage: 'Birkweiler',
      qualitaetsstufe: 'Sekt b.A.',
      boden: 'Buntsandstein',
    },
    wine: {
      alcohol: 12.0,
      residualSugar: 8.0,
      acidity: 7.4,
      soil: 'Buntsandstein',
      cultivation: FLASCHENGAERUNG,
      peculiarities: 'Früh gelesene Trauben, Grundwein im Holzfass, 24 Monate Hefelager, von Hand gerüttelt.',
      award: 'Gold – Landesweinprämierung Rheinland-Pfalz 2024',
      recommendation: 'Als Aperitif, zu Austern, Räucherlachs oder Spargel-Quiche.',
    },
    nutrition: rieslingSektNutrition,
    categories: ['sekt-weiss'],
    deliveryTime: 'express',
    reviews: [
      {
        title: 'Besser als mancher Champagner',
        content: 'Feine Perlage, schöne Hefenoten, knackig frisch. Unser Silvester-Sekt.',
        points: 5,
        author: 'Andrea K.',
        daysAgo: 25,
      },
      {
        title: 'Toller Winzersekt',
        content: 'Sehr elegant, nicht zu trocken. Kam schnell und gut verpackt an.',
        points: 5,
        author: 'Wolfgang F.',
        daysAgo: 130,
      },
      {
        title: 'Etwas herb',
        content: 'Qualität stimmt, für unseren Geschmack aber etwas zu säurebetont.',
        points: 3,
        author: 'Birgit L.',
        daysAgo: 380,
      },
    ],
    crossSellings: [
      {
        name: 'Passt dazu',
        productKeys: [
          'spaetburgunder-rose-sekt-brut-2022',
          'weissburgunder-sekt-extra-brut-2021',
          'muskateller-sekt-trocken-2023',
        ],
      },
    ],
  },
  {
    key: 'pinot-sekt-brut-nature-2019',
    productNumber: 'WB-S-4002',
    name: 'Pinot Sekt Mandelberg brut nature 2019',
    description:
      '<p>Unser Spitzensekt: Spätburgunder und Chardonnay vom Muschelkalk des Mandelbergs, 48 Monate auf der Hefe gereift und ohne Dosage gefüllt. Nussig, kreidig, mit Noten von Brioche, Zitronenzeste und gerösteten Mandeln – ein Sekt mit der Tiefe eines großen Weins.</p>',
    art: {
      kind: 'bottle',
      style: 'sparkling',
      label: 'Mandelberg',
      sublabel: 'brut nature',
      alt: 'Sektflasche Pinot Sekt Mandelberg brut nature 2019 mit schwarzer Kapsel',
    },
    price: 29.0,
    purchaseUnit: 0.75,
    stock: 0,
    isCloseout: true,
    releasedDaysAgo: 900,
    sales: 260,
    properties: {
      weinart: 'Sekt',
      rebsorte: ['Spätburgunder', 'Chardonnay'],
      geschmack: 'brut nature',
      jahrgang: '2019',
      lage: 'Mandelberg',
      qualitaetsstufe: 'Sekt b.A.',
      boden: 'Muschelkalk',
    },
    wine: {
      alcohol: 12.5,
      residualSugar: 1.0,
      acidity: 6.8,
      soil: 'Muschelkalk',
      cultivation: FLASCHENGAERUNG,
      peculiarities: '48 Monate Hefelager, ohne Dosage degorgiert, nur 1.200 Flaschen.',
      award: 'Falstaff 92 Punkte',
      recommendation: 'Zu Austern, Kaviar, Sashimi oder gereiftem Parmesan.',
    },
    categories: ['lagensekt', 'mandelberg'],
    deliveryTime: 'standard',
  },
  {
    key: 'spaetburgunder-rose-sekt-brut-2022',
    productNumber: 'WB-S-4003',
    name: 'Spätburgunder Rosé Sekt brut 2022',
    description:
      '<p>Zartes Lachsrosa, feine Perlen und Aromen von Himbeere, Walderdbeere und einem Hauch Brioche: Unser Rosé-Sekt aus Spätburgunder ist fruchtig und dennoch elegant-trocken. Der perfekte Begleiter für Feste und Sommerabende.</p>',
    art: {
      kind: 'bottle',
      style: 'sparkling',
      label: 'Rosé Sekt',
      sublabel: 'brut',
      alt: 'Sektflasche Spätburgunder Rosé Sekt brut mit rosafarbener Kapsel',
    },
    price: 16.5,
    purchaseUnit: 0.75,
    stock: 160,
    isCloseout: false,
    releasedDaysAgo: 220,
    sales: 640,
    properties: {
      weinart: 'Sekt',
      rebsorte: ['Spätburgunder'],
      geschmack: 'brut',
      jahrgang: '2022',
      lage: 'Südliche Weinstraße',
      qualitaetsstufe: 'Sekt b.A.',
      boden: 'Löss-Lehm',
    },
    wine: {
      alcohol: 12.0,
      residualSugar: 9.0,
      acidity: 7.0,
      soil: 'Löss-Lehm',
      cultivation: FLASCHENGAERUNG,
      peculiarities: 'Grundwein aus kurz auf der Maische gestandenem Spätburgunder, 15 Monate Hefelager.',
      recommendation: 'Zum Empfang, zu Erdbeer-Tiramisu, Lachstatar oder Ziegenkäse.',
    },
    categories: ['rose-sekt'],
    deliveryTime: 'standard',
  },
  {
    key: 'weissburgunder-sekt-extra-brut-2021',
    productNumber: 'WB-S-4004',
    name: 'Weißburgunder Sekt extra brut 2021',
    description:
      '<p>Weißburgunder vom Kalk bringt Schmelz und Frische in diesen Sekt: Birne, Quitte, Haselnuss und eine feine Hefewürze nach 30 Monaten auf der Hefe. Extra brut, mit minimaler Dosage – straff und elegant.</p><p>Derzeit zum Sonderpreis.</p>',
    art: {
      kind: 'bottle',
      style: 'sparkling',
      label: 'Weißburgunder Sekt',
      sublabel: 'extra brut',
      alt: 'Sektflasche Weißburgunder Sekt extra brut 2021',
    },
    price: 16.9,
    listPrice: 18.9,
    purchaseUnit: 0.75,
    stock: 90,
    isCloseout: false,
    releasedDaysAgo: 500,
    sales: 310,
    properties: {
      weinart: 'Sekt',
      rebsorte: ['Weißburgunder'],
      geschmack: 'extra brut',
      jahrgang: '2021',
      lage: 'Birkweiler',
      qualitaetsstufe: 'Sekt b.A.',
      boden: 'Muschelkalk',
    },
    wine: {
      alcohol: 12.5,
      residualSugar: 4.5,
      acidity: 6.6,
      soil: 'Muschelkalk und Löss',
      cultivation: FLASCHENGAERUNG,
      peculiarities: '30 Monate Hefelager, Dosage mit nur 4 g/l.',
      recommendation: 'Zu Jakobsmuscheln, Tempura, Krustentieren oder Kalbstatar.',
    },
    categories: ['sekt-weiss', 'angebote'],
    deliveryTime: 'standard',
  },
  {
    key: 'muskateller-sekt-trocken-2023',
    productNumber: 'WB-S-4005',
    name: 'Muskateller Sekt trocken 2023',
    description:
      '<p>Neu im Programm: ein duftiger Sekt aus Gelbem Muskateller mit Aromen von Holunderblüte, Muskat und frischen Trauben. Die sanfte Dosage macht ihn zum fruchtigen, unkomplizierten Begleiter für Frühlingsfeste und den Brunch.</p>',
    art: {
      kind: 'bottle',
      style: 'sparkling',
      label: 'Muskateller Sekt',
      sublabel: 'trocken',
      alt: 'Sektflasche Muskateller Sekt trocken mit hellgrüner Kapsel',
    },
    price: 14.0,
    purchaseUnit: 0.75,
    stock: 200,
    isCloseout: false,
    releasedDaysAgo: 5,
    sales: 12,
    properties: {
      weinart: 'Sekt',
      rebsorte: ['Gelber Muskateller'],
      geschmack: 'trocken',
      jahrgang: '2023',
      lage: 'Südliche Weinstraße',
      qualitaetsstufe: 'Sekt b.A.',
      boden: 'Buntsandstein',
    },
    wine: {
      alcohol: 11.5,
      residualSugar: 24.0,
      acidity: 6.9,
      soil: 'Buntsandstein',
      cultivation: FLASCHENGAERUNG,
      peculiarities: 'Zwölf Monate Hefelager; beim Sekt bedeutet „trocken“ eine Dosage zwischen 17 und 32 g/l.',
      recommendation: 'Zum Brunch, zu Obstsalat, Erdbeeren oder als Aperitif.',
    },
    nutrition: {
      labelId: 'kb-nl-d39f85',
      energyKj: 306,
      energyKcal: 74,
      fat: 0,
      saturatedFat: 0,
      carbohydrates: 2.5,
      sugar: 2.4,
      protein: 0,
      salt: 0,
      ingredients: SEKT_INGREDIENTS,
      allergens: 'Enthält Sulfite',
    },
    categories: ['sekt-weiss', 'neuheiten'],
    deliveryTime: 'standard',
  },
];

export const tastingPackages: SeedProduct[] = [
  {
    key: 'probierpaket-lagenweine',
    productNumber: 'WB-P-5001',
    name: 'Probierpaket Lagenweine',
    description:
      '<p>Eine Reise durch unsere drei Spitzenlagen in sechs Flaschen: Erleben Sie, wie Rotliegendes, Muschelkalk und Buntsandstein den Charakter der Weine prägen.</p><ul><li>Riesling Rosenberg Erste Lage 2023</li><li>Grauburgunder Rosenberg Erste Lage 2022</li><li>Weißburgunder Mandelberg Große Lage 2022</li><li>Chardonnay Mandelberg Erste Lage 2022</li><li>Spätburgunder Mandelberg Erste Lage 2022</li><li>Cuvée Rotliegendes 2019 (Kastanienbusch)</li></ul><p>Versandkostenfrei, mit Verkostungsnotizen zu jeder Lage.</p>',
    art: {
      kind: 'bottle',
      style: 'package',
      label: 'Lagenweine',
      sublabel: '6 × 0,75 l',
      alt: 'Holzkiste mit sechs Flaschen Lagenwein',
    },
    gallery: [
      {
        kind: 'scene',
        style: 'bottles',
        label: 'Drei Lagen',
        sublabel: 'sechs Weine',
        alt: 'Sechs Lagenweine nebeneinander vor Bodenproben der drei Lagen',
      },
    ],
    price: 119.0,
    purchaseUnit: 4.5,
    stock: 40,
    isCloseout: true,
    shippingFree: true,
    releasedDaysAgo: 200,
    sales: 180,
    properties: {
      weinart: 'Sortiment',
      rebsorte: [
        'Riesling',
        'Grauburgunder',
        'Weißburgunder',
        'Chardonnay',
        'Spätburgunder',
        'Cabernet Sauvignon',
        'Merlot',
      ],
    },
    categories: ['probierpakete'],
    deliveryTime: 'standard',
    reviews: [
      {
        title: 'Tolles Geschenk',
        content: 'Für meinen Vater zum 70. bestellt – die Verkostungsnotizen zu den Böden fand er großartig.',
        points: 5,
        author: 'Kerstin J.',
        daysAgo: 70,
      },
    ],
    crossSellings: [
      {
        name: 'Enthaltene Weine',
        productKeys: [
          'riesling-rosenberg-2023',
          'grauburgunder-rosenberg-2022',
          'weissburgunder-mandelberg-2022',
          'chardonnay-mandelberg-2022',
          'spaetburgunder-mandelberg-2022',
          'cuvee-rotliegendes-2019',
        ],
      },
    ],
  },
  {
    key: 'probierpaket-kennenlernen',
    productNumber: 'WB-P-5002',
    name: 'Kennenlernpaket',
    description: `<p>Der perfekte Einstieg: sechs Weine, die zeigen, wofür unser Weingut steht – vom frischen Gutsriesling bis zum Spätburgunder. Versandkostenfrei und zum Vorteilspreis gegenüber dem Einzelkauf.</p><ul><li>${internalLink('detail', stableId('product', 'riesling-gutswein-2024'), 'Riesling trocken 2024')}</li><li>Birkweiler Riesling trocken 2023</li><li>Grauburgunder trocken 2024</li><li>Weißburgunder trocken 2024</li><li>Spätburgunder Rosé trocken 2024</li><li>Spätburgunder trocken 2022</li></ul><p>Mehr von unseren Weißen finden Sie unter ${internalLink('navigation', stableId('category', 'weisswein'), 'Weißwein')}.</p>`,
    translations: {
      'en-GB': {
        name: 'Introductory package',
        description:
          '<p>The perfect introduction: six wines that show what our estate stands for – from a fresh Riesling to our Pinot Noir. Free shipping and a better price than buying the bottles individually.</p>',
      },
    },
    metaTitle: 'Kennenlernpaket: 6 Weine versandkostenfrei | Weingut Keller-Brandt',
    metaDescription:
      'Sechs Weine vom Familienweingut in Birkweiler zum Kennenlernen – Riesling, Burgunder, Rosé und Spätburgunder, versandkostenfrei.',
    art: {
      kind: 'bottle',
      style: 'package',
      label: 'Kennenlernpaket',
      sublabel: '6 Flaschen',
      alt: 'Versandkarton mit sechs Flaschen Wein und Willkommenskarte',
    },
    price: 59.0,
    purchaseUnit: 4.5,
    stock: 150,
    isCloseout: false,
    shippingFree: true,
    markAsTopseller: true,
    releasedDaysAgo: 600,
    sales: 1560,
    properties: {
      weinart: 'Sortiment',
      rebsorte: ['Riesling', 'Grauburgunder', 'Weißburgunder', 'Spätburgunder'],
    },
    categories: ['probierpakete'],
    deliveryTime: 'express',
    reviews: [
      {
        title: 'Super Einstieg',
        content: 'Sechs sehr unterschiedliche Weine, alle auf gutem Niveau. Jetzt wissen wir, was wir nachbestellen.',
        points: 5,
        author: 'Familie Roth',
        daysAgo: 40,
      },
      {
        title: 'Gutes Paket',
        content: 'Der Rosé und der Grauburgunder waren unsere Favoriten. Versand hat zwei Tage gedauert.',
        points: 4,
        author: 'Daniel W.',
        daysAgo: 175,
      },
      {
        title: 'Prima Geschenk',
        content: 'Als Dankeschön für Kollegen verschenkt, kam sehr gut an.',
        points: 5,
        author: 'Ingrid S.',
        daysAgo: 320,
      },
    ],
    crossSellings: [
      {
        name: 'Enthaltene Weine',
        productKeys: [
          'riesling-gutswein-2024',
          'riesling-birkweiler-2023',
          'grauburgunder-gutswein-2024',
          'weissburgunder-gutswein-2024',
          'spaetburgunder-rose-2024',
          'spaetburgunder-gutswein-2022',
        ],
      },
    ],
  },
  {
    key: 'probierpaket-weisswein',
    productNumber: 'WB-P-5003',
    name: 'Probierpaket Weißwein',
    description:
      '<p>Sechs Weißweine, sechs Charaktere: Riesling trocken und feinherb, Weißburgunder, Sauvignon Blanc, Gelber Muskateller und unser Birkweiler Ortsriesling. Ideal für eine Weinprobe zu Hause.</p><ul><li>Mit Verkostungsnotizen und Speiseempfehlungen</li></ul>',
    art: {
      kind: 'bottle',
      style: 'package',
      label: 'Weißwein',
      sublabel: '6 × 0,75 l',
      alt: 'Karton mit sechs Flaschen Weißwein',
    },
    price: 69.0,
    purchaseUnit: 4.5,
    stock: 80,
    isCloseout: false,
    releasedDaysAgo: 260,
    sales: 420,
    properties: {
      weinart: 'Sortiment',
      rebsorte: ['Riesling', 'Weißburgunder', 'Sauvignon Blanc', 'Gelber Muskateller'],
    },
    categories: ['probierpakete'],
    deliveryTime: 'standard',
    crossSellings: [
      {
        name: 'Enthaltene Weine',
        productKeys: [
          'riesling-gutswein-2024',
          'riesling-feinherb-2024',
          'weissburgunder-gutswein-2024',
          'sauvignon-blanc-birkweiler-2023',
          'gelber-muskateller-2024',
          'riesling-birkweiler-2023',
        ],
      },
    ],
  },
  {
    key: 'probierpaket-rotwein',
    productNumber: 'WB-P-5004',
    name: 'Probierpaket Rotwein',
    description:
      '<p>Für Rotweinfreunde: sechs Rotweine vom fruchtigen Regent bis zum barriquegereiften Merlot. Entdecken Sie die Vielfalt der roten Rebsorten an der Südlichen Weinstraße – derzeit zum Sonderpreis.</p><ul><li>Spätburgunder trocken 2022</li><li>Birkweiler Spätburgunder trocken 2021</li><li>Birkweiler St. Laurent trocken 2021</li><li>Cuvée Drei Generationen trocken 2021</li><li>Birkweiler Merlot trocken 2021</li><li>Regent trocken 2022</li></ul>',
    art: {
      kind: 'bottle',
      style: 'package',
      label: 'Rotwein',
      sublabel: '6 × 0,75 l',
      alt: 'Karton mit sechs Flaschen Rotwein und Korkenzieher',
    },
    price: 69.0,
    listPrice: 84.0,
    purchaseUnit: 4.5,
    stock: 55,
    isCloseout: false,
    releasedDaysAgo: 480,
    sales: 350,
    properties: {
      weinart: 'Sortiment',
      rebsorte: ['Spätburgunder', 'St. Laurent', 'Dornfelder', 'Merlot', 'Regent'],
    },
    categories: ['probierpakete', 'angebote'],
    deliveryTime: 'standard',
    crossSellings: [
      {
        name: 'Enthaltene Weine',
        productKeys: [
          'spaetburgunder-gutswein-2022',
          'spaetburgunder-birkweiler-2021',
          'st-laurent-birkweiler-2021',
          'cuvee-drei-generationen-2021',
          'merlot-birkweiler-2021',
          'regent-trocken-2022',
        ],
      },
    ],
  },
];

export const vouchers: SeedProduct[] = [
  {
    key: 'wertgutschein',
    productNumber: 'WB-G-6001',
    name: 'Wertgutschein',
    description:
      '<p>Verschenken Sie Pfälzer Weingenuss: Unser Wertgutschein ist im Onlineshop, in der Vinothek in Birkweiler und für unsere Weinproben einlösbar. Wählen Sie einen Betrag von 25, 50, 100 oder 150 Euro.</p><ul><li>Drei Jahre gültig</li><li>Versand als PDF per E-Mail oder als gedruckte Karte</li></ul>',
    translations: {
      'en-GB': {
        name: 'Gift voucher',
        description:
          '<p>Give the gift of Palatinate wine: our voucher can be redeemed in the online shop, at our wine shop in Birkweiler and for our tastings. Choose 25, 50, 100 or 150 euros. Valid for three years.</p>',
      },
    },
    metaTitle: 'Wein-Gutschein verschenken | Weingut Keller-Brandt',
    metaDescription:
      'Wertgutschein über 25, 50, 100 oder 150 Euro – einlösbar online, in der Vinothek und für Weinproben in Birkweiler.',
    art: {
      kind: 'bottle',
      style: 'voucher',
      label: 'Gutschein',
      sublabel: 'Weingenuss',
      alt: 'Gutscheinkarte des Weinguts mit roter Schleife',
    },
    gallery: [
      {
        kind: 'scene',
        style: 'gift',
        label: 'Geschenkidee',
        sublabel: 'Wertgutschein',
        alt: 'Gutschein in einem Geschenkumschlag neben zwei Weingläsern',
      },
    ],
    price: 25.0,
    stock: 500,
    isCloseout: false,
    releasedDaysAgo: 1100,
    sales: 690,
    properties: {},
    categories: ['gutscheine'],
    deliveryTime: 'express',
    variantAmounts: [25, 50, 100, 150],
  },
];
