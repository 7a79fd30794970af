import { violation, violations, type ShopwareErrorEntry } from '../http/shopware-error.js';

/**
 * Symfony constraints as Shopware's DataValidator reports them: each check returns the
 * violations of one value (code `VIOLATION::<ERROR_NAME>`, Symfony's message and parameters),
 * so a validation can collect all of them before answering, as Shopware does.
 */

export type Check = (value: unknown, pointer: string) => ShopwareErrorEntry[];

/** Symfony's ConstraintValidator::formatValue (without the date and object options). */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return 'object';
  return String(value);
}

/** A violation; no parameters render as `[]`, as PHP encodes an empty array. */
export function constraintViolation(name: string, message: string, parameters: Record<string, string>, pointer: string): ShopwareErrorEntry {
  const entry = violation(name, message, parameters, pointer);
  return Object.keys(parameters).length === 0 ? { ...entry, meta: { parameters: [] } } : entry;
}

/** Throws Shopware's ConstraintViolationException (400) when there is anything to report. */
export function throwIfViolated(entries: ShopwareErrorEntry[]): void {
  if (entries.length > 0) throw violations(entries);
}

/** Runs checks over named fields of a payload, pointer `/<prefix>/<field>`, in definition order. */
export function validateFields(data: Record<string, unknown>, definition: [string, Check[]][], prefix = ''): ShopwareErrorEntry[] {
  return definition.flatMap(([field, checks]) => checks.flatMap((check) => check(data[field], `${prefix}/${field}`)));
}

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || value === false || value === '' || (Array.isArray(value) && value.length === 0);

export const notBlank = (message = 'This value should not be blank.'): Check => (value, pointer) =>
  isBlank(value) ? [constraintViolation('IS_BLANK_ERROR', message, { '{{ value }}': formatValue(value) }, pointer)] : [];

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;

const typeError = (value: unknown, pointer: string, type = 'string') =>
  constraintViolation('INVALID_TYPE_ERROR', 'This value should be of type {{ type }}.', { '{{ value }}': formatValue(value), '{{ type }}': type }, pointer);

/**
 * Symfony's Length (min/max, or exactly when both are equal), counting characters. `masked`
 * leaves the value out of the parameters (passwords are never echoed by the emulator).
 */
export const length = (options: { min?: number; max?: number; maxMessage?: string; masked?: boolean }): Check => (value, pointer) => {
  if (value === null || value === undefined) return [];
  const text = asText(value);
  if (text === undefined) return [typeError(value, pointer)];
  const count = [...text].length;
  const shown = options.masked ? '"********"' : formatValue(text);
  const exactly = options.min !== undefined && options.min === options.max;
  const plural = (limit: number, one: string, many: string) => (limit === 1 ? one : many);
  if (options.max !== undefined && count > options.max) {
    const limit = options.max;
    const message = exactly
      ? plural(limit, 'This value should have exactly {{ limit }} character.', 'This value should have exactly {{ limit }} characters.')
      : (options.maxMessage ?? plural(limit, 'This value is too long. It should have {{ limit }} character or less.', 'This value is too long. It should have {{ limit }} characters or less.'));
    const name = exactly ? 'NOT_EQUAL_LENGTH_ERROR' : 'TOO_LONG_ERROR';
    return [constraintViolation(name, message, { '{{ value }}': shown, '{{ limit }}': String(limit), '{{ value_length }}': String(count) }, pointer)];
  }
  if (options.min !== undefined && count < options.min) {
    const limit = options.min;
    const message = exactly
      ? plural(limit, 'This value should have exactly {{ limit }} character.', 'This value should have exactly {{ limit }} characters.')
      : plural(limit, 'This value is too short. It should have {{ limit }} character or more.', 'This value is too short. It should have {{ limit }} characters or more.');
    const name = exactly ? 'NOT_EQUAL_LENGTH_ERROR' : 'TOO_SHORT_ERROR';
    return [constraintViolation(name, message, { '{{ value }}': shown, '{{ limit }}': String(limit), '{{ value_length }}': String(count) }, pointer)];
  }
  return [];
};

/** Symfony's Email in its default html5 mode. */
const HTML5_EMAIL = /^[a-zA-Z0-9.!#$%&'*+\\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const email = (message = 'This value is not a valid email address.'): Check => (value, pointer) => {
  if (value === null || value === undefined || value === '') return [];
  const text = asText(value);
  if (text === undefined) return [typeError(value, pointer)];
  return HTML5_EMAIL.test(text) ? [] : [constraintViolation('INVALID_FORMAT_ERROR', message, { '{{ value }}': formatValue(text) }, pointer)];
};

/** Symfony's Choice (strict). */
export const choice = (choices: string[]): Check => (value, pointer) =>
  value === null || value === undefined || choices.includes(value as string)
    ? []
    : [
        constraintViolation(
          'NO_SUCH_CHOICE_ERROR',
          'The value you selected is not a valid choice.',
          { '{{ value }}': formatValue(value), '{{ choices }}': choices.map(formatValue).join(', ') },
          pointer,
        ),
      ];

/** Symfony's EqualTo with a fixed value (null is not compared). */
export const equalTo = (expected: string): Check => (value, pointer) =>
  value === null || value === undefined || value === expected
    ? []
    : [
        constraintViolation(
          'NOT_EQUAL_ERROR',
          'This value should be equal to {{ compared_value }}.',
          { '{{ value }}': formatValue(value), '{{ compared_value }}': formatValue(expected), '{{ compared_value_type }}': 'string' },
          pointer,
        ),
      ];

export const isTrue = (): Check => (value, pointer) =>
  value === null || value === undefined || value === true || value === 1 || value === '1'
    ? []
    : [constraintViolation('NOT_TRUE_ERROR', 'This value should be true.', { '{{ value }}': formatValue(value) }, pointer)];

/** Symfony's Type for `string` and `bool` (null passes). */
export const isType = (type: 'string' | 'bool'): Check => (value, pointer) =>
  value === null || value === undefined || typeof value === (type === 'bool' ? 'boolean' : 'string') ? [] : [typeError(value, pointer, type)];

/** Shopware's EntityExists (DataAbstractionLayer/Validation), empty values are left to NotBlank. */
export const entityExists = (entity: string, exists: (id: string) => boolean): Check => (value, pointer) =>
  value === null || value === undefined || value === '' || (typeof value === 'string' && exists(value))
    ? []
    : [
        constraintViolation(
          'ENTITY_DOES_NOT_EXISTS',
          'The {{ entity }} entity with {{ primaryProperty }} {{ id }} does not exist.',
          { '{{ primaryProperty }}': 'id', '{{ id }}': formatValue(value), '{{ entity }}': formatValue(entity) },
          pointer,
        ),
      ];

/**
 * The violation of the routes' `tryValidateEqualtoConstraint`: Shopware builds it without a
 * constraint, so it carries no code and no parameters. The compared value fills the message
 * unless `masked` (a password confirmation is not echoed by the emulator).
 */
export function notEqualToField(comparedValue: unknown, pointer: string, masked = false): ShopwareErrorEntry {
  const compared = masked ? '********' : typeof comparedValue === 'string' ? comparedValue : '';
  const entry = constraintViolation('', `This value should be equal to ${compared}.`, {}, pointer);
  const { code: _code, ...withoutCode } = entry;
  return withoutCode as ShopwareErrorEntry;
}
