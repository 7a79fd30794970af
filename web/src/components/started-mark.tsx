import { useEffect } from 'react';

/**
 * Marks `<html data-started>` once it is mounted: from then on the page answers clicks (public/boot.js
 * clicks a button tapped before again; the browser tests wait for it after each load).
 */
export function StartedMark() {
  useEffect(() => {
    document.documentElement.dataset.started = 'true';
  }, []);
  return null;
}
