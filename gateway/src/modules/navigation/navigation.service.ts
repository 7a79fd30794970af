import type { GatewayContext } from '../context.js';
import { NAVIGATION_INCLUDES, mapNavigation, type NavigationCategory } from './navigation.mapper.js';
import { NavigationType } from './navigation.enums.js';
import type { NavigationEntry } from './navigation.type.js';

/** Shopware's alias of each tree's root and the depth the storefront shows (docs/behaviour/limits.md). */
export const NAVIGATION_TREES: Record<NavigationType, { root: string; depth: number }> = {
  [NavigationType.MAIN]: { root: 'main-navigation', depth: 3 },
  [NavigationType.FOOTER]: { root: 'footer-navigation', depth: 2 },
  [NavigationType.SERVICE]: { root: 'service-navigation', depth: 2 },
};

/** POST /navigation/{root}/{root} and its criteria: the tree, with the mega menu's media and the SEO paths. */
export function navigationRequest(type: NavigationType): { path: string; criteria: Record<string, unknown> } {
  const { root, depth } = NAVIGATION_TREES[type];
  return {
    path: `/navigation/${root}/${root}`,
    criteria: { depth, buildTree: true, associations: { media: {} }, includes: NAVIGATION_INCLUDES },
  };
}

export async function loadNavigation(
  { catalog }: Pick<GatewayContext, 'catalog'>,
  type: NavigationType,
): Promise<NavigationEntry[]> {
  const { path, criteria } = navigationRequest(type);
  const categories = await catalog.read<NavigationCategory[]>(path, criteria, { seoUrls: true });
  return mapNavigation(categories, NAVIGATION_TREES[type].depth);
}
