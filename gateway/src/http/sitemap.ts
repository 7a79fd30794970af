import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.js';
import { SEO_URL_INCLUDES, productPathOf } from '../domain/seo-path.js';
import { NAVIGATION_INCLUDES, mapNavigation } from '../modules/navigation/navigation.mapper.js';
import { NAVIGATION_TREES } from '../modules/navigation/navigation.service.js';
import { NavigationEntryType, NavigationType } from '../modules/navigation/navigation.enums.js';
import type { NavigationEntry } from '../modules/navigation/navigation.type.js';
import type { StoreApiClient, StoreApiSession } from '../shopware/store-api-client.js';
import type { RawCategory, RawProduct, RawSearchResult } from '../shopware/store-api-types.js';
import { escapeMarkup } from './escape-markup.js';

/** Shopware's page cap: the product list is read in pages of this size. */
const PAGE_SIZE = 100;
/** Search engines read it often; the catalogue changes seldom. */
const MAX_AGE_SECONDS = 3600;

/** The storefront paths of the main navigation's pages, three levels deep (links and folders are no pages of the shop). */
export async function categoryPaths(storeApi: StoreApiClient): Promise<string[]> {
  const { root, depth } = NAVIGATION_TREES[NavigationType.MAIN];
  const categories = await storeApi.read<RawCategory[]>(
    `/navigation/${root}/${root}`,
    { depth, buildTree: true, includes: NAVIGATION_INCLUDES },
    { seoUrls: true },
  );
  const paths: string[] = [];
  const walk = (entries: NavigationEntry[]) => {
    for (const entry of entries) {
      if (entry.type === NavigationEntryType.PAGE) paths.push(entry.path);
      walk(entry.children);
    }
  };
  walk(mapNavigation(categories, depth));
  return paths;
}

/** The storefront path of every main product (variants share their product's page), page by page. */
export async function productPaths(storeApi: StoreApiClient): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; ; page += 1) {
    const result = await storeApi.read<RawSearchResult<RawProduct>>(
      '/product',
      {
        page,
        limit: PAGE_SIZE,
        filter: [{ type: 'equals', field: 'parentId', value: null }],
        sort: [{ field: 'productNumber', order: 'ASC' }],
        includes: { product: ['id', 'seoUrls'], ...SEO_URL_INCLUDES },
        'total-count-mode': 'none',
      },
      { seoUrls: true },
    );
    paths.push(...result.elements.map(productPathOf));
    if (result.elements.length < PAGE_SIZE) return paths;
  }
}

/** A sitemaps.org url set of absolute addresses, each once, in the order given. */
export function sitemapXml(origin: string, paths: string[]): string {
  const urls = [...new Set(paths)].map(
    (path) => `  <url><loc>${escapeMarkup(`${origin}${encodeURI(path)}`)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * GET /sitemap.xml: the home page, every page of the main navigation and every product, as
 * absolute addresses of the shop's public origin (STOREFRONT_URL's first; never the request's Host,
 * so the answer is the same for every request and a shared cache may keep it),
 * read with an anonymous session of the gateway's Store API client in the shop's default language.
 */
export function registerSitemap(
  app: FastifyInstance,
  config: GatewayConfig,
  clientFor: (session: StoreApiSession) => StoreApiClient,
): void {
  app.get('/sitemap.xml', async (request, reply) => {
    const storeApi = clientFor({ contextToken: null, languageId: null });
    try {
      const [categories, products] = await Promise.all([categoryPaths(storeApi), productPaths(storeApi)]);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
        .send(sitemapXml(config.storefront.url, ['/', ...categories, ...products]));
    } catch (error) {
      request.log.error(error);
      return reply.status(502).type('text/plain; charset=utf-8').send('The catalogue could not be read.');
    }
  });
}
