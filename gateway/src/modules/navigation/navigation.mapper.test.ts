import {
  footerColumn,
  productLink,
  rotwein,
  spaetburgunder,
  weine,
  weineMedia,
  weinproben,
  withoutSeoUrl,
} from './navigation.fixtures.js';
import { categoryPath, mapNavigation, mapNavigationEntry } from './navigation.mapper.js';
import { NavigationEntryType, NavigationLinkType } from './navigation.enums.js';

describe('categoryPath (getCategoryUrl)', () => {
  test('a link goes to its external address', () => {
    expect(categoryPath(weinproben)).toBe('https://www.suedlicheweinstrasse.de');
  });

  test('a page goes to its SEO path, with one leading slash', () => {
    expect(categoryPath(weine)).toBe('/Weine/');
    expect(categoryPath(footerColumn.children[0]!)).toBe('/Informationen/Impressum/');
  });

  test('the canonical SEO URL wins over an older one', () => {
    expect(categoryPath(rotwein)).toBe('/Weine/Rotwein/');
  });

  test('without an SEO URL a page falls back to the technical path', () => {
    expect(categoryPath(withoutSeoUrl)).toBe('/navigation/e1d2c3b4a5f60718293a4b5c6d7e8f90');
    expect(categoryPath(footerColumn)).toBe('/navigation/c0ffee00c0ffee00c0ffee00c0ffee00');
  });

  test('an internal link without an SEO URL goes to the technical route of its target', () => {
    expect(categoryPath(productLink)).toBe('/detail/0123456789abcdef0123456789abcdef');
  });

  test('a link with an SEO URL and no external address goes to the SEO path', () => {
    expect(
      categoryPath({ ...productLink, seoUrls: [{ ...rotwein.seoUrls![1]!, seoPathInfo: 'Wein-des-Monats/' }] }),
    ).toBe('/Wein-des-Monats/');
  });
});

describe('mega-menu media', () => {
  test('url, alt (translated), the original size and the thumbnails as srcset, narrowest first (the 310×250 one first)', () => {
    expect(mapNavigationEntry(weine, 2).media).toEqual({
      url: 'https://shop.weingut-keller-brandt.de/media/baaa4cfcb77807f0a180201cc52ac357/category-weine.webp',
      alt: 'Rebzeilen im Spätsommer am Hang über Birkweiler',
      width: 1240,
      height: 1000,
      srcset: [
        {
          url: 'https://shop.weingut-keller-brandt.de/thumbnail/baaa4cfcb77807f0a180201cc52ac357/category-weine_310x250.webp',
          width: 310,
        },
        {
          url: 'https://shop.weingut-keller-brandt.de/thumbnail/baaa4cfcb77807f0a180201cc52ac357/category-weine_620x500.webp',
          width: 620,
        },
        {
          url: 'https://shop.weingut-keller-brandt.de/thumbnail/baaa4cfcb77807f0a180201cc52ac357/category-weine_1240x1000.webp',
          width: 1240,
        },
      ],
    });
  });

  test('an entry without media, or with media without a URL, has none; media without thumbnails an empty srcset', () => {
    expect(mapNavigationEntry(withoutSeoUrl, 2).media).toBeNull();
    expect(mapNavigationEntry({ ...weine, media: { ...weineMedia, url: '' } }, 2).media).toBeNull();
    const bare = {
      ...weineMedia,
      thumbnails: undefined,
      metaData: undefined,
      alt: undefined,
      translated: undefined,
    } as never;
    expect(mapNavigationEntry({ ...weine, media: bare }, 2).media).toEqual({
      url: weineMedia.url,
      alt: null,
      width: null,
      height: null,
      srcset: [],
    });
  });
});

describe('mapNavigation', () => {
  const [weineEntry, weinprobenEntry] = mapNavigation([weine, weinproben], 3);

  test('a page entry: name, type, path, media, children', () => {
    expect(weineEntry).toMatchObject({
      id: weine.id,
      name: 'Weine',
      type: NavigationEntryType.PAGE,
      linkType: null,
      externalLink: null,
      opensInNewTab: false,
      path: '/Weine/',
      hasChildren: true,
    });
    expect(weineEntry!.media?.srcset[0]).toEqual(expect.objectContaining({ width: 310 }));
    expect(weineEntry!.children.map((child) => child.name)).toEqual(['Rotwein']);
  });

  test('three levels: hidden categories are left out, the deepest level tells from the child count', () => {
    const rotweinEntry = weineEntry!.children[0]!;
    expect(rotweinEntry.children.map((child) => child.name)).toEqual(['Spätburgunder']);
    expect(rotweinEntry.children[0]).toMatchObject({
      path: '/Weine/Rotwein/Spaetburgunder/',
      media: null,
      children: [],
      hasChildren: false,
    });
    // Rotwein as the deepest loaded level (depth 1): its five children were not loaded.
    expect(mapNavigationEntry({ ...rotwein, children: [] }, 0)).toMatchObject({ children: [], hasChildren: true });
    // Above the deepest level an empty children list means none.
    expect(mapNavigationEntry({ ...spaetburgunder, childCount: 3 }, 1).hasChildren).toBe(false);
  });

  test('an external link: translated name, link type, its address as path, a new tab', () => {
    expect(weinprobenEntry).toMatchObject({
      name: 'Wine tastings & events',
      type: NavigationEntryType.LINK,
      linkType: NavigationLinkType.EXTERNAL,
      externalLink: 'https://www.suedlicheweinstrasse.de',
      path: 'https://www.suedlicheweinstrasse.de',
      opensInNewTab: true,
      hasChildren: false,
    });
  });

  test('an internal link opens in a new tab only when so configured', () => {
    expect(mapNavigationEntry(productLink, 1)).toMatchObject({
      linkType: NavigationLinkType.PRODUCT,
      externalLink: null,
      opensInNewTab: true,
    });
    expect(mapNavigationEntry({ ...productLink, linkNewTab: false }, 1).opensInNewTab).toBe(false);
  });

  test('a footer column is a folder with its pages (depth 2)', () => {
    const [column] = mapNavigation([footerColumn], 2);
    expect(column).toMatchObject({ name: 'Information', type: NavigationEntryType.FOLDER, hasChildren: true });
    expect(column!.children).toEqual([
      expect.objectContaining({ name: 'Legal notice', path: '/Informationen/Impressum/', hasChildren: false }),
    ]);
  });
});
