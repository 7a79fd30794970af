import { withCrossFieldChecks } from '@weingut/schema/input-rules';
import { withFormat } from '@weingut/schema/input-messages';
import { postalCodeFormat, postalCodeProblem } from '@weingut/schema/postal-code';
import { z } from 'zod';

export interface CountryRule {
  id: string;
  stateRequired: boolean;
  /** The country's zip code rule (Country.postalCodeRequired / postalCodePattern); absent: not checked here. */
  postalCodeRequired?: boolean;
  postalCodePattern?: string | null;
}

type AddressLike =
  { countryId?: string | null; countryStateId?: string | null; zipcode?: string | null } | null | undefined;

/**
 * Adds the rules that depend on the chosen country to a form's shared zod rule: a state where the
 * country requires one, a zip code where it requires one and in the format its pattern gives (the
 * message names it: ZIPCODE_INVALID|1234 AB); `paths` name the form's address objects ('' for the form itself).
 */
export function requireCountryRules<Schema extends z.ZodTypeAny>(
  schema: Schema,
  countries: readonly CountryRule[],
  paths: readonly string[],
) {
  const byId = new Map(countries.map((country) => [country.id, country]));
  // In the same round as the fields' own rules (a superRefine would wait until they all pass).
  return withCrossFieldChecks(schema, (value, context) => {
    for (const path of paths) {
      const address = (path === '' ? value : value[path]) as AddressLike;
      if (!address || typeof address !== 'object') continue;
      const country = address.countryId ? byId.get(address.countryId) : undefined;
      if (!country) continue;
      const at = (field: string) => (path === '' ? [field] : [path, field]);
      if (country.postalCodeRequired !== undefined) {
        const rule = { required: country.postalCodeRequired, pattern: country.postalCodePattern ?? null };
        const problem = postalCodeProblem(address.zipcode?.trim(), rule);
        if (problem)
          context.addIssue({
            code: z.ZodIssueCode.custom,
            path: at('zipcode'),
            message: problem === 'ZIPCODE_INVALID' ? withFormat(problem, postalCodeFormat(rule.pattern!)) : problem,
          });
      }
      if (country.stateRequired && !address.countryStateId) {
        context.addIssue({ code: z.ZodIssueCode.custom, path: at('countryStateId'), message: 'STATE_REQUIRED' });
      }
    }
  });
}

/**
 * The form's values as the shared rule and the gateway take them: 'no state' (the empty choice) is
 * null; empty optional texts stay '' so that a correction can clear them.
 */
export function withoutEmptyOptionals<Address extends { countryStateId?: string | null }>(address: Address): Address {
  return { ...address, countryStateId: address.countryStateId || null };
}
