import { stableId } from '../src/catalogue/ids.js';
import { get, ok, post, shopwareError, startEmulator, type RunningEmulator } from './support/emulator-harness.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.close();
});

interface Category {
  id: string;
  parentId?: string;
  name: string;
  type: 'page' | 'link' | 'folder';
  level: number;
  linkType?: string;
  externalLink?: string;
  linkNewTab?: boolean;
  media?: { url: string; thumbnails: { width: number; height: number; url: string }[] };
  seoUrls?: { seoPathInfo: string; foreignKey: string; routeName: string }[];
  children: Category[];
}

const navigation = async (root: string, body: object = {}, headers: Record<string, string> = {}) =>
  ok<Category[]>(await post(emulator.http, `/navigation/${root}/${root}`, body, headers));
const byName = (nodes: Category[], name: string) => {
  const found = nodes.find((node) => node.name === name);
  if (!found) throw new Error(`No entry "${name}" among ${nodes.map((node) => node.name).join(', ')}`);
  return found;
};
const mainRootId = stableId('category', 'main-navigation-root');

describe('main navigation', () => {
  test('depth 3 gives the mega menu: many top-level entries under the root and three levels', async () => {
    const tree = await navigation('main-navigation', { depth: 3 });
    expect(tree.length).toBeGreaterThan(5);
    for (const entry of tree) expect(entry.parentId).toBe(mainRootId);
    expect(tree.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['Weine', 'Sekt', 'Probierpakete', 'Lagen']),
    );
    const weine = byName(tree, 'Weine');
    const rotwein = byName(weine.children, 'Rotwein');
    expect(rotwein.parentId).toBe(weine.id);
    expect(rotwein.children.map((child) => child.name)).toEqual(
      expect.arrayContaining(['Spätburgunder', 'Dornfelder']),
    );
    expect(rotwein.children.every((child) => child.level === rotwein.level + 1 && child.parentId === rotwein.id)).toBe(
      true,
    );
    expect(tree.some((entry) => entry.children.some((child) => child.children.length > 0))).toBe(true);
  });

  test('depth 2 stops below the second level, depth 1 gives no children at all', async () => {
    const two = await navigation('main-navigation', { depth: 2 });
    const weine = byName(two, 'Weine');
    expect(weine.children.length).toBeGreaterThan(0);
    expect(weine.children.every((child) => child.children.length === 0)).toBe(true);

    const one = await navigation('main-navigation', { depth: 1 });
    expect(one.map((entry) => entry.id)).toEqual(two.map((entry) => entry.id));
    expect(one.every((entry) => entry.children.length === 0)).toBe(true);
  });

  test('top-level and second-level entries carry their mega-menu image with thumbnails', async () => {
    const tree = await navigation('main-navigation', { depth: 2 });
    const weine = byName(tree, 'Weine');
    for (const category of [weine, byName(weine.children, 'Rotwein'), byName(tree, 'Sekt')]) {
      expect(category.media?.url).toMatch(/^https?:\/\/.+\.webp$/);
      expect(category.media!.thumbnails.length).toBeGreaterThan(0);
      for (const thumbnail of category.media!.thumbnails) {
        expect(thumbnail.width).toBeGreaterThan(0);
        expect(thumbnail.height).toBeGreaterThan(0);
        expect(thumbnail.url).toContain(`_${thumbnail.width}x${thumbnail.height}.webp`);
      }
    }
  });

  test('the link entry points to its external page and opens in a new tab', async () => {
    const tree = await navigation('main-navigation', { depth: 2 });
    const link = tree.find((entry) => entry.type === 'link');
    expect(link).toMatchObject({
      name: 'Weinproben & Events',
      linkType: 'external',
      externalLink: 'https://www.suedlicheweinstrasse.de',
      linkNewTab: true,
    });
    expect(byName(tree, 'Weine').linkNewTab).toBe(false);
  });

  test('buildTree false gives a flat list of all levels without children', async () => {
    const tree = await navigation('main-navigation', { depth: 3 });
    const flat = await navigation('main-navigation', { depth: 3, buildTree: false });
    const countTree = (nodes: Category[]): number => nodes.reduce((sum, node) => sum + 1 + countTree(node.children), 0);
    expect(flat).toHaveLength(countTree(tree));
    expect(new Set(flat.map((entry) => entry.id)).size).toBe(flat.length);
    expect(flat.every((entry) => entry.children.length === 0)).toBe(true);
    expect(flat.map((entry) => entry.name)).toEqual(expect.arrayContaining(['Weine', 'Rotwein', 'Spätburgunder']));
    expect(new Set(flat.map((entry) => entry.level))).toEqual(new Set([2, 3, 4]));
  });

  test('sw-include-seo-urls fills seoUrls, without it they are empty', async () => {
    const withSeo = await navigation('main-navigation', { depth: 2 }, { 'sw-include-seo-urls': 'true' });
    const weine = byName(withSeo, 'Weine');
    expect(weine.seoUrls?.[0]).toMatchObject({
      seoPathInfo: 'Weine/',
      foreignKey: weine.id,
      routeName: 'frontend.navigation.page',
    });
    expect(byName(weine.children, 'Weißwein').seoUrls?.[0]?.seoPathInfo).toBe('Weine/Weisswein/');

    const without = await navigation('main-navigation', { depth: 2 });
    const all = without.flatMap((entry) => [entry, ...entry.children]);
    expect(all.every((entry) => (entry.seoUrls ?? []).length === 0)).toBe(true);
  });

  test('GET works with the depth as a query parameter', async () => {
    const res = await get(emulator.http, '/navigation/main-navigation/main-navigation?depth=1');
    const tree = ok<Category[]>(res);
    const posted = await navigation('main-navigation', { depth: 1 });
    expect(tree.map((entry) => entry.id)).toEqual(posted.map((entry) => entry.id));
    expect(tree.every((entry) => entry.children.length === 0)).toBe(true);
  });

  test('an unknown root id gets 404 CONTENT__CATEGORY_NOT_FOUND', async () => {
    const unknown = '0123456789abcdef0123456789abcdef';
    const res = await post(emulator.http, `/navigation/${unknown}/${unknown}`, { depth: 2 });
    shopwareError(res, 404, 'CONTENT__CATEGORY_NOT_FOUND');
  });
});

