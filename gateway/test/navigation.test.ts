import { EXAMPLE_OPERATIONS } from '../src/http/ide-examples.js';
import { dataOf, graphql, startShop, type RunningShop } from './support/gateway-harness.js';

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop.close();
});

const ENTRY = 'id name type linkType externalLink opensInNewTab path hasChildren';
const NAVIGATION = `query Navigation($type: NavigationType!) {
  navigation(type: $type) {
    ${ENTRY}
    media { url alt width height srcset { url width } }
    children { ${ENTRY} children { ${ENTRY} children { id } } }
  }
}`;

type Entry = {
  id: string;
  name: string;
  type: string;
  linkType: string | null;
  externalLink: string | null;
  opensInNewTab: boolean;
  path: string;
  hasChildren: boolean;
  media?: {
    url: string;
    alt: string | null;
    width: number;
    height: number;
    srcset: { url: string; width: number }[];
  } | null;
  children: Entry[];
};

async function navigation(type: string, headers: Record<string, string> = {}): Promise<Entry[]> {
  return dataOf<{ navigation: Entry[] }>(await graphql(shop, NAVIGATION, { type }, headers)).navigation;
}

async function englishId(): Promise<string> {
  const { languages } = dataOf<{ languages: { id: string; locale: string }[] }>(
    await graphql(shop, '{ languages { id locale } }'),
  );
  return languages.find((language) => language.locale === 'en-GB')!.id;
}

describe('main navigation', () => {
  let main: Entry[];
  beforeAll(async () => {
    main = await navigation('MAIN');
  });

  test('more than the five top entries the header shows at first, in German by default', () => {
    expect(main.length).toBeGreaterThan(5);
    expect(main.map((entry) => entry.name)).toEqual(expect.arrayContaining(['Weine', 'Sekt', 'Weinproben & Events']));
  });

  test('three levels deep, each entry with its SEO path', () => {
    const weine = main.find((entry) => entry.name === 'Weine')!;
    expect(weine).toMatchObject({
      type: 'PAGE',
      linkType: null,
      path: '/Weine/',
      opensInNewTab: false,
      hasChildren: true,
    });
    const rotwein = weine.children.find((entry) => entry.name === 'Rotwein')!;
    expect(rotwein).toMatchObject({ path: '/Weine/Rotwein/', hasChildren: true });
    const spaetburgunder = rotwein.children.find((entry) => entry.name === 'Spätburgunder')!;
    expect(spaetburgunder).toMatchObject({ path: '/Weine/Rotwein/Spaetburgunder/', hasChildren: false, children: [] });
  });

  test('the mega-menu image: alt text, size and a 310×250 thumbnail among the srcset candidates', () => {
    const { media } = main.find((entry) => entry.name === 'Weine')!;
    expect(media).toMatchObject({ alt: expect.any(String), width: 1240, height: 1000 });
    expect(media!.url).toMatch(/^http:\/\/.+\/media\/[0-9a-f]{32}\/category-weine\.webp$/);
    expect(media!.srcset.map((source) => source.width)).toEqual([310, 620, 1240]);
    expect(media!.srcset[0]!.url).toMatch(/_310x250\.webp$/);
  });

  test('the external link opens in a new tab and leads to its address', () => {
    expect(main.find((entry) => entry.type === 'LINK')).toMatchObject({
      name: 'Weinproben & Events',
      linkType: 'EXTERNAL',
      externalLink: 'https://www.suedlicheweinstrasse.de',
      path: 'https://www.suedlicheweinstrasse.de',
      opensInNewTab: true,
    });
  });
});

test('the footer navigation: one folder column per category, with its pages (two levels)', async () => {
  const footer = await navigation('FOOTER');
  expect(footer.map((column) => column.name)).toEqual(['Informationen', 'Service', 'Weingut']);
  for (const column of footer) {
    expect(column).toMatchObject({ type: 'FOLDER', hasChildren: true });
    expect(column.children.length).toBeGreaterThan(0);
    for (const page of column.children) expect(page.children).toEqual([]);
  }
  expect(footer[0]!.children[0]).toMatchObject({ name: 'Impressum', path: '/Informationen/Impressum/' });
});

test('the service navigation: pages and an external link in a new tab', async () => {
  const service = await navigation('SERVICE');
  expect(service.find((entry) => entry.name === 'Weinabo')).toMatchObject({
    type: 'PAGE',
    path: '/Weinabo/',
    opensInNewTab: false,
  });
  expect(service.find((entry) => entry.type === 'LINK')).toMatchObject({
    name: 'Pfalzwein entdecken',
    path: 'https://www.pfalzwein.de',
    opensInNewTab: true,
  });
});

test('English names with the sw-language-id header or cookie of en-GB', async () => {
  const id = await englishId();
  const byHeader = await navigation('MAIN', { 'sw-language-id': id });
  expect(byHeader.map((entry) => entry.name)).toEqual(
    expect.arrayContaining(['Wines', 'Sparkling wine', 'Wine tastings & events']),
  );
  const byCookie = await navigation('FOOTER', { cookie: `sw-language-id=${id}` });
  expect(byCookie.map((column) => column.name)).toEqual(['Information', 'Customer service', 'The estate']);
});

test('a navigation type GraphQL does not know is refused before any upstream call', async () => {
  const res = await graphql(shop, '{ navigation(type: TOP) { id } }');
  expect(res.status).toBe(400);
  expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
});

test('an unreachable Store API is a mapped upstream error', async () => {
  const broken = await startShop({
    gatewayEnv: { SHOPWARE_ENDPOINT: 'http://127.0.0.1:9', SHOPWARE_TIMEOUT_MS: '1000' },
  });
  try {
    const res = await graphql(broken, '{ navigation(type: MAIN) { id } }');
    expect(res.body.data).toEqual({ navigation: null });
    expect(res.body.errors[0].extensions.code).toBe('BAD_GATEWAY');
  } finally {
    await broken.close();
  }
});

test("the IDE's Navigation and Footer examples run without errors", async () => {
  for (const name of ['Navigation', 'Footer']) {
    const example = EXAMPLE_OPERATIONS.find((operation) => operation.name === name)!;
    const data = dataOf(await graphql(shop, example.query));
    expect(Object.values(data).every((list) => Array.isArray(list) && list.length > 0)).toBe(true);
  }
});
