import { useEffect } from 'react';

/** Events the app broadcasts on window for whatever listens (e.g. a cart page reloading its lines). */
export const TAB_VISIBLE_EVENT = 'tab-visible';

export function broadcast(name: string, detail?: unknown): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Runs `listener` whenever the tab has become visible again (TAB_VISIBLE_EVENT). */
export function useOnTabVisible(listener: () => void): void {
  useEffect(() => {
    window.addEventListener(TAB_VISIBLE_EVENT, listener);
    return () => window.removeEventListener(TAB_VISIBLE_EVENT, listener);
  }, [listener]);
}
