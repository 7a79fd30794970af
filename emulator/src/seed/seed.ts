import { stableId } from '../catalogue/ids.js';
import type { RecordStore } from '../catalogue/record-store.js';
import type {
  CategoryRecord,
  Locale,
  MediaRecord,
  ProductRecord,
  PropertyGroupRecord,
  ReviewRecord,
  SalesChannelRecord,
  TranslationMap,
} from '../catalogue/records.js';
import type { SeedCatalogue, SeedCategory, SeedMediaArt, SeedProduct, Translations } from './catalogue-types.js';
import { catalogue as estateCatalogue } from './catalogue/index.js';
import { wineCustomFields } from './custom-fields.js';
import { propertyGroupSeeds, type PropertyKey } from './property-groups.js';
import {
  countries,
  currencies,
  deliveryTimes,
  estateManufacturer,
  languageId,
  languages,
  paymentMethods,
  salutations,
  shippingMethods,
  sortings,
  units,
} from './system-data.js';

const DAY = 24 * 60 * 60 * 1000;
const TAX_RATE = 19;

export interface SeedOptions {
  accessKey: string;
  storefrontUrl: string;
  now?: Date;
  catalogue?: SeedCatalogue;
}

/** Writes the estate's shop into an empty store: system data, categories, properties, products. */
export function seedStore(store: RecordStore, options: SeedOptions): void {
  const now = options.now ?? new Date();
  const source = options.catalogue ?? estateCatalogue;
  const media = new MediaCollector(now);

  const roots = {
    main: rootCategory('main-navigation-root', 'Startseite', now, {
      'en-GB': { name: 'Home' },
      'it-IT': { name: 'Home' },
      'nl-NL': { name: 'Startpagina' },
      'pl-PL': { name: 'Strona główna' },
    }),
    footer: rootCategory('footer-navigation-root', 'Footer', now),
    service: rootCategory('service-navigation-root', 'Service', now),
  };
  const categories = [
    ...Object.values(roots),
    ...flattenCategories(source.mainNavigation, roots.main, media, now),
    ...flattenCategories(source.footerNavigation, roots.footer, media, now),
    ...flattenCategories(source.serviceNavigation, roots.service, media, now),
  ];
  const categoryByKey = new Map(categories.map((category) => [category.key, category]));

  const groups = buildPropertyGroups(source.products);
  const products = source.products.flatMap((product) => buildProducts(product, { categoryByKey, groups, media, now }));
  const reviews = source.products.flatMap((product) => buildReviews(product, now));
  const payments = paymentMethods({
    paypal: media.add({ kind: 'scene', style: 'logo', label: 'WeinPay', alt: 'WeinPay Logo' }, 'weinpay-logo'),
    card: media.add({ kind: 'scene', style: 'logo', label: 'Karte', alt: 'Kreditkarten-Logo' }, 'karte-logo'),
  });

  const salesChannel: SalesChannelRecord = {
    id: stableId('sales_channel', 'storefront'),
    name: 'Weingut Keller-Brandt Onlineshop',
    accessKey: options.accessKey,
    languageId: languageId('de-DE'),
    currencyId: currencies[0]!.id,
    countryId: countries[0]!.id,
    paymentMethodId: payments[0]!.id,
    shippingMethodId: shippingMethods[0]!.id,
    navigationCategoryId: roots.main.id,
    footerCategoryId: roots.footer.id,
    serviceCategoryId: roots.service.id,
    navigationCategoryDepth: 3,
    customerGroupId: stableId('customer_group', 'standard'),
    domains: languages.map((language) => ({
      id: stableId('sales_channel_domain', language.locale),
      url:
        language.locale === 'de-DE' ? options.storefrontUrl : `${options.storefrontUrl}/${language.locale.slice(0, 2)}`,
      languageId: language.id,
      currencyId: currencies[0]!.id,
      snippetSetId: stableId('snippet_set', language.locale),
    })),
    markAsNewDays: 30,
    productsPerPage: 10,
    defaultSorting: 'name-asc',
  };

  store.put('language', languages);
  store.put('currency', currencies);
  store.put('country', countries);
  store.put('salutation', salutations);
  store.put('delivery_time', Object.values(deliveryTimes));
  store.put('unit', Object.values(units));
  store.put('product_manufacturer', [estateManufacturer]);
  store.put('payment_method', payments);
  store.put('shipping_method', shippingMethods);
  store.put('product_sorting', sortings);
  store.put('property_group', [...groups.values()]);
  store.put('category', categories);
  store.put('product', products);
  store.put('product_review', reviews);
  store.put('media', media.records);
  store.put('sales_channel', [salesChannel]);
}

