/**
 * A text from the shop's admin as a shopper reads it: trimmed (Shopware keeps names as typed, e.g.
 * "Smoking Board Cedar Wood "), null when missing or blank, so the next candidate can be taken.
 */
export function shopText(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
