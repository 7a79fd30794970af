/** The space between thousands and before the symbol: a no-break space, so that a price never wraps. */
export const MONEY_SPACE = '\u00a0';

const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£', CHF: 'CHF', PLN: 'zł' };

export interface MoneyLike {
  amount: number;
  currencyCode: string;
}

/**
 * The shop's one money format (docs/behaviour/prices.md), the same in every interface language: two decimals with a
 * comma, groups of three digits separated by a space, the symbol after the number, a minus first:
 * `1 234,56 €`, `-6,90 €`.
 */
export function formatMoney(money: MoneyLike): string {
  const cents = Math.round(Math.abs(money.amount) * 100);
  const whole = Math.floor(cents / 100).toString();
  const fraction = (cents % 100).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, MONEY_SPACE);
  const sign = money.amount < 0 && cents !== 0 ? '-' : '';
  const symbol = SYMBOLS[money.currencyCode] ?? money.currencyCode;
  return `${sign}${grouped},${fraction}${MONEY_SPACE}${symbol}`;
}
