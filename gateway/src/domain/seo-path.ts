import type { RawSeoUrl } from '../shopware/store-api-types.js';

type SeoUrlInput = Pick<RawSeoUrl, 'seoPathInfo' | 'isCanonical' | 'isDeleted' | 'routeName'>;

/** The canonical SEO path of an entity as a storefront path with a leading slash, or null. */
export function seoPathOf(seoUrls: SeoUrlInput[] | null | undefined, routeName: RawSeoUrl['routeName']): string | null {
  const candidates = (seoUrls ?? []).filter((url) => url.routeName === routeName && url.isDeleted !== true && url.seoPathInfo);
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
