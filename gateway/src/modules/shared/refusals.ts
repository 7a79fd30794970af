import { userErrorsFromUpstream } from '../../errors/user-errors-from-upstream.js';
import type { Locale } from '../../i18n/locale.js';
import { messageFor, type GatewayTextKey } from '../../i18n/texts.js';
import { UpstreamError } from '../../shopware/upstream-error.js';
import type { Attempt } from './mutation-outcome.js';
import type { UserError } from '../../errors/user-error.type.js';

/**
 * How an area words one of Shopware's refusals: the stable code, the input field it concerns (null:
 * the field of the violation's pointer, renamed by the caller's fieldMap, or none), the message.
 */
export interface Refusal {
  code: string;
  field: string | null;
  text: GatewayTextKey;
}

/** The JSON pointer of a violation (`/billingAddressId`) as the input field, renamed by `fieldMap`. */
function fieldOfPointer(pointer: string | undefined, fieldMap: Record<string, string>): string | null {
  const path = (pointer ?? '').replace(/^\//, '').split('/').join('.');
  return path === '' ? null : (fieldMap[path] ?? path);
}

/** An area's refusals by Shopware code (e.g. CHECKOUT__CART_LINE_ITEM_NOT_FOUND). */
export type RefusalTable = Record<string, Refusal>;

/**
 * An upstream refusal as UserErrors: the codes of `table` in the area's words (whatever their
 * status: Shopware answers an invalid cart with 500), any other 4xx as userErrorsFromUpstream does.
 * Null for failures that are not refusals (time-outs, 5xx without a known code), which the caller
 * rethrows so that they become GraphQL errors.
 */
export function refusalsOf(
  error: unknown,
  locale: Locale,
  table: RefusalTable,
  fieldMap: Record<string, string> = {},
): UserError[] | null {
  if (!(error instanceof UpstreamError) || error.kind !== 'http') return null;
  const known = new Map<string, UserError>();
  for (const entry of error.errors) {
    const refusal = entry.code ? table[entry.code] : undefined;
    if (!refusal) continue;
    const field = refusal.field ?? fieldOfPointer(entry.source?.pointer, fieldMap);
    const parameters = entry.meta?.parameters && !Array.isArray(entry.meta.parameters) ? entry.meta.parameters : {};
    const key = `${refusal.code}:${field}`;
    if (!known.has(key))
      known.set(key, { field, code: refusal.code, message: messageFor(refusal.text, locale, parameters) });
  }
  if (known.size > 0) return [...known.values()];
  return userErrorsFromUpstream(error, locale, fieldMap);
}

/** Runs an upstream change; a refusal becomes UserErrors (see refusalsOf), anything else is rethrown. */
export async function attemptChange<T>(
  locale: Locale,
  table: RefusalTable,
  change: () => Promise<T>,
  fieldMap: Record<string, string> = {},
): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await change() };
  } catch (error) {
    const userErrors = refusalsOf(error, locale, table, fieldMap);
    if (!userErrors) throw error;
    return { ok: false, userErrors };
  }
}
