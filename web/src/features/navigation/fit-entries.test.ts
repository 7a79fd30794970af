import { describe, expect, it } from 'vitest';
import { countEntriesThatFit } from './fit-entries';

describe('countEntriesThatFit', () => {
  it('shows every entry when all fit, without a More entry', () => {
    expect(countEntriesThatFit([100, 100, 100], 300, 80)).toBe(3);
  });

  it('keeps room for More when not all fit', () => {
    expect(countEntriesThatFit([100, 100, 100, 100], 330, 80)).toBe(2);
    expect(countEntriesThatFit([100, 100, 100, 100], 380, 80)).toBe(3);
  });

  it('can collapse everything into More', () => {
    expect(countEntriesThatFit([200, 100], 150, 80)).toBe(0);
  });
});
