export type Data = Record<string, unknown>;

export const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** ParameterBag::getBoolean (FILTER_VALIDATE_BOOL). */
export function booleanOf(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase());
}

/** A string field as `(string) $data->get(...)` gives it (null and arrays become ''). */
export function stringOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '';
  return '';
}

/** An optional text field as stored: empty becomes null. */
export function optionalText(value: unknown): string | null {
  const text = stringOf(value);
  return text === '' ? null : text;
}

/** `YYYY-MM-DD` from birthdayDay/Month/Year when all three are given (PHP's DateTime overflow rules). */
export function birthdayOf(data: Data): string | null {
  const [day, month, year] = [data.birthdayDay, data.birthdayMonth, data.birthdayYear].map(Number);
  if (!day || !month || !year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}
