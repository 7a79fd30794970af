import type { RawCategory } from '../shopware/store-api-types.js';

type CategoryInput = Pick<RawCategory, 'type'> & { cmsPage?: { type?: string | null } | null };

/**
 * Whether a category page lists products. A category with a layout lists products when the layout
 * is a listing layout (cms page type product_list); without one Shopware uses its default category
 * layout, a listing, for pages and the home. Links and folders list nothing.
 */
export function categoryListsProducts(category: CategoryInput, isHome: boolean): boolean {
  if (category.type === 'link') return false;
  if (category.cmsPage?.type) return category.cmsPage.type === 'product_list';
  return category.type === 'page' || isHome;
}
