import { address as addressRule, type AddressInput as CheckedAddress } from '@weingut/schema/input-rules';
import { inputMessage, withFormat } from '@weingut/schema/input-messages';
import { postalCodeFormat, postalCodeProblem } from '@weingut/schema/postal-code';
import type { GatewayContext } from '../context.js';
import { validateInput, type Validated } from '../shared/validate-input.js';
import { inputText, translatorFor } from '../../i18n/texts.js';
import { withoutNulls } from '../shared/mutation-outcome.js';
import { loadCountries } from '../system/system.service.js';
import type { UserError } from '../../errors/user-error.type.js';
import type { AddressInput } from './address.type.js';

/** An address's country, state and zip code, and the field its missing state is reported on. */
export interface StateChoice {
  countryId: string;
  countryStateId?: string | null;
  /** The zip code to check against the country's rule; undefined: not checked here. */
  zipcode?: string | null;
  field: string;
}

/** The field of an address next to its state field (billingAddress.countryStateId → billingAddress.zipcode). */
const sibling = (stateField: string, name: string) => stateField.replace(/countryStateId$/, name);

/**
 * The rules that depend on an address's country, before any write: the country must be one the shop
 * sells to (COUNTRY_REQUIRED), name a state where the country forces one (STATE_REQUIRED) and carry a
 * zip code as the country's postalCodeRequired and postal code pattern say (REQUIRED, ZIPCODE_INVALID
 * naming the format, as Shopware's CustomerZipCodeValidator refuses it). The countries come from the
 * shop's country list (POST /country through the catalogue cache, one read for all addresses).
 */
export async function countryRuleErrors(
  context: Pick<GatewayContext, 'storeApi' | 'catalog' | 'loaders' | 'locale'>,
  choices: StateChoice[],
): Promise<UserError[]> {
  if (choices.length === 0) return [];
  const { locale } = context;
  const countries = await loadCountries(context);
  return choices.flatMap((choice): UserError[] => {
    const country = countries.find((candidate) => candidate.id === choice.countryId);
    if (!country)
      return [
        {
          field: sibling(choice.field, 'countryId'),
          code: 'COUNTRY_REQUIRED',
          message: inputText('COUNTRY_REQUIRED', locale),
        },
      ];
    const errors: UserError[] = [];
    if (choice.zipcode !== undefined) {
      const problem = postalCodeProblem(choice.zipcode, {
        required: country.postalCodeRequired,
        pattern: country.postalCodePattern,
      });
      if (problem) {
        const message =
          problem === 'ZIPCODE_INVALID' ? withFormat(problem, postalCodeFormat(country.postalCodePattern!)) : problem;
        errors.push({
          field: sibling(choice.field, 'zipcode'),
          code: problem,
          message: inputMessage(message, translatorFor(locale))!,
        });
      }
    }
    if (country.stateRequired && !choice.countryStateId)
      errors.push({ field: choice.field, code: 'STATE_REQUIRED', message: inputText('STATE_REQUIRED', locale) });
    return errors;
  });
}

/** An address form checked with the shared rule, then its country's state and zip code rules. */
export async function checkAddress(
  context: Pick<GatewayContext, 'storeApi' | 'catalog' | 'loaders' | 'locale'>,
  input: AddressInput,
  fieldPrefix = '',
): Promise<Validated<CheckedAddress>> {
  const checked = validateInput(addressRule, withoutNulls(input), context.locale, fieldPrefix);
  if (!checked.ok) return checked;
  const field = [fieldPrefix, 'countryStateId'].filter(Boolean).join('.');
  const { countryId, countryStateId, zipcode } = checked.value;
  const userErrors = await countryRuleErrors(context, [{ countryId, countryStateId, zipcode, field }]);
  return userErrors.length ? { ok: false, userErrors } : checked;
}

/** Shopware refuses the unknown country of an address that names a state without a pointer: it is the address's countryId. */
export const namingCountry = (userErrors: UserError[], field = 'countryId'): UserError[] =>
  userErrors.map((error) => (error.code === 'COUNTRY_NOT_FOUND' && !error.field ? { ...error, field } : error));
