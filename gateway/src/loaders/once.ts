/** A load made at most once per request: every call returns the same promise until `clear()`. */
export interface Once<T> {
  (): Promise<T>;
  /** Forgets the answer, after a mutation that changes it (login, logout, a currency switch …). */
  clear(): void;
}

/**
 * For reads without a key (GET /context): a DataLoader would need a dummy key and batching buys
 * nothing. A failure is kept like an answer, so a request does not ask a failing upstream again
 * (the Store API client has already retried it).
 */
export function once<T>(load: () => Promise<T>): Once<T> {
  let pending: Promise<T> | null = null;
  const get = (): Promise<T> => (pending ??= load());
  return Object.assign(get, {
    clear: () => {
      pending = null;
    },
  });
}
