import { useEffect, useState } from 'react';

/** The search input waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export function useDebounced<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
