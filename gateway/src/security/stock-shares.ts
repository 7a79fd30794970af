import type { RateLimitStore } from './rate-limit-store.js';

/**
 * What one shopper may order of a product that can sell out (a closeout: Shopware sells no more than its
 * stock) within a day: always up to two cases, beyond that at most half of the stock there was before the
 * shopper's own orders. Unpaid orders (prepayment, invoice) take stock at once, so without a share one
 * loop of orders sold the estate's closeouts out for everyone. docs/adr/0029.
 */
export const ALWAYS_ALLOWED = 12;
const DAY = 24 * 3600;
/** The count's limiter never refuses: the share decides. */
const UNLIMITED = 2 ** 31 - 1;

export const shareOf = (stockBefore: number): number => Math.max(ALWAYS_ALLOWED, Math.floor(stockBefore / 2));

/** A product line of an order about to be placed: how many, and the stock available now. */
export interface StockClaim {
  productId: string;
  quantity: number;
  stock: number;
}

export type StockClaimOutcome =
  | { accepted: true; /** The order was not placed: the quantities are given back. */ release(): Promise<void> }
  | { accepted: false; productId: string; /** How many the shopper may still order now. */ available: number };

export interface StockShares {
  /** Counts each claim under each of the shopper's keys (address, session, a guest's e-mail); all or none. */
  claim(keys: string[], claims: StockClaim[]): Promise<StockClaimOutcome>;
}

export function createStockShares(store: RateLimitStore): StockShares {
  const held = store.limiter('stock-share', UNLIMITED, DAY);
  return {
    async claim(keys, claims) {
      const taken: { key: string; quantity: number }[] = [];
      const giveBack = () => Promise.all(taken.map(({ key, quantity }) => held.reward(key, quantity)));
      for (const claim of claims)
        for (const shopper of keys) {
          const key = `${shopper}|${claim.productId}`;
          const total = (await held.consume(key, claim.quantity)).consumedPoints;
          taken.push({ key, quantity: claim.quantity });
          const before = total - claim.quantity;
          // The stock now is what is left after this shopper's earlier orders too.
          const share = shareOf(claim.stock + before);
          if (total > share) {
            await giveBack();
            return {
              accepted: false,
              productId: claim.productId,
              available: Math.max(0, Math.min(claim.stock, share - before)),
            };
          }
        }
      return {
        accepted: true,
        async release() {
          await giveBack();
        },
      };
    },
  };
}
