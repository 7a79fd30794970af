import type { Locale } from '../http/locale.js';
import type { UserError } from '../modules/shared/user-error.type.js';
import { UpstreamError } from '../shopware/upstream-error.js';
import { backendCodes, messageFor, type CatalogueEntry } from './error-catalogue.js';

/** Shopware's constraint violations the shop's forms meet, with the shop's wording. */
export const violationMessages: Record<string, CatalogueEntry> = {
  'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE': {
    code: 'EMAIL_TAKEN',
    messages: {
      'de-DE': 'Diese E-Mail-Adresse wird bereits verwendet.',
      'en-GB': 'This e-mail address is already in use.',
      'it-IT': 'Questo indirizzo e-mail è già in uso.',
      'nl-NL': 'Dit e-mailadres is al in gebruik.',
      'pl-PL': 'Ten adres e-mail jest już używany.',
    },
  },
  'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT': {
    code: 'WRONG_PASSWORD',
    messages: {
      'de-DE': 'Das Passwort ist nicht korrekt.',
      'en-GB': 'The password is not correct.',
      'it-IT': 'La password non è corretta.',
      'nl-NL': 'Het wachtwoord is onjuist.',
      'pl-PL': 'Hasło jest nieprawidłowe.',
    },
  },
};

/** The JSON pointer of a violation (`/billingAddress/city`) as the input field (`billingAddress.city`). */
const fieldOf = (pointer: string | undefined, fieldMap: Record<string, string>): string | null => {
  if (!pointer) return null;
  const path = pointer.replace(/^\//, '').split('/').join('.');
  return fieldMap[path] ?? (path === '' ? null : path);
};

/**
 * An upstream refusal that is an expected business outcome, as UserErrors; null when the failure is
 * not one (time-outs, 5xx …), which the caller rethrows so that it becomes a GraphQL error.
 */
export function userErrorsFromUpstream(error: unknown, locale: Locale, fieldMap: Record<string, string> = {}): UserError[] | null {
  if (!(error instanceof UpstreamError) || error.kind !== 'http' || error.status >= 500) return null;
  return error.errors.map((entry) => {
    const known = (entry.code && (violationMessages[entry.code] ?? backendCodes[entry.code])) || undefined;
    const parameters = entry.meta?.parameters && !Array.isArray(entry.meta.parameters) ? entry.meta.parameters : {};
    return {
      field: fieldOf(entry.source?.pointer, fieldMap),
      code: known?.code ?? (entry.code?.replace(/^VIOLATION::/, '') || `UPSTREAM_${error.status}`),
      message: known ? messageFor(known.messages, locale, parameters) : (entry.detail ?? error.message),
    };
  });
}
