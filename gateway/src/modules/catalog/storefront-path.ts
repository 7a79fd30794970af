import type { GatewayContext } from '../context.js';

/** What a storefront path shows: a category (navigation) or a product (detail). */
export interface StorefrontTarget {
  kind: 'category' | 'product';
  id: string;
  /** The path `/`: the sales channel's navigation root. */
  isHome: boolean;
  /** The canonical SEO path the asked path matched, with a leading slash; null for technical paths. */
  matchedSeoPath: string | null;
}

const TECHNICAL = /^\/(navigation|detail)\/([0-9a-f]{32})\/?$/i;
const KIND_BY_ROUTE: Record<string, StorefrontTarget['kind']> = {
  'frontend.navigation.page': 'category',
  'frontend.detail.page': 'product',
};

/**
 * Resolves a storefront path as Shopware Frontends does (useNavigationSearch.resolvePath): `/` is
 * the sales channel's navigationCategoryId (its default context's, cached); technical paths `/navigation/{id}` and
 * `/detail/{id}` name their entity directly; any other path is looked up by its seoPathInfo
 * (POST /seo-url, no leading slash; Shopware only answers canonical urls). The path is also tried
 * with its trailing slash toggled, in the same call, so `/Weine/Rotwein` finds `Weine/Rotwein/`.
 * Null when nothing matches (landing pages are not part of the shop).
 */
export async function resolveStorefrontPath(context: GatewayContext, path: string): Promise<StorefrontTarget | null> {
  const { loaders } = context;
  if (path === '/')
    return { kind: 'category', id: await loaders.navigationRootId(), isHome: true, matchedSeoPath: '/' };
  const technical = TECHNICAL.exec(path);
  if (technical) {
    return {
      kind: technical[1] === 'detail' ? 'product' : 'category',
      id: technical[2]!.toLowerCase(),
      isHome: false,
      matchedSeoPath: null,
    };
  }
  const pathInfo = decodePath(path).replace(/^\/+/, '');
  if (pathInfo === '') return null;
  const toggled = pathInfo.endsWith('/') ? pathInfo.replace(/\/+$/, '') : `${pathInfo}/`;
  const urls = await loaders.seoUrlsByPathInfo.loadMany(toggled === '' ? [pathInfo] : [pathInfo, toggled]);
  for (const url of urls) {
    if (url instanceof Error) throw url;
    const kind = url ? KIND_BY_ROUTE[url.routeName] : undefined;
    if (url && kind) return { kind, id: url.foreignKey, isHome: false, matchedSeoPath: `/${url.seoPathInfo}` };
  }
  return null;
}

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