function translations<T extends object>(german: T, extra: Translations<T> | undefined): TranslationMap<T> {
  return { ...(extra as Partial<Record<Locale, Partial<T>>>), 'de-DE': german } as TranslationMap<T>;
}

class MediaCollector {
  readonly records: MediaRecord[] = [];
  constructor(private readonly now: Date) {}

  add(art: SeedMediaArt, key: string): string {
    const id = stableId('media', key);
    const bottle = art.kind === 'bottle';
    this.records.push({
      id,
      art,
      fileName: slugify(key),
      width: bottle ? 800 : 1240,
      height: bottle ? 914 : 1000,
      createdAt: this.now.toISOString(),
    });
    return id;
  }
}

function rootCategory(
  key: string,
  name: string,
  now: Date,
  names?: Translations<CategoryRecord['translations']['de-DE']>,
): CategoryRecord {
  return {
    id: stableId('category', key),
    key,
    parentId: null,
    position: 0,
    level: 1,
    type: 'folder',
    linkType: null,
    externalLink: null,
    mediaId: null,
    productListing: key === 'main-navigation-root',
    createdAt: now.toISOString(),
    translations: translations({ name, description: '', metaTitle: '', metaDescription: '' }, names),
  };
}

function flattenCategories(
  seeds: SeedCategory[],
  parent: CategoryRecord,
  media: MediaCollector,
  now: Date,
): CategoryRecord[] {
  return seeds.flatMap((seed, index) => {
    const type = seed.type ?? 'page';
    const record: CategoryRecord = {
      id: stableId('category', seed.key),
      key: seed.key,
      parentId: parent.id,
      position: index + 1,
      level: parent.level + 1,
      type,
      linkType: type === 'link' ? 'external' : null,
      externalLink: seed.externalLink ?? null,
      mediaId: seed.art ? media.add(seed.art, `category-${seed.key}`) : null,
      productListing: type === 'page' && seed.productListing !== false,
      createdAt: now.toISOString(),
      translations: translations(
        {
          name: seed.name,
          description: seed.description ?? '',
          metaTitle: seed.metaTitle ?? '',
          metaDescription: seed.metaDescription ?? '',
        },
        seed.translations as Translations<{
          name: string;
          description: string;
          metaTitle: string;
          metaDescription: string;
        }>,
      ),
    };
    return [record, ...flattenCategories(seed.children ?? [], record, media, now)];
  });
}

function buildPropertyGroups(products: SeedProduct[]): Map<PropertyKey, PropertyGroupRecord> {
  const groups = new Map<PropertyKey, PropertyGroupRecord>();
  for (const seed of propertyGroupSeeds) {
    const values = new Set<string>();
    for (const product of products) {
      if (seed.key === 'betrag') product.variantAmounts?.forEach((amount) => values.add(formatAmount(amount)));
      else [seed.valuesOf(product)].flat().forEach((value) => value && values.add(value));
    }
    const groupId = stableId('property_group', seed.key);
    groups.set(seed.key, {
      id: groupId,
      key: seed.key,
      displayType: seed.displayType,
      sortingType: seed.sortingType,
      filterable: seed.filterable,
      visibleOnProductDetailPage: true,
      position: seed.position,
      translations: seed.translations,
      options: [...values].sort(seed.compare).map((name, index) => ({
        id: optionId(seed.key, name),
        groupId,
        position: index + 1,
        colorHexCode: seed.colorOf?.(name) ?? null,
        translations: { 'de-DE': { name }, ...seed.optionTranslations?.(name) },
      })),
    });
  }
  return groups;
}

const optionId = (group: PropertyKey, name: string): string => stableId('property_group_option', `${group}:${name}`);
const formatAmount = (amount: number): string => `${amount} €`;

interface ProductBuildContext {
  categoryByKey: Map<string, CategoryRecord>;
  groups: Map<PropertyKey, PropertyGroupRecord>;
  media: MediaCollector;
  now: Date;
}

