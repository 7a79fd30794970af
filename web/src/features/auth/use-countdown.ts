import { useEffect, useEffectEvent, useState } from 'react';

/** Counts whole seconds down from `seconds` while `running`, then calls `onDone` once. */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useEffectEvent(onDone);

  useEffect(() => {
    if (!running) return;
    if (left <= 0) {
      done();
      return;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [running, left]);

  return left;
}
