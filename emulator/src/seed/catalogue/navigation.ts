/**
 * Navigation trees of the estate's shop: the main navigation (mega menu, product listings and
 * content pages), the footer columns and the flat service navigation.
 * Keys are kebab-case and unique across all three trees (ids and SEO paths derive from them).
 */
import type { SeedCategory } from '../catalogue-types.js';

/** External page for wine tastings and events at the Südliche Weinstraße (tourism association). */
const WEINPROBEN_URL = 'https://www.suedlicheweinstrasse.de';

export const mainNavigation: SeedCategory[] = [
  {
    key: 'weine',
    name: 'Weine',
    translations: {
      'en-GB': {
        name: 'Wines',
        description:
          '<p>Powerful wines from the top sites of Birkweiler: Riesling, Pinot varieties and reds from red slate, limestone and sandstone.</p>',
      },
      'it-IT': { name: 'Vini' },
      'nl-NL': { name: 'Wijnen' },
      'pl-PL': { name: 'Wina' },
    },
    description:
      '<p>Kraftvolle Weine aus den Spitzenlagen von Birkweiler: Riesling und Burgunder vom Muschelkalk, Spätburgunder vom Rotliegenden und animierende Gutsweine für jeden Tag.</p><p>Alle Weine werden bei uns im Familienbetrieb von Hand gelesen und im eigenen Keller ausgebaut.</p>',
    metaTitle: 'Weine online kaufen | Weingut Keller-Brandt, Birkweiler',
    metaDescription:
      'Rotwein, Weißwein und Rosé direkt vom Winzer aus Birkweiler an der Südlichen Weinstraße – von Gutswein bis Große Lage. Versand in ganz Deutschland.',
    art: {
      kind: 'scene',
      style: 'vineyard',
      label: 'Unsere Weine',
      sublabel: 'Birkweiler · Pfalz',
      alt: 'Rebzeilen im Spätsommer am Hang über Birkweiler',
    },
    children: [
      {
        key: 'rotwein',
        name: 'Rotwein',
        translations: {
          'en-GB': {
            name: 'Red wine',
            description: '<p>Pinot Noir from red slate, Dornfelder, St. Laurent and barrel-aged cuvées.</p>',
          },
          'it-IT': { name: 'Vino rosso' },
          'nl-NL': { name: 'Rode wijn' },
          'pl-PL': { name: 'Wino czerwone' },
        },
        description:
          '<p>Unser Herz schlägt für Spätburgunder: Auf dem eisenhaltigen Rotliegenden des Kastanienbuschs reift er zu tiefgründigen, langlebigen Weinen. Dazu kommen saftiger Dornfelder, St. Laurent und Cuvées aus dem Barrique.</p>',
        metaTitle: 'Rotwein aus der Pfalz kaufen | Spätburgunder, Dornfelder & Cuvées',
        metaDescription:
          'Spätburgunder vom Kastanienbusch, Dornfelder, St. Laurent und Rotwein-Cuvées aus Birkweiler – handgelesen, im Holzfass ausgebaut.',
        art: {
          kind: 'scene',
          style: 'cellar',
          label: 'Rotwein',
          sublabel: 'im Holzfass gereift',
          alt: 'Barriquefässer im Gewölbekeller des Weinguts',
        },
        children: [
          {
            key: 'spaetburgunder',
            name: 'Spätburgunder',
            translations: { 'en-GB': { name: 'Pinot Noir' } },
            description:
              '<p>Spätburgunder vom Gutswein bis zur Großen Lage Kastanienbusch – feingliedrig, würzig und mit großem Reifepotenzial.</p>',
          },
          {
            key: 'dornfelder',
            name: 'Dornfelder',
            translations: { 'en-GB': { name: 'Dornfelder' } },
            description:
              '<p>Dunkelfruchtig, samtig und unkompliziert – der Pfälzer Klassiker für gesellige Abende.</p>',
          },
          {
            key: 'st-laurent',
            name: 'St. Laurent',
            translations: { 'en-GB': { name: 'St. Laurent' } },
            description:
              '<p>Die Sauerkirsche im Glas: St. Laurent verbindet die Eleganz des Burgunders mit kräftiger Farbe.</p>',
          },
          {
            key: 'rotwein-cuvees',
            name: 'Rotwein-Cuvées',
            translations: { 'en-GB': { name: 'Red blends' } },
            description:
              '<p>Unsere Cuvées aus Cabernet Sauvignon, Merlot und den Burgundersorten – im Barrique und großen Holzfass gereift.</p>',
          },
          {
            key: 'weitere-rotweine',
            name: 'Weitere Rotweine',
            translations: { 'en-GB': { name: 'More red wines' } },
            description:
              '<p>Merlot, Portugieser und die pilzwiderstandsfähige Rebsorte Regent – Entdeckungen abseits der Klassiker.</p>',
          },
        ],
      },
      {
        key: 'weisswein',
        name: 'Weißwein',
        translations: {
          'en-GB': {
            name: 'White wine',
            description: '<p>Riesling, Pinot Blanc, Pinot Gris, Chardonnay and aromatic varieties.</p>',
          },
          'it-IT': { name: 'Vino bianco' },
          'nl-NL': { name: 'Witte wijn' },
          'pl-PL': { name: 'Wino białe' },
        },
        description:
          '<p>Riesling vom Buntsandstein und Rotliegenden, Weiß- und Grauburgunder vom Muschelkalk des Mandelbergs und duftige Bukettsorten: Unsere Weißweine zeigen, wie vielfältig die Böden rund um Birkweiler sind.</p>',
        metaTitle: 'Weißwein aus der Pfalz kaufen | Riesling, Burgunder & mehr',
        metaDescription:
          'Riesling, Weißburgunder, Grauburgunder, Chardonnay und Muskateller vom Familienweingut in Birkweiler an der Südlichen Weinstraße.',
        art: {
          kind: 'scene',
          style: 'glass',
          label: 'Weißwein',
          sublabel: 'Riesling & Burgunder',
          alt: 'Ein Glas Riesling auf einer Trockenmauer im Weinberg',
        },
        children: [
          {
            key: 'riesling',
            name: 'Riesling',
            translations: { 'en-GB': { name: 'Riesling' } },
            description:
              '<p>Vom saftigen Gutsriesling bis zum Großen Gewächs aus dem Kastanienbusch – Riesling ist unsere wichtigste weiße Rebsorte.</p>',
          },
          {
            key: 'grauburgunder',
            name: 'Grauburgunder',
            translations: { 'en-GB': { name: 'Pinot Gris' } },
            description:
              '<p>Schmelzig, nussig und mit feiner Birnenfrucht – Grauburgunder vom Keuper-Löss des Rosenbergs.</p>',
          },
          {
            key: 'weissburgunder',
            name: 'Weißburgunder',
            translations: { 'en-GB': { name: 'Pinot Blanc' } },
            description:
              '<p>Weißburgunder liebt Kalk: Am Mandelberg entstehen cremige, mineralische Weine mit Zug.</p>',
          },
          {
            key: 'chardonnay',
            name: 'Chardonnay',
            translations: { 'en-GB': { name: 'Chardonnay' } },
            description: '<p>Burgundisch inspirierter Chardonnay vom Muschelkalk, teilweise im Tonneau ausgebaut.</p>',
          },
          {
            key: 'silvaner',
            name: 'Silvaner',
            translations: { 'en-GB': { name: 'Silvaner' } },
            description:
              '<p>Die stille Rebsorte: zurückhaltend in der Frucht, erdig-würzig und ein idealer Essensbegleiter.</p>',
          },
          {
            key: 'bukettsorten',
            name: 'Muskateller, Gewürztraminer & Co.',
            translations: { 'en-GB': { name: 'Muscat, Gewürztraminer & more' } },
            description:
              '<p>Aromatische Weißweine: Gelber Muskateller, Gewürztraminer und Sauvignon Blanc – duftig, frisch und voller Charakter.</p>',
          },
        ],
      },
      {
        key: 'rose',
        name: 'Rosé',
        translations: {
          'en-GB': {
            name: 'Rosé',
            description: '<p>Fresh rosé from Pinot Noir, Portugieser and Cabernet Sauvignon.</p>',
          },
          'it-IT': { name: 'Rosato' },
          'nl-NL': { name: 'Rosé' },
          'pl-PL': { name: 'Wino różowe' },
        },
        description:
          '<p>Frisch, fruchtig und trotzdem mit Substanz: Unsere Rosés und Weißherbste keltern wir aus eigens dafür gelesenen Trauben – nicht als Nebenprodukt der Rotweinbereitung.</p>',
        metaTitle: 'Rosé und Weißherbst aus der Pfalz kaufen',
        metaDescription:
          'Spätburgunder Rosé, Portugieser Weißherbst und Rosé-Cuvées vom Weingut Keller-Brandt in Birkweiler.',
        art: {
          kind: 'scene',
          style: 'glass',
          label: 'Rosé',
          sublabel: 'Sommer im Glas',
          alt: 'Zwei Gläser Rosé auf einem Holztisch in der Abendsonne',
        },
        children: [
          {
            key: 'rose-spaetburgunder',
            name: 'Spätburgunder Rosé',
            translations: { 'en-GB': { name: 'Pinot Noir rosé' } },
            description: '<p>Zarter Rosé aus Spätburgunder mit Noten von Walderdbeere und Rhabarber.</p>',
          },
          {
            key: 'weissherbst',
            name: 'Weißherbst',
            translations: { 'en-GB': { name: 'Weißherbst (single-variety rosé)' } },
            description:
              '<p>Weißherbst ist ein rebsortenreiner Rosé aus einer einzigen roten Rebsorte – eine Pfälzer Tradition.</p>',
          },
          {
            key: 'rose-cuvees',
            name: 'Rosé-Cuvées',
            translations: { 'en-GB': { name: 'Rosé blends' } },
            description: '<p>Rosé-Cuvées aus mehreren roten Rebsorten – vielschichtig und ideal zum Essen.</p>',
          },
        ],
      },
      {
        key: 'flaschenformate',
        name: 'Magnum & halbe Flaschen',
        translations: {
          'en-GB': {
            name: 'Magnums & half bottles',
            description: '<p>Our wines in 1.5 l magnums and 0.375 l half bottles.</p>',
          },
        },
        description:
          '<p>Für das große Fest oder das Glas zu zweit: ausgewählte Weine in der Magnumflasche (1,5 l) und in der halben Flasche (0,375 l). Weine reifen in der Magnum langsamer und harmonischer.</p>',
        metaTitle: 'Magnumflaschen & halbe Flaschen | Weingut Keller-Brandt',
        metaDescription:
          'Pfälzer Weine in Magnumflaschen und halben Flaschen – ideal zum Verschenken, für Feste oder den kleinen Durst.',
        art: {
          kind: 'scene',
          style: 'bottles',
          label: 'Magnum & 0,375 l',
          sublabel: 'Sonderformate',
          alt: 'Eine Magnumflasche neben einer halben Flasche im Weinregal',
        },
      },
    ],
  },
  {
    key: 'sekt',
    name: 'Sekt',
    translations: {
      'en-GB': {
        name: 'Sparkling wine',
        description: '<p>Traditional-method sparkling wines from our own grapes.</p>',
      },
      'it-IT': { name: 'Spumante' },
      'nl-NL': { name: 'Mousserende wijn' },
      'pl-PL': { name: 'Wino musujące' },
    },
    description:
      '<p>Unsere Winzersekte entstehen ausschließlich in traditioneller Flaschengärung aus eigenen Trauben. Nach mindestens 15 Monaten auf der Hefe werden sie von Hand gerüttelt und degorgiert.</p>',
    metaTitle: 'Winzersekt kaufen | Flaschengärung aus Birkweiler',
    metaDescription:
      'Riesling-Sekt, Rosé-Sekt und Lagensekt in traditioneller Flaschengärung – brut, extra brut und brut nature vom Familienweingut.',
    art: {
      kind: 'scene',
      style: 'glass',
      label: 'Winzersekt',
      sublabel: 'traditionelle Flaschengärung',
      alt: 'Sektglas mit feiner Perlage vor einem Rüttelpult',
    },
    children: [
      {
        key: 'sekt-weiss',
        name: 'Weißer Sekt',
        translations: { 'en-GB': { name: 'White sparkling wine' } },
        description: '<p>Riesling, Weißburgunder und Muskateller – frisch, fein perlend und mit klarer Frucht.</p>',
        metaTitle: 'Weißer Winzersekt aus der Pfalz',
        metaDescription:
          'Riesling-Sekt brut, Weißburgunder-Sekt extra brut und Muskateller-Sekt aus traditioneller Flaschengärung.',
        art: {
          kind: 'scene',
          style: 'glass',
          label: 'Weißer Sekt',
          sublabel: 'brut & extra brut',
          alt: 'Zwei Sektgläser beim Anstoßen im Weinberg',
        },
      },
      {
        key: 'rose-sekt',
        name: 'Rosé-Sekt',
        translations: { 'en-GB': { name: 'Rosé sparkling wine' } },
        description:
          '<p>Rosé-Sekt aus Spätburgunder: zartes Lachsrosa, rote Beeren und ein feiner, trockener Abgang.</p>',
        metaTitle: 'Rosé-Sekt aus Spätburgunder kaufen',
        metaDescription:
          'Spätburgunder Rosé-Sekt brut in traditioneller Flaschengärung vom Weingut Keller-Brandt in Birkweiler.',
        art: {
          kind: 'scene',
          style: 'glass',
          label: 'Rosé-Sekt',
          sublabel: 'Spätburgunder',
          alt: 'Rosé-Sekt im Glas mit aufsteigenden Perlen',
        },
      },
      {
        key: 'lagensekt',
        name: 'Lagensekt & Reserve',
        translations: { 'en-GB': { name: 'Single-site & reserve sparkling' } },
        description:
          '<p>Unsere Spitzensekte aus dem Mandelberg: lange Hefelager, kein oder kaum Dosage – Sekt mit der Tiefe großer Weine.</p>',
        metaTitle: 'Lagensekt brut nature vom Mandelberg',
        metaDescription: 'Langes Hefelager, keine Dosage: Pinot-Sekt brut nature aus der Lage Birkweiler Mandelberg.',
        art: {
          kind: 'scene',
          style: 'cellar',
          label: 'Lagensekt',
          sublabel: 'Mandelberg',
          alt: 'Sektflaschen auf dem Rüttelpult im Keller',
        },
      },
    ],
  },
  {
    key: 'probierpakete',
    name: 'Probierpakete',
    translations: {
      'en-GB': {
        name: 'Tasting packages',
        description: '<p>Six bottles to get to know our estate, our sites and our varieties.</p>',
      },
      'it-IT': { name: 'Pacchetti degustazione' },
      'nl-NL': { name: 'Proefpakketten' },
      'pl-PL': { name: 'Zestawy degustacyjne' },
    },
    description:
      '<p>Sechs Flaschen, ein Überblick: Mit unseren Probierpaketen lernen Sie das Weingut, die Rebsorten und unsere Lagen kennen – zum Vorteilspreis gegenüber dem Einzelkauf.</p>',
    metaTitle: 'Weinprobierpakete kaufen | Weingut Keller-Brandt',
    metaDescription:
      'Probierpakete mit je sechs Flaschen: Kennenlernpaket, Weißwein-, Rotwein- und Lagenwein-Paket – teilweise versandkostenfrei.',
    art: {
      kind: 'scene',
      style: 'bottles',
      label: 'Probierpakete',
      sublabel: '6 Flaschen',
      alt: 'Sechs Weinflaschen in einem Versandkarton mit Holzwolle',
    },
  },
  {
    key: 'lagen',
    name: 'Lagen',
    translations: {
      'en-GB': {
        name: 'Vineyard sites',
        description: '<p>Kastanienbusch, Mandelberg and Rosenberg – three sites, three soils.</p>',
      },
      'it-IT': { name: 'Vigneti' },
      'nl-NL': { name: 'Wijngaarden' },
      'pl-PL': { name: 'Winnice' },
    },
    description:
      '<p>Drei Lagen, drei Böden, drei Handschriften: Der <strong>Kastanienbusch</strong> auf Rotliegendem, der <strong>Mandelberg</strong> auf Muschelkalk und der <strong>Rosenberg</strong> auf Buntsandstein und Keuper-Löss. Hier finden Sie alle Weine aus unseren Lagen.</p>',
    metaTitle: 'Lagenweine aus Birkweiler: Kastanienbusch, Mandelberg, Rosenberg',
    metaDescription:
      'Weine aus den Birkweiler Spitzenlagen Kastanienbusch (Rotliegendes), Mandelberg (Muschelkalk) und Rosenberg (Buntsandstein, Keuper-Löss).',
    art: {
      kind: 'scene',
      style: 'hills',
      label: 'Unsere Lagen',
      sublabel: 'Birkweiler',
      alt: 'Blick über die Weinberge von Birkweiler zum Pfälzerwald',
    },
    children: [
      {
        key: 'kastanienbusch',
        name: 'Kastanienbusch',
        translations: {
          'en-GB': {
            name: 'Kastanienbusch',
            description: '<p>Steep south-facing site on red slate (Rotliegendes), up to 330 m above sea level.</p>',
          },
        },
        description:
          '<p>Der Birkweiler Kastanienbusch ist eine der höchstgelegenen Spitzenlagen der Pfalz. Auf dem eisenhaltigen Rotliegenden – rotem Schiefer und Sandstein – wachsen kraftvolle Rieslinge mit rauchiger Würze und tiefgründige Spätburgunder.</p><ul><li>Boden: Rotliegendes</li><li>Höhe: 250 bis 330 m ü. NN</li><li>Ausrichtung: Süd bis Südost, bis 45 % Steigung</li></ul>',
        metaTitle: 'Birkweiler Kastanienbusch | Riesling & Spätburgunder vom Rotliegenden',
        metaDescription:
          'Weine aus dem Birkweiler Kastanienbusch: Große Lage auf Rotliegendem mit kraftvollem Riesling und Spätburgunder.',
        art: {
          kind: 'scene',
          style: 'hills',
          label: 'Kastanienbusch',
          sublabel: 'Rotliegendes',
          alt: 'Steile Rebterrassen auf rotem Schieferboden unterhalb des Waldrands',
        },
      },
      {
        key: 'mandelberg',
        name: 'Mandelberg',
        translations: {
          'en-GB': {
            name: 'Mandelberg',
            description: '<p>Limestone (Muschelkalk) site – home of our Pinot Blanc, Chardonnay and Pinot Noir.</p>',
          },
        },
        description:
          '<p>Der Mandelberg ist ein warmer Südhang mit kalkreichem Muschelkalk. Hier blühen im Frühjahr die Mandelbäume – und hier entstehen unsere burgundisch geprägten Weiß- und Grauburgunder, Chardonnay und Spätburgunder.</p><ul><li>Boden: Muschelkalk</li><li>Höhe: 200 bis 260 m ü. NN</li><li>Ausrichtung: Süd</li></ul>',
        metaTitle: 'Birkweiler Mandelberg | Burgunder vom Muschelkalk',
        metaDescription: 'Weißburgunder, Chardonnay und Spätburgunder vom Muschelkalk des Birkweiler Mandelbergs.',
        art: {
          kind: 'scene',
          style: 'vineyard',
          label: 'Mandelberg',
          sublabel: 'Muschelkalk',
          alt: 'Blühende Mandelbäume zwischen Rebzeilen auf hellem Kalkboden',
        },
      },
      {
        key: 'rosenberg',
        name: 'Rosenberg',
        translations: {
          'en-GB': {
            name: 'Rosenberg',
            description: '<p>Sandstone and Keuper loess – elegant, fruit-driven Riesling and Pinot Gris.</p>',
          },
        },
        description:
          '<p>Der Rosenberg liegt am Ortsrand von Birkweiler. Buntsandstein im oberen, Keuper und Löss im unteren Teil bringen elegante, fruchtbetonte Weine hervor – vor allem Riesling und Grauburgunder.</p><ul><li>Boden: Buntsandstein, Keuper-Löss</li><li>Höhe: 180 bis 230 m ü. NN</li><li>Ausrichtung: Südost</li></ul>',
        metaTitle: 'Birkweiler Rosenberg | Riesling & Grauburgunder',
        metaDescription: 'Elegante Weine vom Buntsandstein und Keuper-Löss des Birkweiler Rosenbergs.',
        art: {
          kind: 'scene',
          style: 'vineyard',
          label: 'Rosenberg',
          sublabel: 'Buntsandstein · Keuper-Löss',
          alt: 'Rosenstock am Ende einer Rebzeile im Rosenberg',
        },
      },
    ],
  },
  {
    key: 'angebote',
    name: 'Angebote',
    translations: {
      'en-GB': { name: 'Special offers', description: '<p>Selected wines at reduced prices – while stocks last.</p>' },
      'it-IT': { name: 'Offerte' },
      'nl-NL': { name: 'Aanbiedingen' },
      'pl-PL': { name: 'Promocje' },
    },
    description:
      '<p>Ausgewählte Weine zum Sonderpreis – solange der Vorrat reicht. Ideal, um Neues zu probieren oder den Weinkeller aufzufüllen.</p>',
    metaTitle: 'Wein-Angebote | Weingut Keller-Brandt',
    metaDescription: 'Aktuelle Angebote: ausgewählte Pfälzer Weine und Probierpakete zum reduzierten Preis.',
    art: {
      kind: 'scene',
      style: 'bottles',
      label: 'Angebote',
      sublabel: 'solange der Vorrat reicht',
      alt: 'Weinflaschen mit Preisschildern im Verkaufsraum des Weinguts',
    },
  },
  {
    key: 'neuheiten',
    name: 'Neuheiten',
    translations: {
      'en-GB': { name: 'New releases', description: '<p>Fresh from the cellar: our newest vintages and releases.</p>' },
      'it-IT': { name: 'Novità' },
      'nl-NL': { name: 'Nieuw' },
      'pl-PL': { name: 'Nowości' },
    },
    description:
      '<p>Frisch aus dem Keller: die neuen Jahrgänge und Neuheiten des Weinguts. Einige Lagenweine können Sie bereits vorbestellen – wir liefern, sobald sie gefüllt sind.</p>',
    metaTitle: 'Neue Jahrgänge & Neuheiten | Weingut Keller-Brandt',
    metaDescription: 'Die neuesten Weine und Jahrgänge aus Birkweiler – jetzt entdecken und Lagenweine vorbestellen.',
    art: {
      kind: 'scene',
      style: 'cellar',
      label: 'Neuheiten',
      sublabel: 'neuer Jahrgang',
      alt: 'Frisch gefüllte Flaschen auf der Abfüllanlage im Keller',
    },
  },
  {
    key: 'gutscheine',
    name: 'Gutscheine',
    translations: {
      'en-GB': { name: 'Gift vouchers', description: '<p>Give the gift of wine – vouchers from 25 to 150 euros.</p>' },
      'it-IT': { name: 'Buoni regalo' },
      'nl-NL': { name: 'Cadeaubonnen' },
      'pl-PL': { name: 'Bony podarunkowe' },
    },
    description:
      '<p>Verschenken Sie Genuss: Unsere Wertgutscheine gelten im Onlineshop, in der Vinothek und für unsere Weinproben.</p>',
    metaTitle: 'Weingutscheine verschenken | Weingut Keller-Brandt',
    metaDescription:
      'Wertgutscheine über 25, 50, 100 oder 150 Euro – einlösbar im Onlineshop und ab Hof in Birkweiler.',
    art: {
      kind: 'scene',
      style: 'gift',
      label: 'Gutscheine',
      sublabel: 'Genuss verschenken',
      alt: 'Geschenkkarton mit Schleife und Gutscheinkarte neben einer Weinflasche',
    },
  },
  {
    key: 'weingut',
    name: 'Weingut',
    translations: {
      'en-GB': {
        name: 'The estate',
        description:
          '<p>Three generations, sixteen hectares, one passion: the Keller-Brandt family estate in Birkweiler.</p>',
      },
      'it-IT': { name: 'La cantina' },
      'nl-NL': { name: 'Wijngoed' },
      'pl-PL': { name: 'Winnica' },
    },
    productListing: false,
    description:
      '<p>Das Weingut Keller-Brandt in Birkweiler an der Südlichen Weinstraße wird seit dem Jahr 2000 als Familienweingut geführt – heute arbeiten drei Generationen Hand in Hand. Auf 16 Hektar bewirtschaften wir Spitzenlagen wie den Kastanienbusch, den Mandelberg und den Rosenberg.</p><p>Unser Ziel sind kraftvolle, lagertypische Weine mit Herkunft: Handlese, spontane Gärung wo es passt und viel Zeit auf der Hefe.</p>',
    metaTitle: 'Das Weingut | Familienweingut Keller-Brandt in Birkweiler',
    metaDescription:
      'Drei Generationen, 16 Hektar, kraftvolle Weine aus Spitzenlagen: das Familienweingut Keller-Brandt in Birkweiler, Pfalz.',
    art: {
      kind: 'scene',
      style: 'estate',
      label: 'Weingut Keller-Brandt',
      sublabel: 'seit 2000',
      alt: 'Sandsteinhof des Weinguts mit Weinlaub an der Fassade',
    },
    children: [
      {
        key: 'ueber-uns',
        name: 'Über uns',
        translations: {
          'en-GB': {
            name: 'About us',
            description:
              '<p>Three generations of the Keller-Brandt family work together in the vineyard and the cellar.</p>',
          },
        },
        productListing: false,
        description:
          '<p>Als Heinrich Keller und seine Tochter Anna mit ihrem Mann Thomas Brandt im Jahr 2000 die Trauben erstmals selbst ausbauten, statt sie an die Genossenschaft zu liefern, begann die Geschichte des Weinguts Keller-Brandt. Aus damals vier Hektar sind heute 16 geworden.</p><p>Heute arbeiten drei Generationen zusammen: Heinrich kümmert sich noch immer um die alten Rieslingreben im Kastanienbusch, Anna und Thomas führen den Betrieb, und Sohn Jonas hat nach seinem Studium in Geisenheim die Verantwortung im Keller übernommen.</p><ul><li>Familienweingut seit 2000</li><li>16 Hektar in Birkweiler, Siebeldingen und Ranschbach</li><li>Handlese und ökologischer Anbau</li></ul>',
        metaTitle: 'Über uns | Drei Generationen Weingut Keller-Brandt',
        metaDescription:
          'Die Familie hinter den Weinen: drei Generationen Keller-Brandt, seit 2000 mit eigenem Weingut in Birkweiler.',
        art: {
          kind: 'scene',
          style: 'estate',
          label: 'Familie Keller-Brandt',
          sublabel: 'drei Generationen',
          alt: 'Drei Generationen der Winzerfamilie im Innenhof des Weinguts',
        },
      },
      {
        key: 'unsere-lagen',
        name: 'Unsere Lagen',
        translations: {
          'en-GB': {
            name: 'Our vineyard sites',
            description: '<p>Red slate, limestone and sandstone: the soils behind our wines.</p>',
          },
        },
        productListing: false,
        description:
          '<p>Birkweiler liegt am Übergang vom Pfälzerwald in die Rheinebene. Auf engstem Raum wechseln hier die Böden wie kaum anderswo in Deutschland – und jede Lage prägt ihre Weine unverwechselbar.</p><ul><li><strong>Kastanienbusch</strong> – Rotliegendes: eisenhaltiger roter Schiefer, karg und steinig. Kraftvolle Rieslinge und Spätburgunder mit rauchiger Würze.</li><li><strong>Mandelberg</strong> – Muschelkalk: warm, kalkreich, ideal für die Burgundersorten und Chardonnay.</li><li><strong>Rosenberg</strong> – Buntsandstein und Keuper-Löss: elegante, fruchtige Weine mit feiner Säure.</li></ul><p>Die Weine aus den einzelnen Lagen finden Sie in unserem Shop unter <em>Lagen</em>.</p>',
        metaTitle: 'Unsere Lagen | Kastanienbusch, Mandelberg, Rosenberg',
        metaDescription:
          'Rotliegendes, Muschelkalk, Buntsandstein: die Böden und Lagen des Weinguts Keller-Brandt in Birkweiler.',
        art: {
          kind: 'scene',
          style: 'hills',
          label: 'Unsere Lagen',
          sublabel: 'drei Böden',
          alt: 'Handvoll roter Schieferboden aus dem Kastanienbusch',
        },
      },
      {
        key: 'oekologischer-anbau',
        name: 'Ökologischer Anbau',
        translations: {
          'en-GB': {
            name: 'Organic viticulture',
            description: '<p>Certified organic since 2014: cover crops, no herbicides, hand harvesting.</p>',
          },
        },
        productListing: false,
        description:
          '<p>Seit 2014 bewirtschaften wir alle Weinberge ökologisch und sind als Bio-Betrieb zertifiziert. Statt Herbiziden und mineralischem Dünger setzen wir auf Begrünung mit Kräutern und Leguminosen, Kompost aus eigenen Trestern und viel Handarbeit.</p><p>Alle Trauben werden von Hand gelesen. Für unsere Lagenweine lesen wir in mehreren Durchgängen, damit nur vollreife, gesunde Trauben in den Keller kommen.</p>',
        metaTitle: 'Ökologischer Weinbau | Weingut Keller-Brandt',
        metaDescription:
          'Bio-zertifizierter Weinbau in Birkweiler: Begrünung, Kompost, Handlese und pilzwiderstandsfähige Rebsorten.',
        art: {
          kind: 'scene',
          style: 'vineyard',
          label: 'Ökologischer Anbau',
          sublabel: 'seit 2014 zertifiziert',
          alt: 'Blühende Begrünung mit Klee und Wildkräutern zwischen den Rebzeilen',
        },
      },
    ],
  },
  {
    key: 'weinproben',
    name: 'Weinproben & Events',
    type: 'link',
    externalLink: WEINPROBEN_URL,
    translations: {
      'en-GB': { name: 'Wine tastings & events' },
      'it-IT': { name: 'Degustazioni ed eventi' },
      'nl-NL': { name: 'Wijnproeverijen & evenementen' },
      'pl-PL': { name: 'Degustacje i wydarzenia' },
    },
    art: {
      kind: 'scene',
      style: 'glass',
      label: 'Weinproben',
      sublabel: 'an der Südlichen Weinstraße',
      alt: 'Weinprobe mit mehreren Gläsern an einem langen Tisch im Weinberg',
    },
  },
];