function buildProducts(seed: SeedProduct, context: ProductBuildContext): ProductRecord[] {
  const { categoryByKey, media, now } = context;
  const id = stableId('product', seed.key);
  const categoryIds = seed.categories.map((key) => {
    const category = categoryByKey.get(key);
    if (!category) throw new Error(`Product ${seed.key} names unknown category ${key}`);
    return category.id;
  });
  const propertyIds = propertyGroupSeeds
    .filter((group) => group.key !== 'betrag')
    .flatMap((group) =>
      [group.valuesOf(seed)]
        .flat()
        .filter(Boolean)
        .map((value) => optionId(group.key, value!)),
    );
  const mediaIds = [
    media.add(seed.art, `product-${seed.key}`),
    ...(seed.gallery ?? []).map((art, index) => media.add(art, `product-${seed.key}-${index + 1}`)),
  ];
  const tierPrices = (seed.tierPrices ?? []).map((tier, index, all) => ({
    quantityStart: tier.quantityStart,
    quantityEnd: all[index + 1] ? all[index + 1]!.quantityStart - 1 : null,
    price: tier.price,
  }));
  const base: ProductRecord = {
    id,
    key: seed.key,
    parentId: null,
    productNumber: seed.productNumber,
    translations: translations(
      {
        name: seed.name,
        description: seed.description,
        metaTitle: seed.metaTitle ?? '',
        metaDescription: seed.metaDescription ?? '',
        keywords: seed.keywords ?? '',
      },
      seed.translations as Translations<{
        name: string;
        description: string;
        metaTitle: string;
        metaDescription: string;
        keywords: string;
      }>,
    ),
    price: seed.variantAmounts ? Math.min(...seed.variantAmounts) : seed.price,
    listPrice: seed.listPrice ?? null,
    tierPrices,
    taxRate: TAX_RATE,
    purchaseUnit: seed.purchaseUnit ?? null,
    referenceUnit: seed.purchaseUnit ? 1 : null,
    unitId: seed.purchaseUnit ? units.liter.id : null,
    stock: seed.stock,
    isCloseout: seed.isCloseout,
    minPurchase: seed.minPurchase ?? 1,
    purchaseSteps: seed.purchaseSteps ?? 1,
    maxPurchase: seed.maxPurchase ?? null,
    shippingFree: seed.shippingFree ?? false,
    markAsTopseller: seed.markAsTopseller ?? false,
    releaseDate: new Date(now.getTime() - seed.releasedDaysAgo * DAY).toISOString(),
    createdAt: new Date(now.getTime() - (seed.addedDaysAgo ?? seed.releasedDaysAgo) * DAY).toISOString(),
    sales: seed.sales,
    manufacturerId: estateManufacturer.id,
    deliveryTimeId: deliveryTimes[seed.deliveryTime].id,
    propertyIds,
    optionIds: [],
    categoryIds,
    mediaIds,
    customFields: wineCustomFields(seed),
    crossSellings: (seed.crossSellings ?? []).map((group, index) => ({
      id: stableId('product_cross_selling', `${seed.key}:${group.name}`),
      position: index + 1,
      productIds: group.productKeys.map((key) => stableId('product', key)),
      translations: { 'de-DE': { name: group.name } },
    })),
  };
  const variants = (seed.variantAmounts ?? []).map((amount): ProductRecord => ({
    ...base,
    id: stableId('product', `${seed.key}:${amount}`),
    key: `${seed.key}-${amount}`,
    parentId: id,
    productNumber: `${seed.productNumber}.${amount}`,
    price: amount,
    optionIds: [optionId('betrag', formatAmount(amount))],
    crossSellings: [],
  }));
  return [base, ...variants];
}

function buildReviews(seed: SeedProduct, now: Date): ReviewRecord[] {
  return (seed.reviews ?? []).map((review, index) => ({
    id: stableId('product_review', `${seed.key}:${index}`),
    productId: stableId('product', seed.key),
    locale: 'de-DE',
    title: review.title,
    content: review.content,
    points: review.points,
    externalUser: review.author,
    createdAt: new Date(now.getTime() - review.daysAgo * DAY).toISOString(),
  }));
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
