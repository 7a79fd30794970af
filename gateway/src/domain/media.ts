import type { Included, Includes } from '../shopware/includes.js';
import type { RawMedia, RawProduct } from '../shopware/store-api-types.js';

export interface ImageSource {
  url: string;
  /** Width in px: the `w` descriptor of a srcset entry. */
  width: number;
}

export interface ResponsiveImage {
  url: string;
  alt: string | null;
  width: number | null;
  height: number | null;
  /** The thumbnails, narrowest first. */
  srcset: ImageSource[];
}

/** What responsiveImageOf reads of a media and its thumbnails (the criteria `includes` of every read with images). */
export const MEDIA_INCLUDES = {
  media: ['url', 'alt', 'translated', 'metaData.width', 'metaData.height', 'thumbnails'],
  media_thumbnail: ['url', 'width'],
} as const satisfies Includes;

type MediaInput = Included<RawMedia, (typeof MEDIA_INCLUDES.media)[number]>;
type ProductMediaInput = { id?: string; position?: number | null; media?: MediaInput | null };

/** A media entity as an image with srcset entries from its thumbnails (Shopware Frontends' getSrcSetForMedia). */
export function responsiveImageOf(media: MediaInput | null | undefined): ResponsiveImage | null {
  if (!media?.url) return null;
  const srcset = (media.thumbnails ?? [])
    .filter((thumbnail) => thumbnail.url && thumbnail.width > 0)
    .map((thumbnail) => ({ url: encodedOnce(thumbnail.url), width: thumbnail.width }))
    .sort((a, b) => a.width - b.width);
  return {
    url: encodedOnce(media.url),
    alt: media.translated?.alt || media.alt || null,
    width: media.metaData?.width ?? null,
    height: media.metaData?.height ?? null,
    srcset,
  };
}

/** The product's gallery: product media sorted by position ascending (docs/behaviour/product-types.md). */
export function productImagesOf(product: Pick<RawProduct, 'media'>): ResponsiveImage[] {
  return [...((product.media ?? []) as ProductMediaInput[])]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((item) => responsiveImageOf(item.media))
    .filter((image): image is ResponsiveImage => image !== null);
}

/**
 * The cover: the gallery image `coverId` names, else the first (Shopware Frontends' getMainImageUrl).
 * Read from the gallery rather than the `cover` association, which would answer the same image twice.
 */
export function productCoverOf(product: Pick<RawProduct, 'coverId' | 'media'>): ResponsiveImage | null {
  const cover = product.coverId
    ? ((product.media ?? []) as ProductMediaInput[]).find((item) => item.id === product.coverId)
    : undefined;
  return responsiveImageOf(cover?.media) ?? productImagesOf(product)[0] ?? null;
}

/** The characters encodeURI leaves as they are: a URL of only these (no `%`) needs no work. */
const PLAIN_URL = /^[\w\-.!~*'();/?:@&=+$,#]*$/;

/**
 * URLs with spaces or umlauts are encoded once, already encoded ones are left as they are. Every
 * image of every cached answer passes here, so the common plain URL skips decoding and encoding.
 */
function encodedOnce(url: string): string {
  if (PLAIN_URL.test(url)) return url;
  try {
    return encodeURI(decodeURI(url));
  } catch {
    return encodeURI(url);
  }
}
