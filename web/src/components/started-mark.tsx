import { useEffect } from 'react';

/** Dispatched on the document once the page is taken over (or first rendered) and answers clicks. */
export const STARTED_EVENT = 'shop:started';

/**
 * Marks `<html data-started>` once it is mounted: from then on the page answers clicks (public/boot.js
 * clicks a button tapped before again; the browser tests wait for it after each load).
 */
export function StartedMark() {
  useEffect(() => {
    if (document.documentElement.dataset.started) return;
    document.documentElement.dataset.started = 'true';
    document.dispatchEvent(new Event(STARTED_EVENT));
  }, []);
  return null;
}
