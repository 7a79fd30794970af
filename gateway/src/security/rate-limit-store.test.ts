import { createMemoryRateLimitStore } from './rate-limit-store.js';

const refused = (limiter: ReturnType<ReturnType<typeof createMemoryRateLimitStore>['limiter']>, key: string) =>
  limiter.consume(key).then(
    () => false,
    () => true,
  );

test('the in-process counts keep at most the bound of keys, the least recently counted forgotten first', async () => {
  const limiter = createMemoryRateLimitStore(3).limiter('login:email-ip', 1, 60);
  for (const key of ['a', 'b', 'c']) expect(await refused(limiter, key)).toBe(false);
  // Within the bound every key is still counted: a second attempt is refused.
  expect(await refused(limiter, 'c')).toBe(true);
  expect(await refused(limiter, 'd')).toBe(false);
  // 'a' was counted least recently and is forgotten: its next attempt counts from zero; 'd' is still refused.
  expect(await refused(limiter, 'a')).toBe(false);
  expect(await refused(limiter, 'd')).toBe(true);
});

test('random keys cannot grow the in-process store past the bound', async () => {
  const limiter = createMemoryRateLimitStore(100).limiter('register:ip', 5, 3600);
  for (let i = 0; i < 5000; i += 1) await limiter.consume(`203.0.113.${i}`).catch(() => undefined);
  const storage = (limiter as unknown as { _memoryStorage: { _storage: { size: number } } })._memoryStorage._storage;
  expect(storage.size).toBe(100);
});
