/** Prefetch after 2000 ms idle, never offline, on 2g or with data saver. */
export const PREFETCH_IDLE_MS = 2000;

interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function shouldPrefetch(
  nav: { onLine: boolean; connection?: ConnectionLike } = navigator as Navigator & { connection?: ConnectionLike },
): boolean {
  if (!nav.onLine) return false;
  if (nav.connection?.saveData) return false;
  if (/(^|-)2g$/.test(nav.connection?.effectiveType ?? '')) return false;
  return true;
}

/**
 * Watches the page's internal links and, once one is visible, loads the code of the route it leads
 * to (`preloadFor` maps a path to its route's chunk loader). Starts after the idle delay; returns a
 * function that stops watching.
 */
export function startLinkPrefetch(
  preloadFor: (path: string) => (() => Promise<unknown>) | undefined,
  root: ParentNode = document,
): () => void {
  const done = new Set<string>();
  let intersection: IntersectionObserver | undefined;
  let mutation: MutationObserver | undefined;

  const prefetch = (anchor: HTMLAnchorElement) => {
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || done.has(url.pathname) || !shouldPrefetch()) return;
    done.add(url.pathname);
    preloadFor(url.pathname)?.().catch(() => done.delete(url.pathname));
  };
  const watch = () => {
    root.querySelectorAll<HTMLAnchorElement>('a[href^="/"]').forEach((anchor) => intersection?.observe(anchor));
  };
  // Matching a path against the routes takes a while on a phone: the visible links are handled a
  // few at a time in idle slices, never as one long task.
  const queue: HTMLAnchorElement[] = [];
  const drain = (deadline?: IdleDeadline) => {
    const first = queue.shift();
    if (first) prefetch(first);
    while (queue.length > 0 && (deadline?.timeRemaining() ?? 0) > 2) prefetch(queue.shift()!);
    if (queue.length > 0) idle(drain);
  };
  const start = () => {
    if (!('IntersectionObserver' in window)) return;
    intersection = new IntersectionObserver((entries) => {
      const idleBefore = queue.length === 0;
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        queue.push(entry.target as HTMLAnchorElement);
        intersection?.unobserve(entry.target);
      }
      if (idleBefore && queue.length > 0) idle(drain);
    });
    watch();
    mutation = new MutationObserver(watch);
    mutation.observe(document.body, { childList: true, subtree: true });
  };

  const idle = (callback: (deadline?: IdleDeadline) => void) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(callback, { timeout: PREFETCH_IDLE_MS });
    else window.setTimeout(callback, 0);
  };
  const timer = window.setTimeout(() => idle(start), PREFETCH_IDLE_MS);
  return () => {
    window.clearTimeout(timer);
    queue.length = 0;
    intersection?.disconnect();
    mutation?.disconnect();
  };
}