describe('footer and service navigation', () => {
  test('the footer has columns (folders) with their links as children', async () => {
    const footer = await navigation('footer-navigation', { depth: 2 });
    expect(footer.map((column) => column.name)).toEqual(['Informationen', 'Service', 'Weingut']);
    for (const column of footer) {
      expect(column.type).toBe('folder');
      expect(column.children.length).toBeGreaterThan(2);
    }
    expect(byName(footer, 'Informationen').children.map((child) => child.name)).toEqual(
      expect.arrayContaining(['Impressum', 'Datenschutz', 'AGB', 'Widerrufsbelehrung']),
    );
  });

  test('the service navigation is a flat list with an external link', async () => {
    const service = await navigation('service-navigation', { depth: 2 });
    expect(service.length).toBeGreaterThan(2);
    expect(service.every((entry) => entry.children.length === 0)).toBe(true);
    const external = service.filter((entry) => entry.type === 'link');
    expect(external).toEqual([
      expect.objectContaining({ linkType: 'external', externalLink: 'https://www.pfalzwein.de', linkNewTab: true }),
    ]);
  });
});

describe('active category', () => {
  test('an unknown activeId is refused with 404, and the active path is loaded beyond the depth', async () => {
    const unknown = await post(emulator.http, '/navigation/0123456789abcdef0123456789abcdef/main-navigation', {
      depth: 1,
    });
    shopwareError(unknown, 404, 'CONTENT__CATEGORY_NOT_FOUND');
    const rotwein = stableId('category', 'rotwein');
    const tree = ok<any[]>(await post(emulator.http, `/navigation/${rotwein}/main-navigation`, { depth: 1 }));
    const weine = tree.find((category) => category.id === stableId('category', 'weine'));
    expect(weine.children.map((child: { id: string }) => child.id)).toContain(rotwein);
    const others = tree.filter((category) => category.id !== weine.id);
    expect(others.every((category) => category.children.length === 0)).toBe(true);
  });
});
