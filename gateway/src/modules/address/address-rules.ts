import { address as addressRule, type AddressInput as CheckedAddress } from '@weingut/schema/input-rules';
import { INPUT_MESSAGES } from '@weingut/schema/input-messages';
import type { GatewayContext } from '../../context.js';
import { validateInput, type Validated } from '../../http/validate-input.js';
import type { RawCountry, RawSearchResult } from '../../shopware/store-api-types.js';
import { withoutNulls } from '../shared/mutation-outcome.js';
import type { UserError } from '../shared/user-error.type.js';
import type { AddressInput } from './address.type.js';

/** An address's country and state choice, and the field its missing state is reported on. */
export interface StateChoice {
  countryId: string;
  countryStateId?: string | null;
  field: string;
}

/**
 * The shared rule `addressWithState`, for addresses that name no state: the countries that force
 * one (POST /country, one read for all of them) refuse with STATE_REQUIRED; an unknown country with
 * COUNTRY_REQUIRED. Addresses with a state need no call (Shopware checks that it is the country's).
 */
export async function missingStates({ storeApi, locale }: Pick<GatewayContext, 'storeApi' | 'locale'>, choices: StateChoice[]): Promise<UserError[]> {
  const open = choices.filter((choice) => !choice.countryStateId);
  if (open.length === 0) return [];
  const ids = [...new Set(open.map((choice) => choice.countryId))];
  const countries = await storeApi.read<RawSearchResult<RawCountry>>('/country', { ids, limit: ids.length });
  return open.flatMap((choice): UserError[] => {
    const country = countries.elements.find((candidate) => candidate.id === choice.countryId);
    if (!country) {
      const field = choice.field.replace(/countryStateId$/, 'countryId');
      return [{ field, code: 'COUNTRY_REQUIRED', message: INPUT_MESSAGES.COUNTRY_REQUIRED[locale] }];
    }
    if (country.forceStateInRegistration !== true) return [];
    return [{ field: choice.field, code: 'STATE_REQUIRED', message: INPUT_MESSAGES.STATE_REQUIRED[locale] }];
  });
}

/** An address form checked with the shared rule, then its country's state rule. */
export async function checkAddress(context: Pick<GatewayContext, 'storeApi' | 'locale'>, input: AddressInput, fieldPrefix = ''): Promise<Validated<CheckedAddress>> {
  const checked = validateInput(addressRule, withoutNulls(input), context.locale, fieldPrefix);
  if (!checked.ok) return checked;
  const field = [fieldPrefix, 'countryStateId'].filter(Boolean).join('.');
  const userErrors = await missingStates(context, [{ countryId: checked.value.countryId, countryStateId: checked.value.countryStateId, field }]);
  return userErrors.length ? { ok: false, userErrors } : checked;
}

/** Shopware refuses the unknown country of an address that names a state without a pointer: it is the address's countryId. */
export const namingCountry = (userErrors: UserError[], field = 'countryId'): UserError[] =>
  userErrors.map((error) => (error.code === 'COUNTRY_NOT_FOUND' && !error.field ? { ...error, field } : error));
