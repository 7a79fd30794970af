import { describe, expect, it } from 'vitest';
import { formatMoney, MONEY_SPACE } from './money';

const eur = (amount: number) => formatMoney({ amount, currencyCode: 'EUR' });
/** Writes the expected text with a visible space; the formatter uses the no-break space. */
const text = (value: string) => value.replaceAll(' ', MONEY_SPACE);

describe('formatMoney', () => {
  it('writes thousands with a space, decimals with a comma and the symbol after', () => {
    expect(eur(1234.56)).toBe(text('1 234,56 €'));
  });

  it('uses one kind of space throughout: the no-break space U+00A0', () => {
    expect(MONEY_SPACE).toBe('\u00a0');
    expect(eur(1234567.5)).toBe('1\u00a0234\u00a0567,50\u00a0€');
    expect(eur(1234567.5)).not.toMatch(/[ \u202f]/);
  });

  it('always shows two decimals and no group below a thousand', () => {
    expect(eur(6.9)).toBe(text('6,90 €'));
    expect(eur(0)).toBe(text('0,00 €'));
    expect(eur(999.999)).toBe(text('1 000,00 €'));
  });

  it('puts the minus first', () => {
    expect(eur(-1234.5)).toBe(text('-1 234,50 €'));
    expect(eur(-0.001)).toBe(text('0,00 €'));
  });

  it('rounds half-cents away from binary noise', () => {
    expect(eur(18.5 * 3)).toBe(text('55,50 €'));
    expect(eur(0.1 + 0.2)).toBe(text('0,30 €'));
  });

  it('names other currencies by symbol or code', () => {
    expect(formatMoney({ amount: 10, currencyCode: 'GBP' })).toBe(text('10,00 £'));
    expect(formatMoney({ amount: 10, currencyCode: 'SEK' })).toBe(text('10,00 SEK'));
  });
});
