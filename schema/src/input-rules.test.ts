import {
  address,
  changePassword,
  contactForm,
  email,
  login,
  phoneNumber,
  placeOrder,
  profile,
  quantity,
  registration,
  searchTerm,
} from './input-rules.js';

const issues = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

const validAddress = { street: 'Hauptstraße 1', zipcode: '76831', city: 'Birkweiler', countryId: 'a'.repeat(32) };
const validRegistration = {
  salutationId: 'b'.repeat(32),
  firstName: 'Anna',
  lastName: 'Keller',
  email: 'anna@example.de',
  password: 'geheim123',
  billingAddress: validAddress,
  acceptedDataProtection: true,
};

test('e-mail is required and must be valid', () => {
  expect(issues(email.safeParse(''))).toEqual([':REQUIRED']);
  expect(issues(email.safeParse('anna@'))).toEqual([':EMAIL_INVALID']);
  expect(issues(email.safeParse(' anna@example.de '))).toEqual([]);
});

test('registration: the password and its repetition are refused in the same round as every other field', () => {
  const everythingWrong = {
    ...validRegistration,
    salutationId: '',
    firstName: '',
    acceptedDataProtection: false,
    password: 'kurz',
    passwordConfirmation: 'kurz2',
  };
  expect(issues(registration.safeParse(everythingWrong)).sort()).toEqual(
    [
      'acceptedDataProtection:DATA_PROTECTION_NOT_ACCEPTED',
      'firstName:REQUIRED',
      'password:PASSWORD_TOO_SHORT',
      'passwordConfirmation:PASSWORDS_DO_NOT_MATCH',
      'salutationId:SALUTATION_REQUIRED',
    ].sort(),
  );
});

test('registration: password of at least 8 unless guest, confirmations must match, data protection required', () => {
  expect(issues(registration.safeParse(validRegistration))).toEqual([]);
  expect(issues(registration.safeParse({ ...validRegistration, password: 'kurz' }))).toEqual([
    'password:PASSWORD_TOO_SHORT',
  ]);
  expect(issues(registration.safeParse({ ...validRegistration, guest: true, password: undefined }))).toEqual([]);
  expect(issues(registration.safeParse({ ...validRegistration, passwordConfirmation: 'anderes1' }))).toEqual([
    'passwordConfirmation:PASSWORDS_DO_NOT_MATCH',
  ]);
  expect(issues(registration.safeParse({ ...validRegistration, emailConfirmation: 'x@example.de' }))).toEqual([
    'emailConfirmation:EMAILS_DO_NOT_MATCH',
  ]);
  expect(issues(registration.safeParse({ ...validRegistration, acceptedDataProtection: false }))).toEqual([
    'acceptedDataProtection:DATA_PROTECTION_NOT_ACCEPTED',
  ]);
  expect(
    issues(
      registration.safeParse({ ...validRegistration, billingAddress: { ...validAddress, city: ' ', countryId: '' } }),
    ),
  ).toEqual(['billingAddress.city:REQUIRED', 'billingAddress.countryId:COUNTRY_REQUIRED']);
});

test('phone numbers: digits and separators, at least six digits', () => {
  expect(issues(phoneNumber.safeParse('+49 6345 12345-0'))).toEqual([]);
  expect(issues(phoneNumber.safeParse('0800 abc'))).toEqual([':PHONE_INVALID']);
  expect(issues(phoneNumber.safeParse('123'))).toEqual([':PHONE_INVALID']);
  expect(issues(phoneNumber.safeParse(''))).toEqual([]);
});

test('quantity is a whole number from 1 to 99', () => {
  expect(issues(quantity.safeParse(1))).toEqual([]);
  expect(issues(quantity.safeParse(99))).toEqual([]);
  expect(issues(quantity.safeParse(0))).toEqual([':QUANTITY_OUT_OF_RANGE']);
  expect(issues(quantity.safeParse(100))).toEqual([':QUANTITY_OUT_OF_RANGE']);
  expect(issues(quantity.safeParse(1.5))).toEqual([':QUANTITY_OUT_OF_RANGE']);
});

test('terms must be accepted to order; the contact form needs the data-protection consent', () => {
  expect(issues(placeOrder.safeParse({ termsAccepted: false, ageConfirmed: true }))).toEqual([
    'termsAccepted:TERMS_NOT_ACCEPTED',
  ]);
  expect(issues(placeOrder.safeParse({ termsAccepted: true, ageConfirmed: false }))).toEqual([
    'ageConfirmed:AGE_NOT_CONFIRMED',
  ]);
  expect(placeOrder.safeParse({ termsAccepted: true, ageConfirmed: true }).success).toBe(true);
  const contact = {
    salutationId: 'c'.repeat(32),
    firstName: 'A',
    lastName: 'B',
    email: 'a@b.de',
    subject: 'Weinprobe',
    comment: 'Hallo',
    dataProtectionAccepted: false,
  };
  expect(issues(contactForm.safeParse(contact))).toEqual(['dataProtectionAccepted:DATA_PROTECTION_NOT_ACCEPTED']);
});

test('login and password change', () => {
  expect(issues(login.safeParse({ email: 'a@b.de', password: '' }))).toEqual(['password:REQUIRED']);
  expect(
    issues(
      changePassword.safeParse({
        currentPassword: 'alt',
        newPassword: 'neuesPasswort',
        newPasswordConfirmation: 'anderes',
      }),
    ),
  ).toEqual(['newPasswordConfirmation:PASSWORDS_DO_NOT_MATCH']);
});

test('a web address in a first or last name is refused (Shopware’s rule, in any letter case); a name with "http" in it is a name', () => {
  expect(
    issues(
      registration.safeParse({
        ...validRegistration,
        firstName: 'https://spam.example',
        billingAddress: { ...validAddress, lastName: 'Jetzt HTTP://spam.example' },
      }),
    ),
  ).toEqual(['firstName:URL_NOT_ALLOWED', 'billingAddress.lastName:URL_NOT_ALLOWED']);
  expect(
    issues(profile.safeParse({ salutationId: 'b'.repeat(32), firstName: 'Anna', lastName: 'http:\\\\spam.example' })),
  ).toEqual(['lastName:URL_NOT_ALLOWED']);
  const anAddress = {
    ...validAddress,
    salutationId: 'b'.repeat(32),
    firstName: 'Httpa',
    lastName: 'Keller',
    zipcode: '76831',
  };
  expect(issues(address.safeParse(anAddress))).toEqual([]);
  expect(issues(address.safeParse({ ...anAddress, firstName: 'https:/x' }))).toEqual(['firstName:URL_NOT_ALLOWED']);
});

test('a search term has at most 300 characters, counted after trimming', () => {
  expect(issues(searchTerm.safeParse(`  ${'ä'.repeat(300)}  `))).toEqual([]);
  expect(issues(searchTerm.safeParse('x'.repeat(301)))).toEqual([':TOO_LONG']);
});
