import type { CatalogueView } from '../catalogue/catalogue-view.js';
import type { SalesChannelRecord } from '../catalogue/records.js';
import {
  choice,
  constraintViolation,
  email,
  entityExists,
  length,
  notBlank,
  notMatching,
  urlInName,
  type Check,
  type Definition,
} from '../http/symfony-constraints.js';
import { customerErrors } from './customer-errors.js';
import { MAX_PASSWORD_LENGTH } from './password.js';

/** core.loginRegistration.passwordMinLength (Shopware's default). */
export const PASSWORD_MIN_LENGTH = 8;
export const ACCOUNT_TYPES = ['private', 'business'];

const salutationExists = (view: CatalogueView) =>
  entityExists('salutation', (id) => view.salutations.some((salutation) => salutation.id === id));

/** The id of the salutation `not_specified`, which Shopware fills in when none is given. */
export function defaultSalutationId(view: CatalogueView): string | null {
  return view.salutations.find((salutation) => salutation.salutationKey === 'not_specified')?.id ?? null;
}

/**
 * Shopware's rule against URLs in names (DOMAIN_NAME_REGEX of the newsletter and contact forms,
 * Regex with match false: REGEX_FAILED_ERROR), applied to the customer's and the addresses' names.
 */
const noUrl = notMatching(urlInName);

/** CustomerProfileValidationFactory (customer.profile.create / update), with the rule against URLs in names. */
export function profileDefinition(view: CatalogueView): Definition {
  return [
    ['salutationId', [salutationExists(view)]],
    ['title', [length({ max: 100 })]],
    ['firstName', [notBlank(), length({ max: 255 }), noUrl]],
    ['lastName', [notBlank(), length({ max: 255 }), noUrl]],
    ['accountType', [choice(ACCOUNT_TYPES)]],
  ];
}

/** Password rules of registration and password changes (NotBlank, Length min). */
export function passwordChecks(options: { withMax?: boolean } = {}): Check[] {
  return [
    notBlank(),
    length({
      min: PASSWORD_MIN_LENGTH,
      masked: true,
      ...(options.withMax ? { max: MAX_PASSWORD_LENGTH, maxMessage: 'VIOLATION::PASSWORD_IS_TOO_LONG' } : {}),
    }),
  ];
}

/** CustomerValidationFactory's e-mail rules. */
export const customerEmailChecks = (): Check[] => [notBlank(), email('VIOLATION::INVALID_EMAIL_FORMAT_ERROR')];

/** CustomerEmailUnique: refuses an e-mail a registered (non-guest) customer already uses. */
export const emailUnique =
  (isTaken: (email: string) => boolean): Check =>
  (value, pointer) =>
    typeof value === 'string' && value !== '' && isTaken(value)
      ? [
          constraintViolation(
            'CUSTOMER_EMAIL_NOT_UNIQUE',
            'The email address {{ email }} is already in use.',
            { '{{ email }}': `"${value}"` },
            pointer,
          ),
        ]
      : [];

/** The domain URLs of the sales channel, without a trailing slash (storefrontUrl must be one of them). */
export const storefrontUrls = (salesChannel: SalesChannelRecord): string[] =>
  salesChannel.domains.map((domain) => domain.url.replace(/\/+$/, ''));

/**
 * CustomerZipCode (CustomerZipCodeValidator): a postal code for a country that requires one, matching
 * the country's pattern when it checks one; an unknown country is CustomerException::countryNotFound
 * (thrown, as Shopware's validator does).
 */
const customerZipCode =
  (view: CatalogueView, countryId: unknown): Check =>
  (value, pointer) => {
    if (countryId === null || countryId === undefined || countryId === '') return [];
    const country = view.countries.find((candidate) => candidate.id === countryId);
    if (!country) throw customerErrors.countryNotFound(String(countryId));
    if (country.postalCodeRequired && (value === null || value === undefined || value === '')) {
      return [constraintViolation('IS_BLANK_ERROR', 'Postal code is required for that country', {}, pointer)];
    }
    if (!country.checkPostalCodePattern && !country.checkAdvancedPostalCodePattern) return [];
    const pattern = country.checkAdvancedPostalCodePattern
      ? country.advancedPostalCodePattern
      : country.defaultPostalCodePattern;
    if (pattern === null || pattern === undefined) return [];
    // preg_match("/^{$pattern}$/", (string) $value): case-sensitive (caseSensitiveCheck), an empty
    // or missing value checked like any other when the country does not require one.
    if (new RegExp(`^${pattern}$`, 'u').test(value === null || value === undefined ? '' : String(value))) return [];
    return [
      constraintViolation(
        'ZIP_CODE_INVALID',
        'This value is not a valid ZIP code for country {{ iso }}',
        { '{{ iso }}': `"${country.iso}"` },
        pointer,
      ),
    ];
  };

/**
 * AddressValidationFactory::create (6.7) with the routes' zip code rule. A state must be one of
 * the chosen country's states (the emulator is stricter than Shopware's bare EntityExists here).
 */
export function addressDefinition(
  view: CatalogueView,
  address: Record<string, unknown>,
  options: { zipcodeMaxLength: boolean },
): Definition {
  const countryExists = entityExists('country', (id) => view.countries.some((country) => country.id === id));
  const country = view.countries.find((candidate) => candidate.id === address.countryId);
  const states = country ? country.states : view.countries.flatMap((candidate) => candidate.states);
  return [
    ['salutationId', [salutationExists(view)]],
    ['countryId', [countryExists, notBlank('VIOLATION::COUNTRY_IS_BLANK_ERROR'), countryExists]],
    ['countryStateId', [entityExists('country_state', (id) => states.some((state) => state.id === id))]],
    ['firstName', [notBlank('VIOLATION::FIRST_NAME_IS_BLANK_ERROR'), length({ max: 50 }), noUrl]],
    ['lastName', [notBlank('VIOLATION::LAST_NAME_IS_BLANK_ERROR'), length({ max: 60 }), noUrl]],
    ['street', [notBlank('VIOLATION::STREET_IS_BLANK_ERROR')]],
    ['city', [notBlank('VIOLATION::CITY_IS_BLANK_ERROR')]],
    ['title', [length({ max: 100 })]],
    ['zipcode', [customerZipCode(view, address.countryId), ...(options.zipcodeMaxLength ? [length({ max: 50 })] : [])]],
  ];
}
