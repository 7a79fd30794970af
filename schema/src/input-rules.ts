import { z } from 'zod';
import { ENTITY_ID } from './entity-id.js';
import type { InputCode } from './input-codes.js';

/**
 * The input rules of the shop (docs/behaviour/validation.md), shared by the gateway (validated before any upstream call)
 * and the web client's forms. Each refusal's message is an InputCode; the field is the issue's path.
 */
const code = (value: InputCode) => ({ message: value });

export const MIN_PASSWORD_LENGTH = 8;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

/**
 * Shopware searches the first 300 characters of a term (shopware.search.term_max_length) and drops
 * the rest: a longer term is refused rather than searched for a part the shopper did not see.
 */
export const MAX_SEARCH_TERM_LENGTH = 300;
/** A search term: counted in characters (code points), as Shopware's mb_strlen counts, after trimming. */
export const searchTerm = z
  .string()
  .trim()
  .refine((value) => [...value].length <= MAX_SEARCH_TERM_LENGTH, code('TOO_LONG'));

export const requiredText = (max = 255) =>
  z.string(code('REQUIRED')).trim().min(1, code('REQUIRED')).max(max, code('TOO_LONG'));
/**
 * Shopware's rule against links in names (DOMAIN_NAME_REGEX, /((https?:\/))/, of its newsletter and
 * contact forms), in any letter case: `http:/` or `https:/` (or a backslash) anywhere in the value.
 */
const URL_IN_NAME = /https?:[/\\]/i;
/** A person's first or last name: required, at most `max` characters, no web address. */
export const personName = (max = 255) =>
  requiredText(max).refine((value) => !URL_IN_NAME.test(value), code('URL_NOT_ALLOWED'));
export const optionalText = (max = 255) => z.string().trim().max(max, code('TOO_LONG')).optional();
export const id = z.string(code('REQUIRED')).regex(ENTITY_ID, code('ID_INVALID'));
/** The product ids of a visitor's wishlist kept by the client: at most 100, as many as it keeps. */
export const guestWishlistProductIds = z.array(id).max(100, code('TOO_LONG'));

export const email = z
  .string(code('REQUIRED'))
  .trim()
  .min(1, code('REQUIRED'))
  .max(254, code('TOO_LONG'))
  .pipe(z.string().email(code('EMAIL_INVALID')));
/** A checkbox that must be ticked. */
const accepted = (failure: InputCode) => z.literal(true, { errorMap: () => code(failure) });
export const password = z
  .string(code('REQUIRED'))
  .min(1, code('REQUIRED'))
  .min(MIN_PASSWORD_LENGTH, code('PASSWORD_TOO_SHORT'))
  .max(4096, code('TOO_LONG'));
/** Digits, spaces and + ( ) / - only, at least 6 digits: 'wrong phone number' otherwise. */
export const phoneNumber = z
  .string()
  .trim()
  .max(40, code('TOO_LONG'))
  .refine(
    (value) => value === '' || (/^\+?[\d\s()/-]+$/.test(value) && (value.match(/\d/g) ?? []).length >= 6),
    code('PHONE_INVALID'),
  )
  .optional();
export const quantity = z
  .number(code('QUANTITY_OUT_OF_RANGE'))
  .int(code('QUANTITY_OUT_OF_RANGE'))
  .min(MIN_QUANTITY, code('QUANTITY_OUT_OF_RANGE'))
  .max(MAX_QUANTITY, code('QUANTITY_OUT_OF_RANGE'));

export const salutationId = z.string(code('SALUTATION_REQUIRED')).regex(ENTITY_ID, code('SALUTATION_REQUIRED'));
export const countryId = z.string(code('COUNTRY_REQUIRED')).regex(ENTITY_ID, code('COUNTRY_REQUIRED'));

export const address = z.object({
  salutationId,
  firstName: personName(),
  lastName: personName(),
  company: optionalText(),
  street: requiredText(),
  additionalAddressLine1: optionalText(),
  /** Required and checked against a pattern as the country says (postal-code.ts); the shared rule only limits its length. */
  zipcode: z.string(code('REQUIRED')).trim().max(50, code('TOO_LONG')),
  city: requiredText(),
  countryId,
  countryStateId: id.optional().nullable(),
  phoneNumber,
});
export type AddressInput = z.infer<typeof address>;

/** An address in a country whose states are required must name one (the caller knows the country). */
export const addressWithState = (stateRequired: boolean) =>
  address.refine((value) => !stateRequired || !!value.countryStateId, {
    ...code('STATE_REQUIRED'),
    path: ['countryStateId'],
  });

const matching = <T extends z.ZodRawShape>(
  shape: T,
  first: keyof T & string,
  second: keyof T & string,
  failure: InputCode,
) =>
  z
    .object(shape)
    .refine((value) => (value as Record<string, unknown>)[first] === (value as Record<string, unknown>)[second], {
      ...code(failure),
      path: [second],
    });

