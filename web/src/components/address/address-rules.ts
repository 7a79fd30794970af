import { z } from 'zod';

export interface CountryRule {
  id: string;
  stateRequired: boolean;
}

type AddressLike = { countryId?: string | null; countryStateId?: string | null } | null | undefined;

/**
 * Adds the rule that depends on the chosen country (a state where the country requires one) to a
 * form's shared zod rule; `paths` name the form's address objects ('' for the form itself).
 */
export function requireStates<Schema extends z.ZodTypeAny>(schema: Schema, countries: readonly CountryRule[], paths: readonly string[]) {
  const required = new Set(countries.filter((country) => country.stateRequired).map((country) => country.id));
  return schema.superRefine((value: Record<string, unknown>, context) => {
    for (const path of paths) {
      const address = (path === '' ? value : value[path]) as AddressLike;
      if (address?.countryId && required.has(address.countryId) && !address.countryStateId) {
        context.addIssue({ code: z.ZodIssueCode.custom, path: path === '' ? ['countryStateId'] : [path, 'countryStateId'], message: 'STATE_REQUIRED' });
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
