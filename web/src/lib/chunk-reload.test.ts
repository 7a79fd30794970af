import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

describe('reload after a chunk failed to load', () => {
  it('recognises the browsers’ failed dynamic imports', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://shop/assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });

  it('reloads once, then not again within 60 s, then again', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError(1_000_000, reload)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadAfterChunkError(1_059_999, reload)).toBe(false);
    expect(reloadAfterChunkError(1_060_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the browser keeps nothing in sessionStorage (else it would reload forever)', () => {
    const blocked = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      const reload = vi.fn();
      expect(reloadAfterChunkError(2_000_000, reload)).toBe(false);
      expect(reloadAfterChunkError(3_000_000, reload)).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    } finally {
      blocked.mockRestore();
    }
  });
});
