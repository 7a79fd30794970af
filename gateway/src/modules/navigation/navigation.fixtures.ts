/**
 * Raw Store API categories as POST /navigation answers them with `sw-include-seo-urls` (trimmed to
 * the fields the mapper reads, plus a few it must ignore). Shapes from Shopware 6.7 and the emulator.
 */
import type { RawCategory, RawMedia } from '../../shopware/store-api-types.js';

const HOST = 'https://shop.weingut-keller-brandt.de';

const thumbnail = (mediaId: string, file: string, width: number, height: number) => ({
  id: `${mediaId}-${width}`,
  mediaId,
  width,
  height,
  url: `${HOST}/thumbnail/${mediaId}/${file}_${width}x${height}.webp`,
  apiAlias: 'media_thumbnail',
});

/** A category scene (1240×1000) with thumbnails answered out of width order. */
export const weineMedia = {
  id: 'baaa4cfcb77807f0a180201cc52ac357',
  fileName: 'category-weine',
  fileExtension: 'webp',
  mimeType: 'image/webp',
  alt: 'Rebzeilen im Spätsommer',
  title: 'Unsere Weine',
  metaData: { width: 1240, height: 1000, type: 'image/webp' },
  url: `${HOST}/media/baaa4cfcb77807f0a180201cc52ac357/category-weine.webp`,
  path: 'media/baaa4cfcb77807f0a180201cc52ac357/category-weine.webp',
  hasFile: true,
  private: false,
  translated: { alt: 'Rebzeilen im Spätsommer am Hang über Birkweiler', title: 'Unsere Weine' },
  thumbnails: [
    thumbnail('baaa4cfcb77807f0a180201cc52ac357', 'category-weine', 620, 500),
    thumbnail('baaa4cfcb77807f0a180201cc52ac357', 'category-weine', 310, 250),
    thumbnail('baaa4cfcb77807f0a180201cc52ac357', 'category-weine', 1240, 1000),
  ],
  apiAlias: 'media',
} as unknown as RawMedia;

const seoUrl = (foreignKey: string, seoPathInfo: string, isCanonical = true) => ({
  foreignKey,
  routeName: 'frontend.navigation.page',
  pathInfo: `/navigation/${foreignKey}`,
  seoPathInfo,
  isCanonical,
  apiAlias: 'seo_url',
});

const category = (fields: Record<string, unknown>): RawCategory =>
  ({
    active: true,
    visible: true,
    childCount: 0,
    children: [],
    linkNewTab: false,
    breadcrumb: [],
    apiAlias: 'category',
    ...fields,
  }) as unknown as RawCategory;

export const spaetburgunder = category({
  id: '3c1e6f1f7a1b4d0e9c2a5b8d7e6f5a4b',
  name: 'Spätburgunder',
  translated: { name: 'Spätburgunder' },
  type: 'page',
  level: 4,
  seoUrls: [seoUrl('3c1e6f1f7a1b4d0e9c2a5b8d7e6f5a4b', 'Weine/Rotwein/Spaetburgunder/')],
});

/** Has sub-categories that a depth of 3 does not load below it when it is the deepest level. */
export const rotwein = category({
  id: 'f440da4ace4c2555df80e4a552de0b51',
  name: 'Rotwein',
  translated: { name: 'Rotwein' },
  type: 'page',
  level: 3,
  childCount: 5,
  // A non-canonical (old) SEO URL answered first: the canonical one wins.
  seoUrls: [
    seoUrl('f440da4ace4c2555df80e4a552de0b51', 'Rotweine/', false),
    seoUrl('f440da4ace4c2555df80e4a552de0b51', 'Weine/Rotwein/'),
  ],
  children: [
    spaetburgunder,
    category({ id: 'aa11', name: 'Versteckt', translated: { name: 'Versteckt' }, type: 'page', visible: false }),
  ],
});

export const weine = category({
  id: '9ad8e716efdb4c16bd14cb58102a6d35',
  name: 'Weine',
  translated: { name: 'Weine' },
  type: 'page',
  level: 2,
  childCount: 2,
  description: '<p>Kraftvolle Weine …</p>',
  media: weineMedia,
  seoUrls: [seoUrl('9ad8e716efdb4c16bd14cb58102a6d35', 'Weine/')],
  children: [rotwein],
});

/** The main navigation's external link (Shopware writes no SEO URL for it). */
export const weinproben = category({
  id: '5f0c3c8bb0d34e1b8a7d2c4e6f8a9b0c',
  name: 'Weinproben & Events',
  translated: {
    name: 'Wine tastings & events',
    linkType: 'external',
    externalLink: 'https://www.suedlicheweinstrasse.de',
  },
  type: 'link',
  linkType: 'external',
  externalLink: 'https://www.suedlicheweinstrasse.de',
  linkNewTab: false,
  seoUrls: [],
});

/** A link to a product without an SEO URL of its own: the technical route of its target. */
export const productLink = category({
  id: '7d9e1f2a3b4c5d6e7f8091a2b3c4d5e6',
  name: 'Wein des Monats',
  translated: { name: 'Wein des Monats', linkType: 'product', internalLink: '0123456789abcdef0123456789abcdef' },
  type: 'link',
  linkType: 'product',
  internalLink: '0123456789abcdef0123456789abcdef',
  linkNewTab: true,
});

/** A page answered without `sw-include-seo-urls` (or not yet indexed): the technical path. */
export const withoutSeoUrl = category({
  id: 'e1d2c3b4a5f60718293a4b5c6d7e8f90',
  name: 'Neuheiten',
  translated: { name: 'Neuheiten' },
  type: 'page',
});

/** A footer column: a folder that groups pages. */
export const footerColumn = category({
  id: 'c0ffee00c0ffee00c0ffee00c0ffee00',
  name: 'Informationen',
  translated: { name: 'Information' },
  type: 'folder',
  childCount: 1,
  children: [
    category({
      id: 'deadbeefdeadbeefdeadbeefdeadbeef',
      name: 'Impressum',
      translated: { name: 'Legal notice' },
      type: 'page',
      seoUrls: [seoUrl('deadbeefdeadbeefdeadbeefdeadbeef', '/Informationen/Impressum/')],
    }),
  ],
});
