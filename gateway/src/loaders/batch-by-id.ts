import DataLoader from 'dataloader';

/** Shopware's page cap: one upstream call loads at most this many ids. */
export const MAX_BATCH = 100;

/**
 * A DataLoader over ids with DataLoader's contract: results in key order, null for a missing key,
 * batches of at most 100. `fetch` gets the unique ids of one batch and returns the found entities.
 */
export function batchById<T extends { id: string }>(
  fetch: (ids: string[]) => Promise<T[]>,
): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>(
    async (ids) => {
      const found = new Map((await fetch([...ids])).map((entity) => [entity.id, entity]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
}
