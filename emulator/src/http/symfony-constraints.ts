import { domainToASCII } from 'node:url';
import { violation, violations, type ShopwareErrorEntry } from './shopware-error.js';

/**
 * The Symfony constraints Shopware's Store API forms use, as its DataValidator reports them: each
 * check returns the violations of one value (code `VIOLATION::<error name>`, Symfony's message and
 * parameters, the field's pointer), so a validation collects all of them before answering, as
 * Shopware does. Like Symfony's validators, all but NotBlank leave null and '' alone.
 */
export type Check = (value: unknown, pointer: string) => ShopwareErrorEntry[];

/** Field name and its checks, in the order of the form's definition. */
export type Definition = [string, Check[]][];

/**
 * ConstraintValidator::formatValue (without the date and object options). JSON objects arrive in
 * PHP as arrays, so anything that is not a scalar formats as 'array'.
 */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  return 'array';
}

/** A violation; no parameters render as `[]`, as PHP encodes an empty array. */
export function constraintViolation(
  name: string,
  message: string,
  parameters: Record<string, string>,
  pointer: string,
): ShopwareErrorEntry {
  const entry = violation(name, message, parameters, pointer);
  return Object.keys(parameters).length === 0 ? { ...entry, meta: { parameters: [] } } : entry;
}

/** Throws Shopware's ConstraintViolationException (400) when there is anything to report. */
export function throwIfViolated(entries: ShopwareErrorEntry[]): void {
  if (entries.length > 0) throw violations(entries);
}

/** Runs checks over named fields of a payload, pointer `/<prefix>/<field>`, in definition order. */
export function validateFields(
  data: Record<string, unknown>,
  definition: Definition,
  prefix = '',
): ShopwareErrorEntry[] {
  return definition.flatMap(([field, checks]) => checks.flatMap((check) => check(data[field], `${prefix}/${field}`)));
}

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

/** NotBlank: false, null, '' and empty arrays (JSON `[]` and `{}`) are blank; '0' and 0 are not (no trimming). */
const isBlank = (value: unknown): boolean =>
  isEmpty(value) || value === false || (typeof value === 'object' && Object.keys(value as object).length === 0);

export const notBlank =
  (message = 'This value should not be blank.'): Check =>
  (value, pointer) =>
    isBlank(value)
      ? [constraintViolation('IS_BLANK_ERROR', message, { '{{ value }}': formatValue(value) }, pointer)]
      : [];

/** A scalar as PHP's `(string)` casts it; undefined for arrays (Symfony's UnexpectedValueException). */
const asText = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : undefined;

/** What Symfony reports when a validator gets a value of the wrong type (UnexpectedValueException). */
const typeError = (value: unknown, pointer: string, type = 'string') =>
  constraintViolation(
    'INVALID_TYPE_ERROR',
    'This value should be of type {{ type }}.',
    { '{{ value }}': formatValue(value), '{{ type }}': type },
    pointer,
  );

/**
 * Symfony's Length (min/max, or exactly when both are equal), counting characters. `masked`
 * leaves the value out of the parameters (passwords are never echoed by the emulator).
 */
export const length =
  (options: { min?: number; max?: number; maxMessage?: string; masked?: boolean }): Check =>
  (value, pointer) => {
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
        ? plural(
            limit,
            'This value should have exactly {{ limit }} character.',
            'This value should have exactly {{ limit }} characters.',
          )
        : (options.maxMessage ??
          plural(
            limit,
            'This value is too long. It should have {{ limit }} character or less.',
            'This value is too long. It should have {{ limit }} characters or less.',
          ));
      const name = exactly ? 'NOT_EQUAL_LENGTH_ERROR' : 'TOO_LONG_ERROR';
      return [
        constraintViolation(
          name,
          message,
          { '{{ value }}': shown, '{{ limit }}': String(limit), '{{ value_length }}': String(count) },
          pointer,
        ),
      ];
    }
    if (options.min !== undefined && count < options.min) {
      const limit = options.min;
      const message = exactly
        ? plural(
            limit,
            'This value should have exactly {{ limit }} character.',
            'This value should have exactly {{ limit }} characters.',
          )
        : plural(
            limit,
            'This value is too short. It should have {{ limit }} character or more.',
            'This value is too short. It should have {{ limit }} characters or more.',
          );
      const name = exactly ? 'NOT_EQUAL_LENGTH_ERROR' : 'TOO_SHORT_ERROR';
      return [
        constraintViolation(
          name,
          message,
          { '{{ value }}': shown, '{{ limit }}': String(limit), '{{ value_length }}': String(count) },
          pointer,
        ),
      ];
    }
    return [];
  };

