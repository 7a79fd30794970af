import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InFlightCounter } from '../lib/in-flight';

/** Shown only for requests still running after 200 ms, then for at least 200 ms; fills over 5 s. */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_MIN_DISPLAY_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;

/** Decides when the bar is visible from the in-flight count (kept apart from React to be testable). */
export function watchLoading(counter: InFlightCounter, onVisible: (visible: boolean) => void): () => void {
  let visible = false;
  let shownAt = 0;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    if (next) shownAt = Date.now();
    onVisible(next);
  };
  const unsubscribe = counter.subscribe((count) => {
    if (count > 0) {
      clearTimeout(hideTimer);
      if (!visible && showTimer === undefined) {
        showTimer = setTimeout(() => {
          showTimer = undefined;
          if (counter.count > 0) set(true);
        }, LOADING_BAR_THROTTLE_MS);
      }
      return;
    }
    clearTimeout(showTimer);
    showTimer = undefined;
    if (visible)
      hideTimer = setTimeout(() => set(false), Math.max(0, LOADING_BAR_MIN_DISPLAY_MS - (Date.now() - shownAt)));
  });
  return () => {
    unsubscribe();
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
  };
}

/** A thin bar at the top of the window while GraphQL requests run. */
export function LoadingBar({ counter }: { counter: InFlightCounter }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => watchLoading(counter, setVisible), [counter]);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary/15"
    >
      <div
        className="loading-bar-fill h-full bg-primary"
        style={{ animationDuration: `${LOADING_BAR_DURATION_MS}ms` }}
      />
    </div>
  );
}
