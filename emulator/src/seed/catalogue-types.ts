/**
 * The shape of the estate's catalogue as it is written by hand (German first).
 * `seed.ts` turns these records into Shopware entities with stable ids derived from `key`.
 * Every `key` is unique within its kind and never changes once published (ids, SEO paths and
 * tests depend on it).
 */

/** Locales other than the default de-DE for which a record may carry translations. */
export type ExtraLocale = 'en-GB' | 'it-IT' | 'nl-NL' | 'pl-PL';
export type Translations<T> = Partial<Record<ExtraLocale, Partial<T>>>;

/** Art direction for the generated SVG images (see src/media/). */
export type BottleStyle = 'red' | 'white' | 'rose' | 'sparkling' | 'package' | 'voucher';
export type SceneMotif = 'vineyard' | 'cellar' | 'bottles' | 'glass' | 'estate' | 'gift' | 'hills' | 'logo';

export interface SeedMediaArt {
  /** Bottles for products, scenes for categories and the estate. */
  kind: 'bottle' | 'scene';
  style: BottleStyle | SceneMotif;
  /** Short text printed on the label or the scene (e.g. the site or the vintage). */
  label: string;
  /** Second line on the label, e.g. '2022' or 'trocken'. */
  sublabel?: string;
  alt: string;
}

export type Weinart = 'Rotwein' | 'Weisswein' | 'Rosé' | 'Sekt' | 'Sortiment';

export interface SeedProductProperties {
  weinart?: Weinart;
  /** Grape varieties, e.g. ['Riesling'] or ['Spätburgunder', 'Dornfelder'] for a cuvée. */
  rebsorte?: string[];
  /** 'trocken', 'feinherb', 'halbtrocken', 'lieblich', 'edelsüß', 'brut', 'extra brut' … */
  geschmack?: string;
  /** Vintage as a string: '2022'. */
  jahrgang?: string;
  /** Vineyard site: 'Kastanienbusch', 'Mandelberg', 'Rosenberg', … */
  lage?: string;
  /** 'Gutswein', 'Ortswein', 'Erste Lage', 'Große Lage', 'Qualitätswein', 'Prädikatswein', 'Sekt b.A.' … */
  qualitaetsstufe?: string;
  /** 'Rotliegendes', 'Muschelkalk', 'Buntsandstein', 'Löss-Lehm', 'Keuper' … */
  boden?: string;
}

/** Shown on the product detail page; stored in customFields (documented in docs/catalogue.md). */
export interface SeedWineDetails {
  alcohol: number; // % vol
  residualSugar: number; // g/l
  acidity: number; // g/l
  soil: string;
  cultivation: string;
  peculiarities: string;
  award?: string;
  recommendation: string;
}

/** Per 100 ml, as on an e-label. */
export interface SeedNutrition {
  labelId: string;
  energyKj: number;
  energyKcal: number;
  fat: number;
  saturatedFat: number;
  carbohydrates: number;
  sugar: number;
  protein: number;
  salt: number;
  ingredients: string;
  allergens: string;
}

export interface SeedReview {
  title: string;
  content: string;
  points: 1 | 2 | 3 | 4 | 5;
  author: string;
  /** Days before the seed date. */
  daysAgo: number;
}

export interface SeedTierPrice {
  /** First quantity at which this unit price applies (the first tier starts at 1). */
  quantityStart: number;
  /** Gross unit price in EUR. */
  price: number;
}

export interface SeedProduct {
  key: string;
  productNumber: string;
  name: string;
  /** German HTML: <p>, <ul>/<li>, <strong>, <em> only. */
  description: string;
  translations?: Translations<{ name: string; description: string }>;
  metaTitle?: string;
  metaDescription?: string;
  keywords?: string;
  art: SeedMediaArt;
  /** Further gallery images (e.g. a label close-up or a scene), shown after the cover. */
  gallery?: SeedMediaArt[];
  /** Gross EUR per bottle/package. */
  price: number;
  /** Regular gross price when the product is on special (must be > price). */
  listPrice?: number;
  /** Tier prices; when present the first tier must start at 1 and its price equals `price`. */
  tierPrices?: SeedTierPrice[];
  /** Liters in one bottle or package (0.75, 0.375, 1.5, 4.5 for a 6×0.75 package); omitted for vouchers. */
  purchaseUnit?: number;
  stock: number;
  /** When true and stock is 0 the product is not available (sold out). */
  isCloseout: boolean;
  minPurchase?: number;
  purchaseSteps?: number;
  maxPurchase?: number;
  shippingFree?: boolean;
  markAsTopseller?: boolean;
  /** Days before the seed date; under 30 makes the product 'new'. */
  releasedDaysAgo: number;
  /**
   * Days before the seed date the product joined the shop's range (its createdAt, the 'created-at'
   * sorting); `releasedDaysAgo` when omitted. An older vintage taken into the shop later joined after its release.
   */
  addedDaysAgo?: number;
  /** Sales so far, drives the 'topseller' sorting. */
  sales: number;
  properties: SeedProductProperties;
  wine?: SeedWineDetails;
  nutrition?: SeedNutrition;
  /** Category keys (leaf or inner categories) the product is assigned to. */
  categories: string[];
  deliveryTime: 'standard' | 'express' | 'preorder';
  reviews?: SeedReview[];
  /** Cross-selling groups: name and the keys of related products. */
  crossSellings?: { name: string; productKeys: string[] }[];
  /** A voucher's amount selection: one variant per amount (gross EUR), property group 'Betrag'. */
  variantAmounts?: number[];
}

export type SeedCategoryType = 'page' | 'link' | 'folder';

export interface SeedCategory {
  key: string;
  name: string;
  translations?: Translations<{ name: string; description: string }>;
  type?: SeedCategoryType; // default 'page'
  /** For type 'link': an external URL (opens in a new tab). */
  externalLink?: string;
  /** German HTML shown above the listing. */
  description?: string;
  metaTitle?: string;
  metaDescription?: string;
  /** Mega-menu image (top-level and second-level entries should have one). */
  art?: SeedMediaArt;
  /** Whether products are listed (false for pure content pages such as 'Über uns'). */
  productListing?: boolean;
  children?: SeedCategory[];
}

export interface SeedCatalogue {
  /** The main navigation tree under the root 'Weingut' category (the home page). */
  mainNavigation: SeedCategory[];
  /** Footer navigation: each top entry is a footer column with its links as children. */
  footerNavigation: SeedCategory[];
  /** Service navigation: a flat list of links (at least one external). */
  serviceNavigation: SeedCategory[];
  products: SeedProduct[];
}
