import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_IDLE_MS, shouldPrefetch, startLinkPrefetch } from './prefetch';

describe('link prefetch', () => {
  it('runs online on a normal connection', () => {
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: false } })).toBe(true);
    expect(shouldPrefetch({ onLine: true })).toBe(true);
  });

  it('never runs offline, on 2g or with data saver', () => {
    expect(shouldPrefetch({ onLine: false })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '3g', saveData: true } })).toBe(false);
  });
});

describe('prefetching the code of visible links', () => {
  /** Idle callbacks run when the test says so, each with the idle time it is given. */
  function fakeIdle() {
    const pending: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => pending.push(callback));
    return {
      run(idleMs: number) {
        const callback = pending.shift();
        callback?.({ didTimeout: false, timeRemaining: () => idleMs });
        return callback !== undefined;
      },
    };
  }
  /** An IntersectionObserver that reports every observed element as visible when `show()` is called. */
  function fakeIntersection() {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, targets: [] };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.targets.push(target);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    return {
      show() {
        for (const { callback, targets } of observers)
          callback(
            targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
      },
    };
  }

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = ['/Weine/', '/Weine/Rotwein/', '/Sekt/', '/Lagen/', '/Angebote/']
      .map((path) => `<a href="${path}">${path}</a>`)
      .join('');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('handles the visible links in idle slices, as many as the idle time allows, each path once', () => {
    const idle = fakeIdle();
    const viewport = fakeIntersection();
    const loaded: string[] = [];
    startLinkPrefetch((path) => () => Promise.resolve(loaded.push(path)));
    vi.advanceTimersByTime(PREFETCH_IDLE_MS);
    idle.run(50); // the start
    viewport.show();
    idle.run(0); // no idle time left: one link
    expect(loaded).toEqual(['/Weine/']);
    idle.run(50); // time enough for the rest
    expect(loaded).toEqual(['/Weine/', '/Weine/Rotwein/', '/Sekt/', '/Lagen/', '/Angebote/']);
    viewport.show();
    idle.run(50);
    expect(loaded).toHaveLength(5);
  });

  it('stops cleanly: links still queued are dropped, nothing fails afterwards', () => {
    const idle = fakeIdle();
    const viewport = fakeIntersection();
    const loaded: string[] = [];
    const stop = startLinkPrefetch((path) => () => Promise.resolve(loaded.push(path)));
    vi.advanceTimersByTime(PREFETCH_IDLE_MS);
    idle.run(50);
    viewport.show();
    stop();
    expect(() => idle.run(50)).not.toThrow();
    expect(loaded).toEqual([]);
  });
});
