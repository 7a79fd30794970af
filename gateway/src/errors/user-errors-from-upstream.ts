import type { InputCode } from '@weingut/schema/input-codes';
import type { Locale } from '../i18n/locale.js';
import type { UserError } from './user-error.type.js';
import { UpstreamError } from '../shopware/upstream-error.js';
import { backendCodes, httpFailures, type CatalogueEntry } from './error-catalogue.js';
import { inputText, messageFor } from '../i18n/texts.js';
import { upstreamDetailHidden } from './upstream-detail.js';

/** Shopware's constraint violations the shop's forms meet, with the shop's wording. */
export const violationMessages: Record<string, CatalogueEntry> = {
  'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE': { code: 'EMAIL_TAKEN', text: 'errors:EMAIL_TAKEN' },
  'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT': { code: 'WRONG_PASSWORD', text: 'errors:WRONG_PASSWORD' },
};

/** The JSON pointer of a violation (`/billingAddress/city`) as the input field (`billingAddress.city`). */
const fieldOf = (pointer: string | undefined, fieldMap: Record<string, string>): string | null => {
  if (!pointer) return null;
  const path = pointer.replace(/^\//, '').split('/').join('.');
  return fieldMap[path] ?? (path === '' ? null : path);
};

/**
 * The input code for a Symfony violation the shop does not word itself (production answers carry no
 * Shopware codes): blank, too long and e-mail format as the shared rules say them; a Regex on a name
 * is Shopware's rule against URLs in names; anything else asks the shopper to check the entry.
 */
function inputCodeOfViolation(name: string, field: string | null): InputCode {
  if (/(^|_)IS_BLANK_ERROR$/.test(name)) return 'REQUIRED';
  if (/(^|_)(TOO_LONG_ERROR|IS_TOO_LONG)$/.test(name)) return 'TOO_LONG';
  if (/EMAIL/.test(name) || (name === 'INVALID_FORMAT_ERROR' && /(^|\.)email$/i.test(field ?? '')))
    return 'EMAIL_INVALID';
  if (name === 'REGEX_FAILED_ERROR' && /(^|\.)(firstName|lastName)$/.test(field ?? '')) return 'URL_NOT_ALLOWED';
  return 'INPUT_INVALID';
}

/**
 * An upstream refusal the shop does not word itself, as production answers it: a violation as the
 * input code of its kind, anything else as UPSTREAM_<status> with the generic text of its status.
 */
function withoutUpstreamDetail(
  code: string | undefined,
  status: number,
  field: string | null,
  locale: Locale,
): UserError {
  if (code?.startsWith('VIOLATION::')) {
    const inputCode = inputCodeOfViolation(code.replace(/^VIOLATION::/, ''), field);
    return { field, code: inputCode, message: inputText(inputCode, locale) };
  }
  return { field, code: `UPSTREAM_${status}`, message: messageFor(httpFailures[500].text, locale) };
}

/** Shopware's throttles name their wait `seconds` (RateLimitExceededException, CustomerAuthThrottledException). */
const THROTTLE_CODES = new Set(['RATE_LIMITED', 'CUSTOMER_AUTH_THROTTLED']);
function retryAfterOf(code: string | undefined, parameters: Record<string, unknown>): number | null {
  const seconds = Number(parameters['seconds']);
  return code && THROTTLE_CODES.has(code) && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

/**
 * An upstream refusal that is an expected business outcome, as UserErrors (codes the shop does not
 * know: Shopware's code and detail outside production, see withoutUpstreamDetail in production); null when the failure is
 * not one (time-outs, 5xx …), which the caller rethrows so that it becomes a GraphQL error.
 */
export function userErrorsFromUpstream(
  error: unknown,
  locale: Locale,
  fieldMap: Record<string, string> = {},
): UserError[] | null {
  if (!(error instanceof UpstreamError) || error.kind !== 'http' || error.status >= 500) return null;
  const hideDetail = upstreamDetailHidden();
  return error.errors.map((entry) => {
    const known = (entry.code && (violationMessages[entry.code] ?? backendCodes[entry.code])) || undefined;
    const parameters = entry.meta?.parameters && !Array.isArray(entry.meta.parameters) ? entry.meta.parameters : {};
    const field = fieldOf(entry.source?.pointer, fieldMap);
    if (!known && hideDetail) return withoutUpstreamDetail(entry.code, error.status, field, locale);
    return {
      field,
      code: known?.code ?? (entry.code?.replace(/^VIOLATION::/, '') || `UPSTREAM_${error.status}`),
      message: known ? messageFor(known.text, locale, parameters) : (entry.detail ?? error.message),
      retryAfterSeconds: retryAfterOf(known?.code, parameters),
    };
  });
}
