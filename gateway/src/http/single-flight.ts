/**
 * One run per key at a time: a call for a key whose run is under way waits for that run and gets its
 * result (or its failure) instead of starting another. The key is free again once the run settles.
 */
export interface SingleFlight<T> {
  /** `run`'s result for `key`; `shared` when another caller's run gave it. */
  run(key: string, task: () => Promise<T>): Promise<{ value: T; shared: boolean }>;
}

export function createSingleFlight<T>(): SingleFlight<T> {
  const running = new Map<string, Promise<T>>();
  return {
    async run(key, task) {
      const under = running.get(key);
      if (under) return { value: await under, shared: true };
      const started = task().finally(() => running.delete(key));
      running.set(key, started);
      return { value: await started, shared: false };
    },
  };
}
