/** The codes of refused input: the message key both the gateway and the web client translate. */
export const INPUT_CODES = [
  'REQUIRED',
  'EMAIL_INVALID',
  'PASSWORD_TOO_SHORT',
  'PASSWORDS_DO_NOT_MATCH',
  'EMAILS_DO_NOT_MATCH',
  'PHONE_INVALID',
  'COUNTRY_REQUIRED',
  'SALUTATION_REQUIRED',
  'STATE_REQUIRED',
  'ZIPCODE_INVALID',
  'TERMS_NOT_ACCEPTED',
  'AGE_NOT_CONFIRMED',
  'DATA_PROTECTION_NOT_ACCEPTED',
  'QUANTITY_OUT_OF_RANGE',
  'ID_INVALID',
  'TOO_LONG',
  'URL_NOT_ALLOWED',
  'INPUT_INVALID',
] as const;

export type InputCode = (typeof INPUT_CODES)[number];

export const isInputCode = (value: string): value is InputCode => (INPUT_CODES as readonly string[]).includes(value);
