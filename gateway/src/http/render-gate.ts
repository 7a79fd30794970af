import type { RenderGateLimits } from '../config.js';

/**
 * A bound on the server renders running at once. A render is mostly the event loop's own work (React
 * and Apollo in this process), so renders beyond a few do not finish sooner, they only make every other
 * request (cached pages, GraphQL) wait behind them. Up to `concurrent` run; up to `queue` more wait, each
 * at most `waitMs`, for a free place; any other is refused at once (the caller answers 503).
 */
export interface RenderGate {
  /** A release to call when the render is done, or null when the render is refused. */
  enter(): Promise<(() => void) | null>;
}

export function createRenderGate({ concurrent, queue, waitMs }: RenderGateLimits): RenderGate {
  let running = 0;
  const waiting: Array<(admitted: boolean) => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next(true);
    else running -= 1;
  };
  return {
    enter() {
      if (running < concurrent) {
        running += 1;
        return Promise.resolve(once(release));
      }
      if (waiting.length >= queue) return Promise.resolve(null);
      return new Promise((resolve) => {
        const admit = (admitted: boolean) => {
          clearTimeout(timer);
          resolve(admitted ? once(release) : null);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(admit), 1);
          admit(false);
        }, waitMs);
        waiting.push(admit);
      });
    },
  };
}

/** `release` callable once: a second call (an error path releasing again) frees no second place. */
function once(release: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    release();
  };
}
