import { userErrorsFromUpstream } from '../../errors/user-errors-from-upstream.js';
import type { Locale } from '../../i18n/locale.js';
import type { UserError } from '../../errors/user-error.type.js';

/** The outcome of an upstream change: its answer, or the expected refusal as UserErrors. */
export type Attempt<T> = { ok: true; value: T } | { ok: false; userErrors: UserError[] };

/**
 * Runs an upstream change; an expected refusal (4xx with Shopware's errors[]) becomes UserErrors
 * with the violations' pointers as fields (renamed by `fieldMap`). Anything else (time-outs, 5xx)
 * is rethrown and becomes a GraphQL error through the upstream-error middleware.
 */
export async function attempt<T>(
  locale: Locale,
  change: () => Promise<T>,
  fieldMap: Record<string, string> = {},
): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await change() };
  } catch (error) {
    const userErrors = userErrorsFromUpstream(error, locale, fieldMap);
    if (!userErrors) throw error;
    return { ok: false, userErrors };
  }
}

/**
 * GraphQL sends null for an optional field left empty; the shared zod rules want such fields absent
 * (`optional()` refuses null). Plain objects and arrays are copied without their null entries.
 */
export function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.filter((entry) => entry !== null).map(withoutNulls) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry !== null && entry !== undefined) copy[key] = withoutNulls(entry);
  }
  return copy as T;
}
