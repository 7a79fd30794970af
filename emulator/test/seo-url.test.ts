import { stableId } from '../src/catalogue/ids.js';
import { ok, post, startEmulator, type RunningEmulator } from './support/emulator-harness.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.close();
});

interface SeoUrl {
  foreignKey: string;
  routeName: string;
  pathInfo: string;
  seoPathInfo: string;
  isCanonical: boolean;
  url: string;
}
interface SeoUrlList {
  total: number;
  elements: SeoUrl[];
}
interface Category {
  id: string;
  name: string;
  type: string;
  seoUrls?: SeoUrl[];
  children: Category[];
}

const SEO = { 'sw-include-seo-urls': 'true' };
const seoUrls = async (field: 'seoPathInfo' | 'pathInfo', value: string) =>
  ok<SeoUrlList>(await post(emulator.http, '/seo-url', { filter: [{ type: 'equals', field, value }] }));

/** What Shopware Frontends' resolvePath does with a path: the route and the entity id, or null (404). */
async function resolvePath(path: string): Promise<{ routeName: string; foreignKey: string } | null> {
  const technical = /^\/(navigation|detail|landingPage)\/[0-9a-f]{32}$/.test(path);
  const found = technical ? await seoUrls('pathInfo', path) : await seoUrls('seoPathInfo', path.replace(/^\//, ''));
  const first = found.elements[0];
  return first ? { routeName: first.routeName, foreignKey: first.foreignKey } : null;
}

describe('resolving paths as Shopware Frontends does', () => {
  test('a category path resolves to the category, which then loads', async () => {
    expect(await resolvePath('/Weine/Weisswein/Riesling/')).toEqual({
      routeName: 'frontend.navigation.page',
      foreignKey: stableId('category', 'riesling'),
    });
    const route = (await resolvePath('/Weine/Rotwein/'))!;
    const category = ok<Category>(await post(emulator.http, `/category/${route.foreignKey}`));
    expect(category.name).toBe('Rotwein');
  });

  test('every page of the main navigation resolves back from its own SEO path', async () => {
    const tree = ok<Category[]>(
      await post(emulator.http, '/navigation/main-navigation/main-navigation', { depth: 3 }, SEO),
    );
    const flatten = (nodes: Category[]): Category[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
    const pages = flatten(tree).filter((category) => category.type !== 'link');
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      const path = page.seoUrls?.[0]?.seoPathInfo;
      expect(path).toMatch(/^[^/].*\/$/);
      expect(await resolvePath(`/${path}`)).toEqual({ routeName: 'frontend.navigation.page', foreignKey: page.id });
    }
  });

  test('a product path resolves to the product, which then loads', async () => {
    const id = stableId('product', 'riesling-gutswein-2024');
    const { product } = ok<{ product: { seoUrls: SeoUrl[] } }>(await post(emulator.http, `/product/${id}`, {}, SEO));
    const canonical = product.seoUrls[0]!;
    expect(canonical).toMatchObject({
      seoPathInfo: 'Riesling-trocken-2024/WB-W-2001',
      isCanonical: true,
      routeName: 'frontend.detail.page',
    });
    expect(canonical.url.endsWith('/Riesling-trocken-2024/WB-W-2001')).toBe(true);
    const route = (await resolvePath(`/${canonical.seoPathInfo}`))!;
    expect(route).toEqual({ routeName: 'frontend.detail.page', foreignKey: id });
    const loaded = ok<{ product: { name: string } }>(await post(emulator.http, `/product/${route.foreignKey}`));
    expect(loaded.product.name).toBe('Riesling trocken 2024');
  });

  test('the technical path /navigation/{id} resolves through pathInfo to the SEO path', async () => {
    const id = stableId('category', 'riesling');
    const found = await seoUrls('pathInfo', `/navigation/${id}`);
    expect(found.elements).toHaveLength(1);
    expect(found.elements[0]).toMatchObject({
      foreignKey: id,
      routeName: 'frontend.navigation.page',
      seoPathInfo: 'Weine/Weisswein/Riesling/',
    });
    expect(await resolvePath(`/navigation/${id}`)).toEqual({ routeName: 'frontend.navigation.page', foreignKey: id });
  });

  test('an unknown path finds nothing', async () => {
    const found = await seoUrls('seoPathInfo', 'Weine/Bier/');
    expect(found.elements).toEqual([]);
    expect(await resolvePath('/navigation/0123456789abcdef0123456789abcdef')).toBeNull();
  });
});

test('with sw-include-seo-urls every product of a listing has an SEO URL that resolves back to it', async () => {
  const res = await post(emulator.http, `/product-listing/${stableId('category', 'weine')}`, { limit: 24 }, SEO);
  const listing = ok<{ elements: { id: string; seoUrls?: SeoUrl[] }[] }>(res);
  expect(listing.elements.length).toBe(24);
  for (const product of listing.elements) {
    const path = product.seoUrls?.[0]?.seoPathInfo;
    expect(path).toBeDefined();
    expect(await resolvePath(`/${path}`)).toEqual({ routeName: 'frontend.detail.page', foreignKey: product.id });
  }
  const plain = ok<{ elements: { seoUrls?: SeoUrl[] }[] }>(
    await post(emulator.http, `/product-listing/${stableId('category', 'weine')}`, {}),
  );
  expect(plain.elements.every((product) => (product.seoUrls ?? []).length === 0)).toBe(true);
});
