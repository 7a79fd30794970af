import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CacheStore } from '../cache/cache-store.js';
import type { Clock } from '../cache/clock.js';
import type { MemoryBudget } from '../cache/memory-budget.js';
import { createKeptPageEncodings, type KeptPageEncodings, type KeptPageVersion } from './kept-page-encodings.js';
import type { PageSessionOf, SharedPageSession } from './page-session.js';
import type { PageVariant } from './server-render.js';

/** A request's kept page: its key, and the session it is rendered for and sent to (page-session.ts). */
export interface SharedPage extends SharedPageSession {
  key: string;
}

/**
 * Server-rendered pages of visitors without a session (a first visit, a crawler, a newsletter's
 * readers), as Shopware's HTTP cache keeps pages: such a page is the same for every request to the
 * same address with the same cookies (the interface language) in the same shop language, so its HTML is
 * kept for the answer cache's seconds and sent to the next such visitor without rendering. A returning
 * visitor whose session sees the same catalogue (page-session.ts) gets the same page of a catalogue
 * route; their own cart, login and account pages, and every page of a customer, are rendered for them.
 * The key is the page's variant as the renderer names it (its address with only the parameters pages
 * read, and the interface language) and the shop language: a tracker's parameter or an unknown cookie
 * makes no new page, so a random one cannot force a render per request.
 * Only the HTML is kept: each visitor's own cookies (the token of their new session) are made per request.
 */
export interface SharedPageCache {
  /** The request's kept page (`variant`: what the page depends on), or null when its session sees a page of its own. */
  keyOf(request: FastifyRequest, variant: PageVariant): Promise<SharedPage | null>;
  /** The kept page; `fresh` false past its seconds, while it may still be sent as another render runs. */
  get(key: string): Promise<(KeptPageVersion & { fresh: boolean }) | undefined>;
  set(page: KeptPageVersion): Promise<void>;
  /** The time a page is kept at. */
  now(): number;
  /** A kept page as the browser accepts it: compressed once per version (kept-page-encodings.ts). */
  encoded: KeptPageEncodings['encoded'];
}

/**
 * Pages kept in `store` for `seconds`, then `staleSeconds` more as stale pages: sent while one render
 * makes the page anew (stale-while-revalidate, as the answers), so an expiry holds no visitor up.
 */
export function createSharedPageCache(
  store: CacheStore,
  seconds: number,
  staleSeconds: number,
  pageSessionOf: PageSessionOf,
  budget: MemoryBudget,
  clock: Clock,
): SharedPageCache {
  const encodings = createKeptPageEncodings(budget, (seconds + staleSeconds) * 1000);
  return {
    encoded: encodings.encoded,
    async keyOf(request, variant) {
      const session = await pageSessionOf(request);
      if (!session || (session.returning && variant.personal !== false)) return null;
      const cookies = Object.entries(variant.cookies).filter(([, value]) => value !== undefined);
      const material = JSON.stringify([
        variant.url,
        cookies.sort(([a], [b]) => a.localeCompare(b)),
        session.languageId,
      ]);
      return { key: `page:${createHash('sha256').update(material).digest('base64url')}`, ...session };
    },
    async get(key) {
      const kept = await store.get(key);
      if (typeof kept?.value !== 'string') return undefined;
      return { key, html: kept.value, storedAt: kept.storedAt, fresh: clock.now() - kept.storedAt < seconds * 1000 };
    },
    now: clock.now,
    set: ({ key, html, storedAt }) => store.set(key, { value: html, storedAt }, (seconds + staleSeconds) * 1000),
  };
}
