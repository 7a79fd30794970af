/**
 * Rasterises the generated SVG art to WebP with sharp, with a bounded in-process cache, an
 * optional on-disk cache and de-duplication of concurrent requests for the same image.
 * The output is deterministic: the same art and size always give identical bytes.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { SeedMediaArt } from '../seed/catalogue-types.js';
import { BOTTLE_VIEWBOX, renderBottleSvg } from './bottle-art.js';
import { SCENE_VIEWBOX, renderSceneSvg } from './scene-art.js';
import { normaliseText } from './svg-util.js';

/** Bump when the artwork changes so that disk caches from older versions are not reused. */
export const ART_VERSION = 1;

/** Largest width or height accepted by render(). */
export const MAX_DIMENSION = 4096;

const WEBP_QUALITY = 80;
const WEBP_EFFORT = 2;

/** The SVG markup for an art record (bottle 700×800 or scene 1240×1000). */
export function renderArtSvg(art: SeedMediaArt): string {
  return art.kind === 'scene' ? renderSceneSvg(art) : renderBottleSvg(art);
}

/**
 * A stable key (hex SHA-256) for an art record at a size. Only what changes the pixels is part
 * of it: kind, style, label and sublabel (whitespace-normalised), size and the art version;
 * `alt` is not.
 */
export function artCacheKey(art: SeedMediaArt, width: number, height: number): string {
  const parts = [
    ART_VERSION,
    WEBP_QUALITY,
    art.kind,
    art.style,
    normaliseText(art.label),
    normaliseText(art.sublabel),
    width,
    height,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

function assertDimension(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1 || value > MAX_DIMENSION) {
    throw new RangeError(`${name} must be an integer between 1 and ${MAX_DIMENSION}, got ${value}`);
  }
}

/** Renders without any caching: SVG → sharp (at the density that matches the size) → WebP. */
export async function rasteriseArt(art: SeedMediaArt, width: number, height: number): Promise<Buffer> {
  assertDimension('width', width);
  assertDimension('height', height);
  const svg = renderArtSvg(art);
  const vb = art.kind === 'scene' ? SCENE_VIEWBOX : BOTTLE_VIEWBOX;
  // Draw the SVG at (at least) the asked size, then crop the rounding pixel away.
  const scale = Math.max(width / vb.width, height / vb.height);
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer();
}

export interface ImageRendererOptions {
  /** Directory for the on-disk cache (created when missing); no disk cache when omitted. */
  cacheDir?: string;
  /** Entries kept in memory (least recently used are dropped first). Default 500; 0 disables it. */
  maxEntries?: number;
}

export interface ImageRendererStats {
  /** Images actually rasterised by sharp. */
  renders: number;
  memoryHits: number;
  diskHits: number;
  /** Callers that joined a render already under way for the same key. */
  sharedInFlight: number;
  /** Disk cache reads or writes that failed (the image was still served). */
  diskErrors: number;
  /** Entries currently held in memory. */
  memoryEntries: number;
}

export interface ImageRenderer {
  /**
   * The WebP bytes of `art` at exactly width×height. The returned Buffer may be shared with
   * the cache and other callers: do not modify it.
   */
  render(art: SeedMediaArt, width: number, height: number): Promise<Buffer>;
  stats(): ImageRendererStats;
  /** Empties the in-memory cache (the disk cache is left alone). */
  clearMemory(): void;
}

function looksLikeWebp(buf: Buffer): boolean {
  return buf.length > 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP';
}

export function createImageRenderer(options: ImageRendererOptions = {}): ImageRenderer {
  const cacheDir = options.cacheDir;
  const maxEntries = Math.max(0, Math.floor(options.maxEntries ?? 500));
  const memory = new Map<string, Buffer>();
  const inFlight = new Map<string, Promise<Buffer>>();
  const counters = { renders: 0, memoryHits: 0, diskHits: 0, sharedInFlight: 0, diskErrors: 0 };

  const remember = (key: string, buf: Buffer): void => {
    if (maxEntries === 0) return;
    memory.delete(key);
    memory.set(key, buf);
    while (memory.size > maxEntries) {
      const oldest = memory.keys().next().value;
      if (oldest === undefined) break;
      memory.delete(oldest);
    }
  };

  const diskPath = (dir: string, key: string): string => join(dir, key.slice(0, 2), `${key}.webp`);

  const readDisk = async (key: string): Promise<Buffer | undefined> => {
    if (!cacheDir) return undefined;
    try {
      const buf = await readFile(diskPath(cacheDir, key));
      if (looksLikeWebp(buf)) return buf;
      counters.diskErrors++;
      return undefined;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') counters.diskErrors++;
      return undefined;
    }
  };

  const writeDisk = async (key: string, buf: Buffer): Promise<void> => {
    if (!cacheDir) return;
    const file = diskPath(cacheDir, key);
    const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await mkdir(join(cacheDir, key.slice(0, 2)), { recursive: true });
      await writeFile(tmp, buf);
      await rename(tmp, file);
    } catch {
      counters.diskErrors++;
      await rm(tmp, { force: true }).catch(() => undefined);
    }
  };

  const produce = async (key: string, art: SeedMediaArt, width: number, height: number): Promise<Buffer> => {
    const cached = await readDisk(key);
    if (cached) {
      counters.diskHits++;
      return cached;
    }
    counters.renders++;
    const buf = await rasteriseArt(art, width, height);
    await writeDisk(key, buf);
    return buf;
  };

  return {
    async render(art, width, height) {
      assertDimension('width', width);
      assertDimension('height', height);
      const key = artCacheKey(art, width, height);
      const hit = memory.get(key);
      if (hit) {
        counters.memoryHits++;
        remember(key, hit);
        return hit;
      }
      const pending = inFlight.get(key);
      if (pending) {
        counters.sharedInFlight++;
        return pending;
      }
      const promise = produce(key, art, width, height).then(
        (buf) => {
          inFlight.delete(key);
          remember(key, buf);
          return buf;
        },
        (err: unknown) => {
          inFlight.delete(key);
          throw err;
        },
      );
      inFlight.set(key, promise);
      return promise;
    },
    stats() {
      return { ...counters, memoryEntries: memory.size };
    },
    clearMemory() {
      memory.clear();
    },
  };
}

let defaultRenderer: ImageRenderer | undefined;

/** Renders with a process-wide renderer that has the in-memory cache only. */
export function renderArtImage(art: SeedMediaArt, width: number, height: number): Promise<Buffer> {
  defaultRenderer ??= createImageRenderer();
  return defaultRenderer.render(art, width, height);
}
