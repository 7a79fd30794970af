import { createMemoryRateLimitStore } from './rate-limit-store.js';
import { ALWAYS_ALLOWED, createStockShares } from './stock-shares.js';

const MAGNUM = 'magnum';

test('two cases are always allowed, even of the last bottles', async () => {
  const shares = createStockShares(createMemoryRateLimitStore());
  expect((await shares.claim(['ip:a'], [{ productId: MAGNUM, quantity: ALWAYS_ALLOWED, stock: 12 }])).accepted).toBe(
    true,
  );
});

test('beyond two cases, at most half of the stock there was before the shopper’s own orders, over all orders', async () => {
  const shares = createStockShares(createMemoryRateLimitStore());
  const order = (quantity: number, stock: number) =>
    shares.claim(['ip:a', 'session:s'], [{ productId: MAGNUM, quantity, stock }]);
  expect((await order(30, 100)).accepted).toBe(true);
  // 70 left, 30 held: the share of 100 is 50, so 20 more and no more.
  expect(await order(21, 70)).toEqual({ accepted: false, productId: MAGNUM, available: 20 });
  expect((await order(20, 70)).accepted).toBe(true);
  expect(await order(1, 50)).toEqual({ accepted: false, productId: MAGNUM, available: 0 });
  // Another shopper has a share of what is left.
  expect((await shares.claim(['ip:b'], [{ productId: MAGNUM, quantity: 25, stock: 50 }])).accepted).toBe(true);
});

test('a refused or released order holds nothing, under any key', async () => {
  const shares = createStockShares(createMemoryRateLimitStore());
  const claims = [
    { productId: 'riesling', quantity: 12, stock: 20 },
    { productId: MAGNUM, quantity: 24, stock: 24 },
  ];
  expect(await shares.claim(['ip:a', 'session:s'], claims)).toEqual({
    accepted: false,
    productId: MAGNUM,
    available: 12,
  });
  const placed = await shares.claim(['ip:a', 'session:s'], [claims[0]!]);
  expect(placed.accepted).toBe(true);
  if (placed.accepted) await placed.release();
  expect((await shares.claim(['session:s'], [claims[0]!])).accepted).toBe(true);
});
