import { isInputCode, type InputCode } from './input-codes.js';

/** The parameter of an input code inside a refusal's message: `ZIPCODE_INVALID|1234 AB` (zod keeps only a message). */
const PARAMETER_SEPARATOR = '|';

/** A refusal's message that carries the format to name: `ZIPCODE_INVALID|12345`. */
export const withFormat = (code: InputCode, format: string): string => `${code}${PARAMETER_SEPARATOR}${format}`;

/** Looks a text up by its key (`input:REQUIRED`) with `{{name}}` parameters: an i18next t() function. */
export type Translate = (key: `input:${InputCode}`, parameters: { format: string }) => string;

/**
 * The text of a refusal's message (texts/<locale>/input.json): an input code (REQUIRED …), or an
 * input code with its format (`withFormat`); undefined for any other text.
 */
export function inputMessage(message: string, translate: Translate): string | undefined {
  const [code, format] = message.split(PARAMETER_SEPARATOR, 2) as [string, string | undefined];
  return isInputCode(code) ? translate(`input:${code}`, { format: format ?? '' }) : undefined;
}
