import { negotiate } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { MemoryBudget } from '../cache/memory-budget.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What a browser may be sent: the compressions every browser of the last decade takes, best first. */
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Brotli's quality for a kept page: made once and sent to many, so it may cost more than the
 * per-request quality 4 of other answers (about 15 % smaller at this size), in zlib's thread pool.
 */
const KEPT_PAGE_BROTLI_QUALITY = 6;

/** The encoding `acceptEncoding` (a request's header) takes best, or null for the HTML as it is. */
export function encodingFor(acceptEncoding: string | undefined): Encoding | null {
  return acceptEncoding ? (negotiate(acceptEncoding, [...ENCODINGS]) as Encoding | null) : null;
}

/** A page compressed once to be sent to many (brotli at the kept pages' quality, or gzip), in zlib's thread pool. */
export function compressedOnce(html: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: KEPT_PAGE_BROTLI_QUALITY } })
    : gzipped(html);
}

/** A kept page as one version of it is: its key, when it was stored (a new render is another version) and its HTML. */
export interface KeptPageVersion {
  key: string;
  storedAt: number;
  html: string;
}

export interface KeptPageEncodings {
  /** The page as the browser accepts it (`accept-encoding`): compressed bytes and their encoding, or the HTML itself. */
  encoded(
    page: KeptPageVersion,
    acceptEncoding: string | undefined,
  ): Promise<{ body: Buffer | string; encoding: Encoding | null }>;
}

/**
 * A kept page's compressed renditions, made once per version and encoding in this gateway (in zlib's thread
 * pool, not the event loop) and kept in the memory budget for `ttlMs`, as long as the page itself. Sent to
 * every visitor of that page instead of compressing 175 KB per request (about 10 ms of the event loop's
 * time each with the compression of routes).
 */
export function createKeptPageEncodings(budget: MemoryBudget, ttlMs: number): KeptPageEncodings {
  const made = budget.partition<Buffer>('kept-page-encodings');
  const making = new Map<string, Promise<Buffer>>();

  const rendition = (page: KeptPageVersion, encoding: Encoding): Promise<Buffer> => {
    const id = `${page.key}\u0000${page.storedAt}\u0000${encoding}`;
    const kept = made.get(id);
    if (kept) return Promise.resolve(kept);
    const pending = making.get(id);
    if (pending) return pending;
    const compressing = compressedOnce(page.html, encoding).finally(() => making.delete(id));
    making.set(id, compressing);
    return compressing.then((bytes) => {
      made.set(id, bytes, bytes.length, ttlMs);
      return bytes;
    });
  };

  return {
    async encoded(page, acceptEncoding) {
      const encoding = encodingFor(acceptEncoding);
      if (!encoding) return { body: page.html, encoding: null };
      return { body: await rendition(page, encoding), encoding };
    },
  };
}
