import { categoryListsProducts } from '../../domain/category-content.js';
import { MEDIA_INCLUDES, responsiveImageOf } from '../../domain/media.js';
import { SEO_URL_INCLUDES, seoPathOf } from '../../domain/seo-path.js';
import { sanitizeShopHtml } from '../../domain/shop-html.js';
import { httpFailures } from '../../errors/error-catalogue.js';
import { messageFor } from '../../i18n/texts.js';
import type { Locale } from '../../i18n/locale.js';
import { mergeIncludes, type Included } from '../../shopware/includes.js';
import type { RawCategory } from '../../shopware/store-api-types.js';
import type { RawBreadcrumb } from '../catalog/catalog-raw-types.js';
import type { Product } from '../catalog/product.type.js';
import type { BreadcrumbEntry, CategoryPage, NotFoundPage, ProductPage } from './page.type.js';
import { shopText as text } from '../../domain/shop-text.js';

/**
 * What a category page reads of its category (the `includes` of POST /category by id): texts,
 * image, layout type and SEO path; `translated` keeps the listed texts' translations.
 */
const PAGE_CATEGORY_FIELDS = [
  'id',
  'name',
  'translated',
  'type',
  'description',
  'metaTitle',
  'metaDescription',
  'keywords',
  'media',
  'cmsPage',
  'seoUrls',
] as const;
export const CATEGORY_PAGE_INCLUDES = mergeIncludes(
  { category: PAGE_CATEGORY_FIELDS, cms_page: ['type'] },
  MEDIA_INCLUDES,
  SEO_URL_INCLUDES,
);

/** POST /category by ids: the image and the layout (cmsPage), only the fields of CATEGORY_PAGE_INCLUDES. */
export const CATEGORY_PAGE_CRITERIA = { associations: { media: {}, cmsPage: {} }, includes: CATEGORY_PAGE_INCLUDES };

/** A category as the page reads it: the fields of CATEGORY_PAGE_INCLUDES. */
export type PageCategory = Included<RawCategory, (typeof PAGE_CATEGORY_FIELDS)[number]>;

export interface PagePaths {
  requestedPath: string;
  canonicalPath: string;
}

/** The location to replace the asked one with: the canonical path when the (decoded) paths differ. */
export function redirectOf({ requestedPath, canonicalPath }: PagePaths): string | null {
  const decode = (path: string) => {
    try {
      return decodeURI(path);
    } catch {
      return path;
    }
  };
  return decode(requestedPath) === decode(canonicalPath) ? null : canonicalPath;
}

export function mapBreadcrumb(entries: RawBreadcrumb[]): BreadcrumbEntry[] {
  return entries.map((entry) => ({
    categoryId: entry.categoryId,
    name: text(entry.translated?.name) ?? text(entry.name) ?? '',
    path:
      seoPathOf(entry.seoUrls, 'frontend.navigation.page') ??
      (text(entry.path) ? `/${entry.path.replace(/^\/+/, '')}` : `/navigation/${entry.categoryId}`),
  }));
}

/** The category's description, translation first, as sanitised HTML (the page's and the navigation entry's). */
export function categoryDescriptionHtml(category: Pick<PageCategory, 'description' | 'translated'>): string | null {
  return sanitizeShopHtml(category.translated?.description ?? category.description);
}

export function mapCategoryPage(
  category: PageCategory,
  breadcrumb: RawBreadcrumb[],
  paths: PagePaths,
  isHome: boolean,
): CategoryPage {
  const translated: Partial<RawCategory['translated']> = category.translated ?? {};
  const name = text(translated.name) ?? text(category.name) ?? '';
  return {
    kind: 'CategoryPage',
    ...paths,
    redirectTo: redirectOf(paths),
    breadcrumb: mapBreadcrumb(breadcrumb),
    metaTitle: text(translated.metaTitle) ?? text(category.metaTitle) ?? name,
    metaDescription: text(translated.metaDescription) ?? text(category.metaDescription),
    categoryId: category.id,
    name,
    descriptionHtml: categoryDescriptionHtml(category),
    metaKeywords: text(translated.keywords) ?? text(category.keywords),
    image: responsiveImageOf(category.media),
    listsProducts: categoryListsProducts(category, isHome),
    isHome,
  };
}

export function mapProductPage(product: Product, breadcrumb: RawBreadcrumb[], paths: PagePaths): ProductPage {
  return {
    kind: 'ProductPage',
    ...paths,
    redirectTo: redirectOf(paths),
    breadcrumb: mapBreadcrumb(breadcrumb),
    metaTitle: product.metaTitle ?? product.name,
    metaDescription: product.metaDescription,
    product,
  };
}

export function notFoundPage(requestedPath: string, locale: Locale): NotFoundPage {
  return {
    kind: 'NotFoundPage',
    requestedPath,
    canonicalPath: null,
    redirectTo: null,
    breadcrumb: [],
    metaTitle: null,
    metaDescription: null,
    code: httpFailures[404].code,
    message: messageFor(httpFailures[404].text, locale),
  };
}
