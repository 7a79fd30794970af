import { MEDIA_INCLUDES, responsiveImageOf } from '../../domain/media.js';
import { SEO_URL_INCLUDES, seoPathOf } from '../../domain/seo-path.js';
import { mergeIncludes, type Included } from '../../shopware/includes.js';
import type { RawCategory } from '../../shopware/store-api-types.js';
import { NavigationEntryType, NavigationLinkType } from './navigation.enums.js';
import type { NavigationEntry } from './navigation.type.js';
import { shopText } from '../../domain/shop-text.js';

const ENTRY_TYPES: Record<string, NavigationEntryType> = {
  page: NavigationEntryType.PAGE,
  link: NavigationEntryType.LINK,
  folder: NavigationEntryType.FOLDER,
};

const LINK_TYPES: Record<string, NavigationLinkType> = {
  category: NavigationLinkType.CATEGORY,
  product: NavigationLinkType.PRODUCT,
  external: NavigationLinkType.EXTERNAL,
  landing_page: NavigationLinkType.LANDING_PAGE,
};

/** The technical route prefix of an internal link's target (Frontends' getEntityPrefix). */
const INTERNAL_PREFIXES: Record<string, string> = {
  category: 'navigation',
  product: 'detail',
  landing_page: 'landingPage',
};

/**
 * What the navigation mapper reads of a category (the `includes` of navigation reads): category
 * descriptions (HTML), breadcrumbs and CMS data stay upstream. `translated` keeps the listed
 * fields' translations (name and the link's fields).
 */
const NAVIGATION_CATEGORY_FIELDS = [
  'id',
  'name',
  'translated',
  'type',
  'linkType',
  'externalLink',
  'internalLink',
  'linkNewTab',
  'active',
  'visible',
  'childCount',
  'visibleChildCount',
  'children',
  'media',
  'seoUrls',
] as const;
export const NAVIGATION_INCLUDES = mergeIncludes(
  { category: NAVIGATION_CATEGORY_FIELDS },
  MEDIA_INCLUDES,
  SEO_URL_INCLUDES,
);

/** A category of a navigation answer: the fields of NAVIGATION_INCLUDES. */
export type NavigationCategory = Included<RawCategory, (typeof NAVIGATION_CATEGORY_FIELDS)[number]>;

type Translated = Partial<RawCategory['translated']> & { linkNewTab?: boolean };

const translatedOf = (category: NavigationCategory): Translated => (category.translated ?? {}) as Translated;

/** A link category's external address, or null. */
export function externalLinkOf(category: NavigationCategory): string | null {
  if (category.type !== 'link') return null;
  return translatedOf(category).externalLink || category.externalLink || null;
}

/**
 * Where a category leads, as Shopware Frontends' `getCategoryUrl`: a link goes to its external
 * address, else its SEO path, else the technical route of its internal target; any other category
 * goes to its SEO path, else `/navigation/<id>`.
 */
export function categoryPath(category: NavigationCategory): string {
  const seoPath = seoPathOf(category.seoUrls, 'frontend.navigation.page');
  if (category.type === 'link') {
    const external = externalLinkOf(category);
    if (external) return external;
    if (seoPath) return seoPath;
    const translated = translatedOf(category);
    const internalLink = translated.internalLink || category.internalLink;
    const prefix = INTERNAL_PREFIXES[translated.linkType || category.linkType || ''];
    if (internalLink && prefix) return `/${prefix}/${internalLink}`;
  }
  return seoPath ?? `/navigation/${category.id}`;
}

function linkTypeOf(category: NavigationCategory): NavigationLinkType | null {
  if (category.type !== 'link') return null;
  const raw = translatedOf(category).linkType || category.linkType;
  if (raw) return LINK_TYPES[raw] ?? null;
  // Categories saved before link types existed: an external address is an external link.
  return externalLinkOf(category) ? NavigationLinkType.EXTERNAL : null;
}

/** Whether a link opens in a new tab: external links always do, internal ones when so configured. */
function opensInNewTab(category: NavigationCategory): boolean {
  if (category.type !== 'link') return false;
  if (externalLinkOf(category)) return true;
  return (translatedOf(category).linkNewTab ?? category.linkNewTab) === true;
}

const isShown = (category: NavigationCategory): boolean => category.active !== false && category.visible !== false;

/**
 * One category of a navigation answer and its loaded sub-tree. `levelsBelow` is how many levels
 * the request loaded below this one: at 0 the children were not asked for, so whether there are
 * any comes from Shopware's visible child count.
 */
export function mapNavigationEntry(category: NavigationCategory, levelsBelow: number): NavigationEntry {
  const children = (category.children ?? []).filter(isShown).map((child) => mapNavigationEntry(child, levelsBelow - 1));
  const counted = category.visibleChildCount ?? category.childCount ?? 0;
  return {
    id: category.id,
    name: shopText(translatedOf(category).name) ?? shopText(category.name) ?? '',
    type: ENTRY_TYPES[category.type] ?? NavigationEntryType.PAGE,
    linkType: linkTypeOf(category),
    externalLink: externalLinkOf(category),
    opensInNewTab: opensInNewTab(category),
    path: categoryPath(category),
    media: responsiveImageOf(category.media),
    children,
    hasChildren: children.length > 0 || (levelsBelow <= 0 && counted > 0),
  };
}

/** The top level of a navigation tree (POST /navigation with buildTree), loaded `depth` levels deep. */
export function mapNavigation(categories: NavigationCategory[], depth: number): NavigationEntry[] {
  return categories.filter(isShown).map((category) => mapNavigationEntry(category, depth - 1));
}
