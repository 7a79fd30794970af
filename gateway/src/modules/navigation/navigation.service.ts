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

/** POST /navigation/{root}/{root} and its criteria: the tree, with the mega menu's media and the SEO paths. */
export function navigationRequest(type: NavigationType): { path: string; criteria: Record<string, unknown> } {
  const { root, depth } = NAVIGATION_TREES[type];
  return { path: `/navigation/${root}/${root}`, criteria: { depth, buildTree: true, associations: { media: {} }, includes: INCLUDES } };
}

export async function loadNavigation({ catalog }: Pick<GatewayContext, 'catalog'>, type: NavigationType): Promise<NavigationEntry[]> {
  const { path, criteria } = navigationRequest(type);
  const categories = await catalog.read<RawCategory[]>(path, criteria, { seoUrls: true });
  return mapNavigation(categories, NAVIGATION_TREES[type].depth);
}