/**
 * Symfony's Email::PATTERN_HTML5 (framework.validation.email_validation_mode: html5 in Shopware's
 * framework.yaml). The PHP source spells the slash `\\/` inside a single-quoted string, which is an
 * escaped slash in the regex: a backslash is not allowed in the local part.
 */
const HTML5_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const email =
  (message = 'This value is not a valid email address.'): Check =>
  (value, pointer) => {
    if (isEmpty(value)) return [];
    const text = asText(value);
    if (text === undefined) return [typeError(value, pointer)];
    return HTML5_EMAIL.test(text)
      ? []
      : [constraintViolation('INVALID_FORMAT_ERROR', message, { '{{ value }}': formatValue(text) }, pointer)];
  };

/** Symfony's Choice (strict, as Symfony 7 always is). */
export const choice =
  (choices: readonly string[]): Check =>
  (value, pointer) =>
    value === null || value === undefined || (typeof value === 'string' && choices.includes(value))
      ? []
      : [
          constraintViolation(
            'NO_SUCH_CHOICE_ERROR',
            'The value you selected is not a valid choice.',
            { '{{ value }}': formatValue(value), '{{ choices }}': choices.map(formatValue).join(', ') },
            pointer,
          ),
        ];

/** Symfony's EqualTo with a fixed string: null passes, scalars compare as PHP's loose `==` does with a string. */
export const equalTo =
  (expected: string): Check =>
  (value, pointer) =>
    value === null ||
    value === undefined ||
    ((typeof value === 'string' || typeof value === 'number') && String(value) === expected)
      ? []
      : [
          constraintViolation(
            'NOT_EQUAL_ERROR',
            'This value should be equal to {{ compared_value }}.',
            {
              '{{ value }}': formatValue(value),
              '{{ compared_value }}': formatValue(expected),
              '{{ compared_value_type }}': 'string',
            },
            pointer,
          ),
        ];

export const isTrue = (): Check => (value, pointer) =>
  value === null || value === undefined || value === true || value === 1 || value === '1'
    ? []
    : [
        constraintViolation(
          'NOT_TRUE_ERROR',
          'This value should be true.',
          { '{{ value }}': formatValue(value) },
          pointer,
        ),
      ];

/** Symfony's Type for `string` and `bool` (null passes). */
export const isType =
  (type: 'string' | 'bool'): Check =>
  (value, pointer) =>
    value === null || value === undefined || typeof value === (type === 'bool' ? 'boolean' : 'string')
      ? []
      : [typeError(value, pointer, type)];

/** Shopware's EntityExists (DataAbstractionLayer/Validation); empty values are left to NotBlank. */
export const entityExists =
  (entity: string, exists: (id: string) => boolean): Check =>
  (value, pointer) =>
    isEmpty(value) || (typeof value === 'string' && exists(value))
      ? []
      : [
          constraintViolation(
            'ENTITY_DOES_NOT_EXISTS',
            'The {{ entity }} entity with {{ primaryProperty }} {{ id }} does not exist.',
            { '{{ primaryProperty }}': 'id', '{{ id }}': formatValue(value), '{{ entity }}': formatValue(entity) },
            pointer,
          ),
        ];

/** Symfony's Regex with `match: false`: the value must not match (`php` is the pattern as reported). */
export const notMatching =
  (pattern: { js: RegExp; php: string }): Check =>
  (value, pointer) =>
    isEmpty(value) || !pattern.js.test(String(value))
      ? []
      : [
          constraintViolation(
            'REGEX_FAILED_ERROR',
            'This value is not valid.',
            { '{{ value }}': formatValue(value), '{{ pattern }}': pattern.php },
            pointer,
          ),
        ];

/** Shopware's DOMAIN_NAME_REGEX ('/((https?:\/))/'): names must not contain a URL. */
export const urlInName = { js: /((https?:\/))/, php: '/((https?:\\/))/' };

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

/** EmailIdnConverter::encodeDataBag: an internationalised domain becomes punycode before validation. */
export function encodeEmailIdn(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const parts = value.split('@');
  // eslint-disable-next-line no-control-regex
  if (parts.length !== 2 || /^[\x00-\x7f]*$/.test(value)) return value;
  const ascii = domainToASCII(parts[1] ?? '');
  return `${parts[0]}@${ascii}`;
}