export const login = z.object({ email, password: z.string(code('REQUIRED')).min(1, code('REQUIRED')) });

type CrossFieldCheck = (value: Record<string, unknown>, context: z.RefinementCtx) => void;

/**
 * An object rule with checks across its fields that run in the same round as the fields' own
 * rules. A refine on an object runs only once every field passes (zod skips it when a field's
 * rule aborts, e.g. an unticked `z.literal(true)`), so a form would show a short password only
 * after every other error was fixed; a preprocess step sees the raw value first and adds its
 * issues beside the fields'.
 */
export const withCrossFieldChecks = <Schema extends z.ZodTypeAny>(schema: Schema, check: CrossFieldCheck) =>
  z.preprocess((value, context) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) check(value as Record<string, unknown>, context);
    return value;
  }, schema);

const registrationFields = z.object({
  salutationId,
  firstName: personName(),
  lastName: personName(),
  email,
  emailConfirmation: z.string().optional(),
  guest: z.boolean().default(false),
  password: z.string().optional(),
  passwordConfirmation: z.string().optional(),
  billingAddress: address.omit({ salutationId: true, firstName: true, lastName: true }).extend({
    salutationId: salutationId.optional(),
    firstName: personName().optional(),
    lastName: personName().optional(),
  }),
  shippingAddress: address.optional().nullable(),
  acceptedDataProtection: accepted('DATA_PROTECTION_NOT_ACCEPTED'),
});

/** Registration: the password (unless a guest) and the repeated e-mail and password are checked with every other field. */
export const registration = withCrossFieldChecks(registrationFields, (value, context) => {
  const text = (field: string) => (typeof value[field] === 'string' ? (value[field] as string) : undefined);
  const emailConfirmation = text('emailConfirmation');
  if (emailConfirmation !== undefined && emailConfirmation.trim() !== (text('email') ?? '').trim()) {
    context.addIssue({ code: z.ZodIssueCode.custom, path: ['emailConfirmation'], message: 'EMAILS_DO_NOT_MATCH' });
  }
  if (value['guest'] === true) return;
  const result = password.safeParse(text('password') ?? '');
  if (!result.success)
    context.addIssue({ code: z.ZodIssueCode.custom, path: ['password'], message: result.error.issues[0]!.message });
  const passwordConfirmation = text('passwordConfirmation');
  if (passwordConfirmation !== undefined && passwordConfirmation !== text('password')) {
    context.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['passwordConfirmation'],
      message: 'PASSWORDS_DO_NOT_MATCH',
    });
  }
});

export const changePassword = matching(
  {
    currentPassword: z.string(code('REQUIRED')).min(1, code('REQUIRED')),
    newPassword: password,
    newPasswordConfirmation: z.string(code('REQUIRED')),
  },
  'newPassword',
  'newPasswordConfirmation',
  'PASSWORDS_DO_NOT_MATCH',
);

export const changeEmail = matching(
  {
    email,
    emailConfirmation: z.string(code('REQUIRED')),
    password: z.string(code('REQUIRED')).min(1, code('REQUIRED')),
  },
  'email',
  'emailConfirmation',
  'EMAILS_DO_NOT_MATCH',
);

export const resetPassword = matching(
  { hash: requiredText(), newPassword: password, newPasswordConfirmation: z.string(code('REQUIRED')) },
  'newPassword',
  'newPasswordConfirmation',
  'PASSWORDS_DO_NOT_MATCH',
);

export const profile = z.object({ salutationId, firstName: personName(), lastName: personName() });

export const placeOrder = z.object({
  termsAccepted: accepted('TERMS_NOT_ACCEPTED'),
  /** Alcohol is sold to adults only (Jugendschutzgesetz §9): the shopper confirms being of age. */
  ageConfirmed: accepted('AGE_NOT_CONFIRMED'),
  customerComment: optionalText(1000),
});

export const contactForm = z.object({
  salutationId,
  firstName: requiredText(),
  lastName: requiredText(),
  email,
  phone: phoneNumber,
  subject: requiredText(),
  comment: requiredText(5000),
  dataProtectionAccepted: accepted('DATA_PROTECTION_NOT_ACCEPTED'),
});

export const newsletterSubscription = z.object({
  email,
  salutationId: salutationId.optional(),
  firstName: optionalText(),
  lastName: optionalText(),
});

/** An order's deep link code, from the link of its mails (`/account/order/{deepLinkCode}`). */
export const deepLinkCode = requiredText(255);
/** What a guest proves an order with: the order's e-mail address and the billing address's postal code. */
export const guestOrderAccess = z.object({ email, zipcode: requiredText(50) });
