import type { RecordStore } from './record-store.js';
import type { CategoryRecord, LanguageRecord, Locale, ReviewRecord, SalesChannelRecord } from './records.js';
import { presentCategory, type CategoryDoc } from './views/category-view.js';
import { presentMedia, type MediaDoc } from './views/media-view.js';
import { presentProduct, type ProductDoc } from './views/product-view.js';
import { presentPropertyGroup, presentPropertyOption, type PropertyOptionDoc } from './views/property-view.js';
import { categorySeoPath, productSeoPath } from './views/seo-paths.js';
import { presentSeoUrl, type SeoUrlDoc } from './views/seo-url-view.js';
import {
  presentCountry,
  presentCurrency,
  presentDeliveryTime,
  presentLanguage,
  presentPaymentMethod,
  presentSalutation,
  presentShippingMethod,
  presentUnit,
} from './views/system-view.js';
import { translate } from './translate.js';

/**
 * Everything of the catalogue presented as Store API entities for one language: built once per
 * language and store revision, then shared by all requests (the catalogue is read far more often
 * than it changes).
 */
export class CatalogueView {
  readonly products = new Map<string, ProductDoc>();
  readonly categories = new Map<string, CategoryDoc>();
  readonly categoryRecords = new Map<string, CategoryRecord>();
  readonly childrenOf = new Map<string | null, string[]>();
  readonly propertyOptions = new Map<string, PropertyOptionDoc>();
  readonly media = new Map<string, MediaDoc>();
  readonly seoUrls: SeoUrlDoc[] = [];
  readonly languages;
  readonly currencies;
  readonly countries;
  readonly salutations;
  readonly paymentMethods;
  readonly shippingMethods;
  readonly propertyGroups;
  readonly sortings;

  constructor(
    store: RecordStore,
    readonly language: LanguageRecord,
    readonly salesChannel: SalesChannelRecord,
    publicUrl: string,
    storefrontUrl: string,
    now: Date,
  ) {
    const locale: Locale = language.locale;
    for (const media of store.all('media')) this.media.set(media.id, presentMedia(media, publicUrl));
    const mediaDoc = (id: string | null): MediaDoc | null => (id ? (this.media.get(id) ?? null) : null);
    const seo = (route: Parameters<typeof presentSeoUrl>[0], id: string, path: string): SeoUrlDoc => {
      const url = presentSeoUrl(route, id, path, salesChannel.id, language.id, storefrontUrl);
      this.seoUrls.push(url);
      return url;
    };

    this.languages = store
      .all('language')
      .sort((a, b) => a.position - b.position)
      .map(presentLanguage);
    this.currencies = store.all('currency').map((currency) => presentCurrency(currency, locale));
    this.countries = store
      .all('country')
      .sort((a, b) => a.position - b.position)
      .map((country) => presentCountry(country, locale));
    this.salutations = store.all('salutation').map((salutation) => presentSalutation(salutation, locale));
    const deliveryTimes = new Map(
      store.all('delivery_time').map((time) => [time.id, presentDeliveryTime(time, locale)]),
    );
    this.paymentMethods = store
      .all('payment_method')
      .sort((a, b) => a.position - b.position)
      .map((method) => presentPaymentMethod(method, locale, mediaDoc(method.mediaId)));
    this.shippingMethods = store
      .all('shipping_method')
      .sort((a, b) => a.position - b.position)
      .map((method) =>
        presentShippingMethod(
          method,
          locale,
          deliveryTimes.get(method.deliveryTimeId) ?? null,
          mediaDoc(method.mediaId),
        ),
      );
    this.sortings = store
      .all('product_sorting')
      .sort((a, b) => b.priority - a.priority)
      .map((sorting) => ({ ...sorting, label: translate(sorting.translations, locale).label }));

    const groupRecords = store.all('property_group').sort((a, b) => a.position - b.position);
    this.propertyGroups = groupRecords.map((group) => {
      const groupDoc = presentPropertyGroup(group, locale);
      for (const option of group.options)
        this.propertyOptions.set(option.id, presentPropertyOption(option, locale, groupDoc));
      return groupDoc;
    });

    this.buildCategories(store, locale, mediaDoc, seo);
    this.buildProducts(store, locale, mediaDoc, seo, deliveryTimes, now);
  }

  get locale(): Locale {
    return this.language.locale;
  }

  /** The ids of a category and of all categories below it. */
  descendantsOf(categoryId: string): string[] {
    const ids = [categoryId];
    for (const child of this.childrenOf.get(categoryId) ?? []) ids.push(...this.descendantsOf(child));
    return ids;
  }

