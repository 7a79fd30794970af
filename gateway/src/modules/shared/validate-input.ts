import { isInputCode } from '@weingut/schema/input-codes';
import type { ZodType, ZodTypeDef } from 'zod';
import type { UserError } from '../../errors/user-error.type.js';
import { inputText } from '../../i18n/texts.js';
import type { Locale } from '../../i18n/locale.js';

export type Validated<T> = { ok: true; value: T } | { ok: false; userErrors: UserError[] };

/**
 * Checks a mutation's input with a shared zod rule before any upstream call; each refusal becomes a
 * UserError naming its field, with the message in the request's language.
 */
export function validateInput<T>(
  rule: ZodType<T, ZodTypeDef, unknown>,
  input: unknown,
  locale: Locale,
  fieldPrefix = '',
): Validated<T> {
  const result = rule.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    userErrors: result.error.issues.map((issue) => {
      const code = isInputCode(issue.message) ? issue.message : 'REQUIRED';
      const path = issue.path.join('.');
      return {
        field: [fieldPrefix, path].filter(Boolean).join('.') || null,
        code,
        message: inputText(code, locale),
      };
    }),
  };
}
