/**
 * Pixel sizes of the generated media. Product (bottle) images are 7:8 portrait, category
 * (scene) images 31:25 landscape. The base size is the "original" file of a Shopware media
 * entity; the thumbnails mirror the entity's `thumbnails` (widths as in Shopware's default
 * thumbnail sizes, heights keeping the ratio, rounded).
 */
import type { SeedMediaArt } from '../seed/catalogue-types.js';

export type MediaKind = SeedMediaArt['kind'];

export interface MediaSize {
  width: number;
  height: number;
}

/** Aspect ratio (width / height) per kind. */
export const ASPECT: Readonly<Record<MediaKind, number>> = { bottle: 7 / 8, scene: 31 / 25 };

const BASE: Readonly<Record<MediaKind, MediaSize>> = {
  bottle: { width: 800, height: 914 },
  scene: { width: 1240, height: 1000 },
};

const THUMBNAIL_WIDTHS: Readonly<Record<MediaKind, readonly number[]>> = {
  bottle: [280, 400, 560, 800],
  scene: [310, 620, 1240],
};

/** Height for `width` at the kind's aspect ratio, rounded to whole pixels. */
export function heightForWidth(kind: MediaKind, width: number): number {
  return Math.round(width / ASPECT[kind]);
}

/** The size of the original image: bottle 800×914, scene 1240×1000. */
export function baseSize(kind: MediaKind): MediaSize {
  const b = BASE[kind];
  return { width: b.width, height: b.height };
}

/**
 * Thumbnail sizes, smallest first: bottle 280×320, 400×457, 560×640, 800×914;
 * scene 310×250, 620×500, 1240×1000.
 */
export function thumbnailSizes(kind: MediaKind): MediaSize[] {
  return THUMBNAIL_WIDTHS[kind].map((width) => ({ width, height: heightForWidth(kind, width) }));
}

/** Whether width×height is the base size or one of the thumbnail sizes of the kind. */
export function isKnownSize(kind: MediaKind, width: number, height: number): boolean {
  const base = BASE[kind];
  if (base.width === width && base.height === height) return true;
  return thumbnailSizes(kind).some((s) => s.width === width && s.height === height);
}
