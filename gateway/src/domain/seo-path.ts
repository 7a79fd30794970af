import type { Included, Includes } from '../shopware/includes.js';
import type { RawSeoUrl } from '../shopware/store-api-types.js';

/** What seoPathOf reads of an SEO url (the criteria `includes` of every read with SEO paths). */
export const SEO_URL_INCLUDES = {
  seo_url: ['routeName', 'seoPathInfo', 'isCanonical', 'isDeleted'],
} as const satisfies Includes;

type SeoUrlInput = Included<RawSeoUrl, (typeof SEO_URL_INCLUDES.seo_url)[number]>;

/** The canonical SEO path of an entity as a storefront path with a leading slash, or null. */
export function seoPathOf(seoUrls: SeoUrlInput[] | null | undefined, routeName: RawSeoUrl['routeName']): string | null {
  const candidates = (seoUrls ?? []).filter(
    (url) => url.routeName === routeName && url.isDeleted !== true && url.seoPathInfo,
  );
  const chosen = candidates.find((url) => url.isCanonical === true) ?? candidates[0];
  return chosen ? `/${chosen.seoPathInfo.replace(/^\/+/, '')}` : null;
}

/** A product's storefront path: its SEO path, else the technical `/detail/{id}` (Shopware Frontends' getProductUrl). */
export function productPathOf(product: { id: string; seoUrls?: SeoUrlInput[] | null }): string {
  return seoPathOf(product.seoUrls, 'frontend.detail.page') ?? `/detail/${product.id}`;
}

/** A category's storefront path: its SEO path, else the technical `/navigation/{id}`. */
export function categoryPathOf(category: { id: string; seoUrls?: SeoUrlInput[] | null }): string {
  return seoPathOf(category.seoUrls, 'frontend.navigation.page') ?? `/navigation/${category.id}`;
}
