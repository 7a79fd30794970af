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
  name: string;
  parentId?: string;
  breadcrumb: string[];
  type: string;
  description?: string;
}
interface CategoryList {
  total: number;
  page: number;
  limit: number;
  elements: Category[];
}
interface Breadcrumb {
  name: string;
  categoryId: string;
  path: string;
  type: string;
}

const categoryId = (key: string) => stableId('category', key);
const list = async (body: object) => ok<CategoryList>(await post(emulator.http, '/category', body));
const breadcrumb = async (path: string) => ok<Breadcrumb[]>(await get(emulator.http, `/breadcrumb/${path}`));

describe('POST /category', () => {
  test('a filter on the name finds exactly that category', async () => {
    const result = await list({
      filter: [{ type: 'equals', field: 'name', value: 'Rotwein' }],
      'total-count-mode': 'exact',
    });
    expect(result.total).toBe(1);
    expect(result.elements.map((category) => category.id)).toEqual([categoryId('rotwein')]);

    const lagen = await list({
      filter: [{ type: 'equalsAny', field: 'name', value: ['Kastanienbusch', 'Mandelberg', 'Rosenberg'] }],
    });
    expect(lagen.elements.map((category) => category.name).sort()).toEqual([
      'Kastanienbusch',
      'Mandelberg',
      'Rosenberg',
    ]);
  });

  test('limit and page give consecutive pages without overlap; exact counts all matches', async () => {
    const everything = await list({ limit: 100, 'total-count-mode': 'exact' });
    expect(everything.total).toBe(everything.elements.length);
    expect(everything.total).toBeGreaterThan(30);

    const sort = [{ field: 'name', order: 'ASC' }];
    const first = await list({ limit: 5, page: 1, sort, 'total-count-mode': 'exact' });
    const second = await list({ limit: 5, page: 2, sort, 'total-count-mode': 'exact' });
    expect(first).toMatchObject({ total: everything.total, page: 1, limit: 5 });
    expect(second).toMatchObject({ total: everything.total, page: 2, limit: 5 });
    expect(first.elements).toHaveLength(5);
    expect(second.elements).toHaveLength(5);
    const firstIds = new Set(first.elements.map((category) => category.id));
    expect(second.elements.some((category) => firstIds.has(category.id))).toBe(false);
    const names = [...first.elements, ...second.elements].map((category) => category.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });

  test('sw-include-seo-urls fills the seoUrls of the listed categories', async () => {
    const filter = [{ type: 'equals', field: 'name', value: 'Rotwein' }];
    const res = await post(emulator.http, '/category', { filter }, { 'sw-include-seo-urls': 'true' });
    const [rotwein] = ok<{ elements: { seoUrls: { seoPathInfo: string }[] }[] }>(res).elements;
    expect(rotwein!.seoUrls.map((url) => url.seoPathInfo)).toEqual(['Weine/Rotwein/']);
    const [plain] = ok<{ elements: { seoUrls?: unknown[] }[] }>(
      await post(emulator.http, '/category', { filter }),
    ).elements;
    expect(plain!.seoUrls ?? []).toEqual([]);
  });

  test('without total-count-mode the total is the size of the page', async () => {
    const result = await list({ limit: 3 });
    expect(result.elements).toHaveLength(3);
    expect(result.total).toBe(3);
  });
});

describe('POST /category/{id}', () => {
  test('answers the category with its description and breadcrumb', async () => {
    const category = ok<Category>(await post(emulator.http, `/category/${categoryId('rotwein')}`));
    expect(category).toMatchObject({
      id: categoryId('rotwein'),
      name: 'Rotwein',
      type: 'page',
      parentId: categoryId('weine'),
    });
    expect(category.description).toContain('Spätburgunder');
    expect(category.breadcrumb.slice(-2)).toEqual(['Weine', 'Rotwein']);
  });

  test('home is the sales channel root category, GET works too', async () => {
    const home = ok<Category>(await post(emulator.http, '/category/home'));
    expect(home.id).toBe(categoryId('main-navigation-root'));
    expect(home.name).toBe('Startseite');
    const viaGet = ok<Category>(await get(emulator.http, `/category/${categoryId('sekt')}`));
    expect(viaGet.name).toBe('Sekt');
  });

  test('an unknown id gets 404 CONTENT__CATEGORY_NOT_FOUND', async () => {
    const res = await post(emulator.http, '/category/0123456789abcdef0123456789abcdef');
    const error = shopwareError(res, 404, 'CONTENT__CATEGORY_NOT_FOUND');
    expect(error.detail).toContain('0123456789abcdef0123456789abcdef');
  });
});

describe('GET /breadcrumb/{id}', () => {
  test('a category: the names from the top level down, without the root', async () => {
    const crumbs = await breadcrumb(`${categoryId('riesling')}?type=category`);
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Weine', 'Weißwein', 'Riesling']);
    expect(crumbs.map((crumb) => crumb.categoryId)).toEqual([
      categoryId('weine'),
      categoryId('weisswein'),
      categoryId('riesling'),
    ]);
    expect(crumbs.map((crumb) => crumb.path)).toEqual(['Weine/', 'Weine/Weisswein/', 'Weine/Weisswein/Riesling/']);
  });

  test("a product: the breadcrumb of its main category, or of the referrer category when it is one of the product's", async () => {
    const crumbs = await breadcrumb(stableId('product', 'riesling-gutswein-2024'));
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Weine', 'Weißwein', 'Riesling']);

    const special = stableId('product', 'riesling-birkweiler-2023');
    expect((await breadcrumb(special)).map((crumb) => crumb.name)).toEqual(['Weine', 'Weißwein', 'Riesling']);
    const viaOffers = await breadcrumb(`${special}?referrerCategoryId=${categoryId('angebote')}`);
    expect(viaOffers.map((crumb) => crumb.name)).toEqual(['Angebote']);
  });

  test('an unknown id gives an empty breadcrumb', async () => {
    expect(await breadcrumb('0123456789abcdef0123456789abcdef')).toEqual([]);
    expect(await breadcrumb('0123456789abcdef0123456789abcdef?type=category')).toEqual([]);
  });
});

describe('GET /breadcrumb/{id} as each Shopware version answers it (SHOPWARE_VERSION)', () => {
  const riesling = `${categoryId('riesling')}?type=category`;
  const answerOf = async (version: string) => {
    const old = await startEmulator({ env: { SHOPWARE_VERSION: version } });
    try {
      const res = await get(old.http, `/breadcrumb/${riesling}`);
      return { status: res.status, body: res.body };
    } finally {
      await old.close();
    }
  };

  test("6.6.0-6.6.6 has no such route: the router's 404", async () => {
    const { status, body } = await answerOf('6.6.5');
    expect(status).toBe(404);
    expect(body.errors[0]).toMatchObject({
      status: '404',
      code: '0',
      detail: `No route found for "GET /store-api/breadcrumb/${categoryId('riesling')}"`,
    });
  });

  test('6.6.7-6.6.9 answers the BreadcrumbCollection struct { breadcrumbs, apiAlias: breadcrumb_collection }', async () => {
    const { status, body } = await answerOf('6.6.8');
    expect(status).toBe(200);
    expect(body.apiAlias).toBe('breadcrumb_collection');
    expect(body.breadcrumbs.map((crumb: Breadcrumb) => crumb.name)).toEqual(['Weine', 'Weißwein', 'Riesling']);
  });

  test('6.6.10 and later answer the list, as 6.7 does (the default)', async () => {
    const { body } = await answerOf('6.6.10');
    expect(body.map((crumb: Breadcrumb) => crumb.name)).toEqual(['Weine', 'Weißwein', 'Riesling']);
    expect(Array.isArray(await breadcrumb(riesling))).toBe(true);
  });

  test('a version the emulator does not know stops the start with a message naming the setting', async () => {
    await expect(startEmulator({ env: { SHOPWARE_VERSION: '6.5.8' } })).rejects.toThrow(/SHOPWARE_VERSION/);
  });
});

describe('layouts', () => {
  test('pages that list products have the product-listing layout, content pages a content layout', async () => {
    const rotwein = ok(await post(emulator.http, `/category/${stableId('category', 'rotwein')}`));
    const aboutUs = ok(await post(emulator.http, `/category/${stableId('category', 'ueber-uns')}`));
    const home = ok(await post(emulator.http, '/category/home'));
    expect(rotwein.cmsPage.type).toBe('product_list');
    expect(aboutUs.cmsPage.type).toBe('page');
    expect(home.cmsPage.type).toBe('product_list');
  });
});
