import { describe, expect, it } from 'vitest';
import { formatNumber } from './number';

describe('formatNumber', () => {
  it('writes German decimals and groups whatever the interface language', () => {
    expect(formatNumber(0.75)).toBe('0,75');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(0)).toBe('0');
  });

  it('rounds half up to the precision asked for and drops trailing zeros', () => {
    expect(formatNumber(12.3456, 1)).toBe('12,3');
    expect(formatNumber(12.3456, 2)).toBe('12,35');
    expect(formatNumber(12.3456)).toBe('12,346');
    expect(formatNumber(1.005, 2)).toBe('1,01');
    expect(formatNumber(19.0, 1)).toBe('19');
    expect(formatNumber(0.0004)).toBe('0');
  });

  it('writes the same as the browser would for German, for any value', () => {
    const german = (value: number, digits: number) => value.toLocaleString('de-DE', { maximumFractionDigits: digits });
    for (const value of [0.1, 0.333333, 2.5, 7.25, 13.5, 99.999, 1000, 10500.75, -3.25, 123456.789]) {
      for (const digits of [1, 2, 3]) expect(formatNumber(value, digits)).toBe(german(value, digits));
    }
  });

  it('puts a minus before negative values, not before a value that rounds to zero', () => {
    expect(formatNumber(-6.9, 1)).toBe('-6,9');
    expect(formatNumber(-0.0001)).toBe('0');
  });
});