export const footerNavigation: SeedCategory[] = [
  {
    key: 'footer-informationen',
    name: 'Informationen',
    type: 'folder',
    translations: { 'en-GB': { name: 'Information' }, 'nl-NL': { name: 'Informatie' } },
    children: [
      {
        key: 'impressum',
        name: 'Impressum',
        translations: { 'en-GB': { name: 'Legal notice' } },
        productListing: false,
        description:
          '<p><strong>Weingut Keller-Brandt GbR</strong><br>Am Kastanienbusch 7, 76831 Birkweiler, Deutschland</p><p>Vertreten durch die Gesellschafter Anna Keller-Brandt und Thomas Keller-Brandt.</p><p>Telefon: +49 6345 12345-0<br>E-Mail: info@weingut-keller-brandt.de</p><p>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE123456789</p><p>Inhaltlich verantwortlich gemäß § 18 Abs. 2 MStV: Anna Keller-Brandt, Anschrift wie oben.</p><p>Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung bereit. Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>',
        metaTitle: 'Impressum | Weingut Keller-Brandt',
      },
      {
        key: 'datenschutz',
        name: 'Datenschutz',
        translations: { 'en-GB': { name: 'Privacy policy' } },
        productListing: false,
        description:
          '<p>Der Schutz Ihrer persönlichen Daten ist uns wichtig. Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen (DSGVO, TTDSG).</p><p>Wenn Sie bei uns bestellen, speichern wir Name, Anschrift, E-Mail-Adresse und Zahlungsinformationen, um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). Für den Versand geben wir Ihre Anschrift an den beauftragten Paketdienst weiter. Steuerrechtlich relevante Daten bewahren wir zehn Jahre auf.</p><p>Sie haben jederzeit das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie ein Beschwerderecht bei der Aufsichtsbehörde. Verantwortlich ist die Weingut Keller-Brandt GbR, Am Kastanienbusch 7, 76831 Birkweiler.</p>',
        metaTitle: 'Datenschutzerklärung | Weingut Keller-Brandt',
      },
      {
        key: 'agb',
        name: 'AGB',
        translations: { 'en-GB': { name: 'Terms and conditions' } },
        productListing: false,
        description:
          '<p>Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen über unseren Onlineshop. Vertragspartner ist die Weingut Keller-Brandt GbR, Am Kastanienbusch 7, 76831 Birkweiler.</p><p>Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab; der Vertrag kommt mit unserer Auftragsbestätigung per E-Mail zustande. Alle Preise enthalten die gesetzliche Mehrwertsteuer, zuzüglich Versandkosten.</p><p>Alkoholische Getränke verkaufen wir ausschließlich an Personen ab 18 Jahren. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.</p>',
        metaTitle: 'Allgemeine Geschäftsbedingungen | Weingut Keller-Brandt',
      },
      {
        key: 'widerrufsbelehrung',
        name: 'Widerrufsbelehrung',
        translations: { 'en-GB': { name: 'Right of withdrawal' } },
        productListing: false,
        description:
          '<p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter die Waren in Besitz genommen haben.</p><p>Um Ihr Widerrufsrecht auszuüben, informieren Sie uns (Weingut Keller-Brandt GbR, Am Kastanienbusch 7, 76831 Birkweiler, info@weingut-keller-brandt.de) mittels einer eindeutigen Erklärung, zum Beispiel per Brief oder E-Mail, über Ihren Entschluss.</p><p>Im Falle eines Widerrufs erstatten wir Ihnen alle Zahlungen einschließlich der Standard-Lieferkosten unverzüglich, spätestens binnen vierzehn Tagen. Die unmittelbaren Kosten der Rücksendung tragen Sie.</p>',
        metaTitle: 'Widerrufsbelehrung | Weingut Keller-Brandt',
      },
      {
        key: 'jugendschutz',
        name: 'Jugendschutz',
        translations: { 'en-GB': { name: 'Protection of minors' } },
        productListing: false,
        description:
          '<p>Wir verkaufen Wein und Sekt nur an Personen, die mindestens 18 Jahre alt sind. Mit Ihrer Bestellung bestätigen Sie, dass Sie volljährig sind. Unser Paketdienst übergibt Sendungen mit Alkohol nur an Erwachsene.</p>',
      },
    ],
  },
  {
    key: 'footer-service',
    name: 'Service',
    type: 'folder',
    translations: { 'en-GB': { name: 'Customer service' }, 'nl-NL': { name: 'Klantenservice' } },
    children: [
      {
        key: 'versand-und-zahlung',
        name: 'Versand & Zahlung',
        translations: { 'en-GB': { name: 'Shipping & payment' } },
        productListing: false,
        description:
          '<p>Wir versenden innerhalb Deutschlands mit DHL in bruchsicheren Kartons. Die Versandkosten betragen 6,90 € pro Sendung; ab einem Bestellwert von 120 € liefern wir versandkostenfrei. Ausgewählte Probierpakete versenden wir immer kostenfrei.</p><ul><li>Lieferzeit Standard: 2–4 Werktage</li><li>Express: Versand am nächsten Werktag</li><li>Vorbestellungen: Versand, sobald der neue Jahrgang gefüllt ist</li></ul><p>Sie bezahlen bequem per Rechnung, Vorkasse, PayPal oder Kreditkarte.</p>',
        metaTitle: 'Versand & Zahlung | Weingut Keller-Brandt',
      },
      {
        key: 'kontakt',
        name: 'Kontakt',
        translations: { 'en-GB': { name: 'Contact' } },
        productListing: false,
        description:
          '<p>Sie haben Fragen zu unseren Weinen, einer Bestellung oder möchten eine Weinprobe vereinbaren? Wir freuen uns auf Ihre Nachricht.</p><p><strong>Weingut Keller-Brandt</strong><br>Am Kastanienbusch 7, 76831 Birkweiler<br>Telefon: +49 6345 12345-0<br>E-Mail: info@weingut-keller-brandt.de</p><p>Telefonisch erreichen Sie uns montags bis freitags von 9 bis 17 Uhr.</p>',
        metaTitle: 'Kontakt | Weingut Keller-Brandt',
      },
      {
        key: 'faq',
        name: 'Häufige Fragen',
        translations: { 'en-GB': { name: 'FAQ' } },
        productListing: false,
        description:
          '<ul><li><strong>Wie lange ist ein geöffneter Wein haltbar?</strong> Gut verschlossen im Kühlschrank drei bis fünf Tage, kräftige Rotweine oft länger.</li><li><strong>Kann ich Pakete an eine andere Adresse schicken lassen?</strong> Ja, geben Sie im Bestellprozess einfach eine abweichende Lieferadresse an.</li><li><strong>Sind Ihre Weine vegan?</strong> Die meisten ja – wir verzichten auf tierische Schönungsmittel. Details finden Sie beim jeweiligen Wein.</li><li><strong>Was bedeutet Vorbestellung?</strong> Der Wein ist noch nicht gefüllt; wir liefern ihn, sobald er abgefüllt ist.</li></ul>',
        metaTitle: 'Häufige Fragen | Weingut Keller-Brandt',
      },
      {
        key: 'geschenkservice',
        name: 'Geschenkservice',
        translations: { 'en-GB': { name: 'Gift service' } },
        productListing: false,
        description:
          '<p>Sie möchten Wein verschenken? Gerne verpacken wir Ihre Bestellung in einem Geschenkkarton und legen eine handgeschriebene Grußkarte bei. Notieren Sie Ihren Wunsch einfach im Kommentarfeld der Bestellung.</p><p>Für Firmenkunden stellen wir individuelle Präsente zusammen – sprechen Sie uns an.</p>',
      },
    ],
  },
  {
    key: 'footer-weingut',
    name: 'Weingut',
    type: 'folder',
    translations: { 'en-GB': { name: 'The estate' }, 'nl-NL': { name: 'Wijngoed' } },
    children: [
      {
        key: 'geschichte',
        name: 'Unsere Geschichte',
        translations: { 'en-GB': { name: 'Our story' } },
        productListing: false,
        description:
          '<p>Heinrich Keller lieferte seine Trauben jahrzehntelang an die Winzergenossenschaft. Im Jahr 2000 füllten seine Tochter Anna und ihr Mann Thomas den ersten eigenen Jahrgang – 4.000 Flaschen Riesling und Spätburgunder aus dem Kastanienbusch.</p><p>Seitdem ist das Weingut Schritt für Schritt gewachsen: 2008 kam der Mandelberg hinzu, 2014 die Umstellung auf ökologischen Anbau, 2019 der neue Gewölbekeller. Heute bewirtschaftet die Familie 16 Hektar.</p>',
      },
      {
        key: 'anfahrt',
        name: 'Anfahrt',
        translations: { 'en-GB': { name: 'How to find us' } },
        productListing: false,
        description:
          '<p>Sie finden uns am oberen Ortsrand von Birkweiler, direkt unterhalb des Kastanienbuschs: Am Kastanienbusch 7, 76831 Birkweiler.</p><p>Mit dem Auto über die A65, Ausfahrt Landau-Nord, dann Richtung Annweiler. Mit Bus und Bahn bis Landau Hauptbahnhof und weiter mit der Buslinie Richtung Annweiler bis Birkweiler Ortsmitte. Parkplätze sind im Hof vorhanden.</p>',
      },
      {
        key: 'presse',
        name: 'Presse & Auszeichnungen',
        translations: { 'en-GB': { name: 'Press & awards' } },
        productListing: false,
        description:
          '<p>Über unsere Weine wird gesprochen – darüber freuen wir uns. Eine Auswahl der jüngsten Auszeichnungen:</p><ul><li>Falstaff Weinguide: 93 Punkte für den Spätburgunder Kastanienbusch</li><li>Gold bei der Berliner Wein Trophy für den Riesling Kastanienbusch</li><li>Landesweinprämierung Rheinland-Pfalz: Staatsehrenpreis</li></ul><p>Für Presseanfragen und Bildmaterial wenden Sie sich bitte an presse@weingut-keller-brandt.de.</p>',
      },
      {
        key: 'karriere',
        name: 'Jobs & Weinlese',
        translations: { 'en-GB': { name: 'Jobs & harvest' } },
        productListing: false,
        description:
          '<p>Jedes Jahr im September und Oktober suchen wir helfende Hände für die Handlese. Außerdem bilden wir Winzerinnen und Winzer aus und freuen uns über Praktikantinnen und Praktikanten im Weinberg und im Keller.</p><p>Schreiben Sie uns einfach an jobs@weingut-keller-brandt.de.</p>',
      },
    ],
  },
];