  private buildCategories(
    store: RecordStore,
    locale: Locale,
    mediaDoc: (id: string | null) => MediaDoc | null,
    seo: (route: 'frontend.navigation.page', id: string, path: string) => SeoUrlDoc,
  ): void {
    const records = store.all('category').sort((a, b) => a.level - b.level || a.position - b.position);
    for (const record of records) {
      this.categoryRecords.set(record.id, record);
      const siblings = this.childrenOf.get(record.parentId) ?? [];
      siblings.push(record.id);
      this.childrenOf.set(record.parentId, siblings);
    }
    for (const record of records) {
      const ancestors: CategoryRecord[] = [];
      for (let parent = record.parentId; parent; parent = this.categoryRecords.get(parent)?.parentId ?? null) {
        const found = this.categoryRecords.get(parent);
        if (found) ancestors.unshift(found);
      }
      // Folders and (external) links get no SEO URL (NavigationPageSeoUrlRoute::prepareCriteria).
      const seoUrls =
        record.parentId && record.type === 'page'
          ? [seo('frontend.navigation.page', record.id, categorySeoPath(record, this.categoryRecords))]
          : [];
      this.categories.set(
        record.id,
        presentCategory(record, locale, {
          ancestors,
          childCount: this.childrenOf.get(record.id)?.length ?? 0,
          media: mediaDoc(record.mediaId),
          seoUrls,
        }),
      );
    }
  }

  private buildProducts(
    store: RecordStore,
    locale: Locale,
    mediaDoc: (id: string | null) => MediaDoc | null,
    seo: (route: 'frontend.detail.page', id: string, path: string) => SeoUrlDoc,
    deliveryTimes: Map<string, ReturnType<typeof presentDeliveryTime>>,
    now: Date,
  ): void {
    const units = new Map(store.all('unit').map((unit) => [unit.id, presentUnit(unit, locale)]));
    const manufacturers = new Map(
      store.all('product_manufacturer').map((manufacturer) => {
        const translated = translate(manufacturer.translations, locale);
        return [
          manufacturer.id,
          {
            id: manufacturer.id,
            name: translated.name,
            description: translated.description || null,
            link: manufacturer.link,
            mediaId: manufacturer.mediaId,
            media: null,
            customFields: null,
            createdAt: '2000-01-01T00:00:00.000+00:00',
            translated: { name: translated.name, description: translated.description || null, customFields: {} },
            apiAlias: 'product_manufacturer',
          },
        ];
      }),
    );
    const reviewsOf = new Map<string, ReviewRecord[]>();
    for (const review of store.all('product_review').sort((a, b) => b.createdAt.localeCompare(a.createdAt))) {
      reviewsOf.set(review.productId, [...(reviewsOf.get(review.productId) ?? []), review]);
    }
    const all = store.all('product');
    const variantsOf = new Map<string, { id: string; price: number }[]>();
    for (const product of all) {
      if (product.parentId)
        variantsOf.set(product.parentId, [
          ...(variantsOf.get(product.parentId) ?? []),
          { id: product.id, price: product.price },
        ]);
    }
    for (const record of all) {
      const tree = new Set<string>();
      for (const categoryId of record.categoryIds) {
        for (let id: string | null = categoryId; id; id = this.categoryRecords.get(id)?.parentId ?? null) tree.add(id);
      }
      const options = (ids: string[]) =>
        ids
          .map((id) => this.propertyOptions.get(id))
          .filter((option): option is PropertyOptionDoc => option !== undefined);
      this.products.set(
        record.id,
        presentProduct(record, locale, {
          ancestorsOfCategories: [...tree],
          media: record.mediaIds.map(mediaDoc).filter((media): media is MediaDoc => media !== null),
          properties: options(record.propertyIds),
          options: options(record.optionIds),
          unit: record.unitId ? (units.get(record.unitId) ?? null) : null,
          deliveryTime: deliveryTimes.get(record.deliveryTimeId) ?? null,
          manufacturer: manufacturers.get(record.manufacturerId) ?? null,
          reviews: reviewsOf.get(record.parentId ?? record.id) ?? [],
          seoUrls: record.parentId ? [] : [seo('frontend.detail.page', record.id, productSeoPath(record))],
          seoCategory: record.categoryIds[0] ? this.categories.get(record.categoryIds[0]) : undefined,
          // The cheapest price is the parent's, for the whole group (CheapestPriceUpdater), which its
          // variants inherit: a variant answers its siblings' range and the cheapest one's id too.
          variants: variantsOf.get(record.parentId ?? record.id) ?? [],
          childCount: variantsOf.get(record.id)?.length ?? 0,
          now,
          markAsNewDays: this.salesChannel.markAsNewDays,
          salesChannelId: this.salesChannel.id,
          languageId: this.language.id,
        }),
      );
    }
  }
}

/** Keeps one view per language, rebuilt lazily after the store changes. */
export class CatalogueViews {
  private readonly views = new Map<string, CatalogueView>();

  constructor(
    private readonly store: RecordStore,
    private readonly publicUrl: string,
    private readonly storefrontUrl: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    store.onChange(() => this.views.clear());
  }

  forLanguage(languageId: string): CatalogueView | undefined {
    const cached = this.views.get(languageId);
    if (cached) return cached;
    const language = this.store.get('language', languageId);
    const salesChannel = this.store.all('sales_channel')[0];
    if (!language || !salesChannel) return undefined;
    const view = new CatalogueView(
      this.store,
      language,
      salesChannel,
      this.publicUrl,
      this.storefrontUrl,
      this.clock(),
    );
    this.views.set(languageId, view);
    return view;
  }
}
