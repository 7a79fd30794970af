/** How many GraphQL requests are running; the loading bar listens to it. */
export interface InFlightCounter {
  readonly count: number;
  start(): () => void;
  subscribe(listener: (count: number) => void): () => void;
}

export function createInFlightCounter(): InFlightCounter {
  let count = 0;
  const listeners = new Set<(count: number) => void>();
  const emit = () => listeners.forEach((listener) => listener(count));
  return {
    get count() {
      return count;
    },
    start() {
      count += 1;
      emit();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        count -= 1;
        emit();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