export const serviceNavigation: SeedCategory[] = [
  {
    key: 'ab-hof-verkauf',
    name: 'Vinothek & Ab-Hof-Verkauf',
    translations: { 'en-GB': { name: 'Wine shop & cellar door sales' } },
    productListing: false,
    description:
      '<p>In unserer Vinothek im alten Sandsteinhof können Sie alle Weine probieren und direkt mitnehmen.</p><ul><li>Montag bis Freitag: 10–18 Uhr</li><li>Samstag: 10–16 Uhr</li><li>Sonn- und Feiertage: nach Vereinbarung</li></ul>',
  },
  {
    key: 'weinclub',
    name: 'Weinabo',
    translations: { 'en-GB': { name: 'Wine subscription' } },
    productListing: false,
    description:
      '<p>Mit unserem Weinabo erhalten Sie viermal im Jahr sechs ausgewählte Flaschen mit Verkostungsnotizen – darunter Raritäten und neue Jahrgänge vor allen anderen. Das Abo ist jederzeit zum Quartalsende kündbar.</p>',
  },
  {
    key: 'firmenkunden',
    name: 'Firmenpräsente',
    translations: { 'en-GB': { name: 'Corporate gifts' } },
    productListing: false,
    description:
      '<p>Ob Kundengeschenk oder Dankeschön fürs Team: Wir stellen Präsente mit Wein, Sekt und Pfälzer Spezialitäten zusammen und versenden auf Wunsch direkt an Ihre Empfänger.</p>',
  },
  {
    key: 'gastronomie',
    name: 'Gastronomie & Fachhandel',
    translations: { 'en-GB': { name: 'Restaurants & retailers' } },
    productListing: false,
    description:
      '<p>Sie möchten unsere Weine auf Ihre Karte nehmen oder in Ihr Sortiment aufnehmen? Fordern Sie unsere Händlerpreisliste an – wir beraten Sie gerne persönlich.</p>',
  },
  {
    key: 'pfalzwein',
    name: 'Pfalzwein entdecken',
    type: 'link',
    externalLink: 'https://www.pfalzwein.de',
    translations: { 'en-GB': { name: 'Discover Palatinate wine' } },
  },
];
