import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from './prefetch';

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
