import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInFlightCounter } from '../lib/in-flight';
import { watchLoading } from './loading-bar';

describe('loading bar timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden for requests that finish within 200 ms', () => {
    const counter = createInFlightCounter();
    const seen: boolean[] = [];
    watchLoading(counter, (visible) => seen.push(visible));
    const done = counter.start();
    vi.advanceTimersByTime(150);
    done();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
  });

  it('shows after 200 ms and stays at least 200 ms', () => {
    const counter = createInFlightCounter();
    const seen: boolean[] = [];
    watchLoading(counter, (visible) => seen.push(visible));
    const done = counter.start();
    vi.advanceTimersByTime(200);
    expect(seen).toEqual([true]);
    vi.advanceTimersByTime(50);
    done();
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([true]);
    vi.advanceTimersByTime(50);
    expect(seen).toEqual([true, false]);
  });

  it('counts overlapping requests until the last one ends', () => {
    const counter = createInFlightCounter();
    const seen: boolean[] = [];
    watchLoading(counter, (visible) => seen.push(visible));
    const first = counter.start();
    const second = counter.start();
    vi.advanceTimersByTime(300);
    first();
    first(); // ending twice counts once
    vi.advanceTimersByTime(500);
    expect(seen).toEqual([true]);
    second();
    vi.advanceTimersByTime(0);
    expect(seen).toEqual([true, false]);
    expect(counter.count).toBe(0);
  });
});
