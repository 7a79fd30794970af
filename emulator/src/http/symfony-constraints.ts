import { domainToASCII } from 'node:url';
import { violation, type ShopwareErrorEntry } from './shopware-error.js';

/**
 * The Symfony constraints Shopware's store-api forms use, each answering the violation Shopware's
 * ConstraintViolationException renders (`VIOLATION::<error name>`, Symfony's message and
 * parameters, pointer `/<field>`), or nothing. Like Symfony's validators, all but NotBlank leave
 * null and '' alone.
 */
export type Check = ShopwareErrorEntry | undefined;

/** ConstraintValidator::formatValue: strings quoted, arrays 'array', null 'null'. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  return 'array';
}

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

/** NotBlank: false, null, '' and empty arrays are blank; '0' and 0 are not (no trimming). */
export function notBlank(value: unknown, field: string): Check {
  const blank = isEmpty(value) || value === false || (typeof value === 'object' && Object.keys(value as object).length === 0);
  if (!blank) return undefined;
  return violation('IS_BLANK_ERROR', 'This value should not be blank.', { '{{ value }}': formatValue(value) }, `/${field}`);
}

// Symfony's Email::VALIDATION_MODE_HTML5 pattern (the default mode).
const html5Email =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function email(value: unknown, field: string): Check {
  if (isEmpty(value)) return undefined;
  if ((typeof value === 'string' || typeof value === 'number') && html5Email.test(String(value))) return undefined;
  return violation('INVALID_FORMAT_ERROR', 'This value is not a valid email address.', { '{{ value }}': formatValue(value) }, `/${field}`);
}

/** Choice (strict, as Symfony 7 always is). */
export function choice(value: unknown, choices: readonly string[], field: string): Check {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && choices.includes(value)) return undefined;
  return violation(
    'NO_SUCH_CHOICE_ERROR',
    'The value you selected is not a valid choice.',
    { '{{ value }}': formatValue(value), '{{ choices }}': choices.map(formatValue).join(', ') },
    `/${field}`,
  );
}

/** Regex with `match: false`: the value must not match (Shopware's "no URL in names" rule). */
export function notMatching(value: unknown, pattern: RegExp, phpPattern: string, field: string): Check {
  if (isEmpty(value)) return undefined;
  if (!pattern.test(String(value))) return undefined;
  return violation('REGEX_FAILED_ERROR', 'This value is not valid.', { '{{ value }}': formatValue(value), '{{ pattern }}': phpPattern }, `/${field}`);
}

/** EqualTo (a comparison constraint: null passes, the comparison is PHP's loose `==` on strings). */
export function equalTo(value: unknown, compared: string, field: string): Check {
  if (value === null || value === undefined) return undefined;
  if (String(value) === compared) return undefined;
  return violation(
    'NOT_EQUAL_ERROR',
    'This value should be equal to {{ compared_value }}.',
    { '{{ value }}': formatValue(value), '{{ compared_value }}': formatValue(compared), '{{ compared_value_type }}': 'string' },
    `/${field}`,
  );
}

/** Shopware's EntityExists (DAL validation): null and '' pass. */
export function entityExists(value: unknown, entity: string, exists: (id: string) => boolean, field: string): Check {
  if (isEmpty(value)) return undefined;
  if (typeof value === 'string' && exists(value)) return undefined;
  return violation(
    'ENTITY_DOES_NOT_EXISTS',
    'The {{ entity }} entity with {{ primaryProperty }} {{ id }} does not exist.',
    { '{{ primaryProperty }}': 'id', '{{ id }}': formatValue(value), '{{ entity }}': formatValue(entity) },
    `/${field}`,
  );
}

/** The violations of a form, in the order of its definition. */
export const collect = (...checks: Check[]): ShopwareErrorEntry[] => checks.filter((check): check is ShopwareErrorEntry => check !== undefined);

/** EmailIdnConverter::encodeDataBag: an internationalised domain becomes punycode before validation. */
export function encodeEmailIdn(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const parts = value.split('@');
  // eslint-disable-next-line no-control-regex
  if (parts.length !== 2 || /^[\x00-\x7f]*$/.test(value)) return value;
  const ascii = domainToASCII(parts[1] ?? '');
  return `${parts[0]}@${ascii}`;
}

/** Shopware's DOMAIN_NAME_REGEX ('/((https?:\/))/'): names must not contain a URL. */
export const urlInName = { pattern: /((https?:\/))/, php: '/((https?:\\/))/' };
