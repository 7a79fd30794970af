import { createMemoryBudget } from './memory-budget.js';
import { createMemoryStore } from './memory-store.js';
import { SwrCache } from './swr-cache.js';

function setup() {
  let now = 1_000;
  const cache = new SwrCache(createMemoryStore(createMemoryBudget(1_000_000)), {
    freshMs: 60_000,
    staleMs: 300_000,
    now: () => now,
  });
  let calls = 0;
  const load = async () => ({ answer: (calls += 1) });
  return { cache, load, calls: () => calls, advance: (ms: number) => (now += ms) };
}

test('a fresh entry is answered without loading; concurrent misses of one key share one load', async () => {
  const { cache, load, calls } = setup();
  const first = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
  expect(first.map(({ outcome }) => outcome)).toEqual(['miss', 'miss', 'miss']);
  expect(first.map(({ value }) => value)).toEqual([{ answer: 1 }, { answer: 1 }, { answer: 1 }]);
  expect(await cache.get('k', load)).toEqual({ value: { answer: 1 }, outcome: 'hit' });
  expect(calls()).toBe(1);
});

test('a stale entry is answered at once and refreshed once in the background; after the stale window it is a miss', async () => {
  const { cache, load, calls, advance } = setup();
  await cache.get('k', load);
  advance(61_000);
  const stale = await Promise.all([cache.get('k', load), cache.get('k', load)]);
  expect(stale).toEqual([
    { value: { answer: 1 }, outcome: 'stale' },
    { value: { answer: 1 }, outcome: 'stale' },
  ]);
  await new Promise((resolve) => setImmediate(resolve));
  expect(calls()).toBe(2);
  expect(await cache.get('k', load)).toEqual({ value: { answer: 2 }, outcome: 'hit' });
  advance(361_000);
  expect(await cache.get('k', load)).toEqual({ value: { answer: 3 }, outcome: 'miss' });
});

test('a failed load is not stored, and the next read loads again', async () => {
  const { cache, load } = setup();
  await expect(cache.get('k', () => Promise.reject(new Error('upstream down')))).rejects.toThrow('upstream down');
  expect((await cache.get('k', load)).outcome).toBe('miss');
});

test('cached answers are frozen: a mapper cannot change what the next shopper gets', async () => {
  const { cache, load } = setup();
  const { value } = await cache.get('k', load);
  expect(() => {
    (value as { answer: number }).answer = 42;
  }).toThrow(TypeError);
});
