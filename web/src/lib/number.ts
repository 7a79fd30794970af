/**
 * Quantities, analysis values and rates in the shop's one number format (docs/behaviour/prices.md: German digits,
 * the same in every interface language): `0,75`, `12,5`, `1.234`. Written out by hand like
 * formatMoney: the first Intl.NumberFormat of a page loads the number data of the locale, about
 * 70 ms of a phone's main thread during a listing's hydration (measured at 4× CPU slowdown).
 */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  // toPrecision(15) drops the binary noise first, so that 1.005 rounds up as written.
  const scaled = Math.round(Number((Math.abs(value) * 10 ** maximumFractionDigits).toPrecision(15)));
  const digits = scaled.toString().padStart(maximumFractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - maximumFractionDigits).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = digits.slice(digits.length - maximumFractionDigits).replace(/0+$/, '');
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${whole}${fraction ? `,${fraction}` : ''}`;
}
