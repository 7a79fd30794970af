import type { GatewayContext } from '../../context.js';
import type { RawCategory } from '../../shopware/store-api-types.js';
import { mapNavigation } from './navigation.mapper.js';
import { NavigationType } from './navigation.enums.js';
import type { NavigationEntry } from './navigation.type.js';

/** Shopware's alias of each tree's root and the depth the storefront shows (spec §7, §9). */
export const NAVIGATION_TREES: Record<NavigationType, { root: string; depth: number }> = {
  [NavigationType.MAIN]: { root: 'main-navigation', depth: 3 },
  [NavigationType.FOOTER]: { root: 'footer-navigation', depth: 2 },
  [NavigationType.SERVICE]: { root: 'service-navigation', depth: 2 },
};

/** Only what the mapper reads: category descriptions (HTML) and CMS data stay upstream. */
const INCLUDES = {
  category: ['id', 'name', 'translated', 'type', 'linkType', 'externalLink', 'internalLink', 'linkNewTab', 'active', 'visible', 'childCount', 'visibleChildCount', 'children', 'media', 'seoUrls'],
  media: ['id', 'url', 'alt', 'translated', 'metaData', 'thumbnails'],
  media_thumbnail: ['url', 'width', 'height'],
  seo_url: ['routeName', 'seoPathInfo', 'isCanonical', 'isDeleted'],
};

/** POST /navigation/{root}/{root}: the tree, with the mega menu's media and the SEO paths. */
export async function loadNavigation({ storeApi }: GatewayContext, type: NavigationType): Promise<NavigationEntry[]> {
  const { root, depth } = NAVIGATION_TREES[type];
  const categories = await storeApi.read<RawCategory[]>(
    `/navigation/${root}/${root}`,
    { depth, buildTree: true, associations: { media: {} }, includes: INCLUDES },
    { seoUrls: true },
  );
  return mapNavigation(categories, depth);
}
