import i18next from 'i18next';
import { inputMessage, withFormat } from './input-messages.js';
import { textsFromDisk } from './texts-from-disk.js';
import { postalCodeExample, postalCodeProblem, postalCodeRuleOf } from './postal-code.js';

// Shopware's default patterns (Migration1649858046UpdateConfigurableFormatAndValidationForAddressCountry).
const GERMANY = {
  postalCodeRequired: true,
  checkPostalCodePattern: true,
  checkAdvancedPostalCodePattern: false,
  defaultPostalCodePattern: '\\d{5}',
  advancedPostalCodePattern: null,
};
const NETHERLANDS = { ...GERMANY, defaultPostalCodePattern: '[1-9]{1}\\d{3}([ ]?[A-Z]{2})' };

test("a country's rule: required, and the default or (when switched on) the advanced pattern", () => {
  expect(postalCodeRuleOf(GERMANY)).toEqual({ required: true, pattern: '\\d{5}' });
  expect(
    postalCodeRuleOf({ ...GERMANY, checkAdvancedPostalCodePattern: true, advancedPostalCodePattern: '7\\d{4}' }),
  ).toEqual({ required: true, pattern: '7\\d{4}' });
  expect(postalCodeRuleOf({ ...GERMANY, postalCodeRequired: false, checkPostalCodePattern: false })).toEqual({
    required: false,
    pattern: null,
  });
});

test('zip codes are refused as Shopware refuses them: missing where required, off the pattern (case-sensitive)', () => {
  const german = postalCodeRuleOf(GERMANY);
  expect(postalCodeProblem('76831', german)).toBeNull();
  expect(postalCodeProblem('', german)).toBe('REQUIRED');
  expect(postalCodeProblem('7683', german)).toBe('ZIPCODE_INVALID');
  expect(postalCodeProblem('76831 ', german)).toBe('ZIPCODE_INVALID');
  const dutch = postalCodeRuleOf(NETHERLANDS);
  expect(['1071 XB', '1071XB', '1071 xb', '0171 XB'].map((zip) => postalCodeProblem(zip, dutch))).toEqual([
    null,
    null,
    'ZIPCODE_INVALID',
    'ZIPCODE_INVALID',
  ]);
  // A pattern without a requirement still checks an empty zip code (preg_match of '').
  expect(postalCodeProblem('', { required: false, pattern: '\\d{4}' })).toBe('ZIPCODE_INVALID');
  expect(postalCodeProblem('', { required: false, pattern: null })).toBeNull();
});

test('the expected format as an example that matches the pattern', () => {
  expect(
    [
      '\\d{5}',
      '\\d{4}',
      '[1-9]\\d{3}',
      '[1-9]{1}\\d{3}([ ]?[A-Z]{2})',
      '\\d{2}-\\d{3}',
      '\\d{1}(?:A|B|\\d{1}) ?\\d{3}',
    ].map(postalCodeExample),
  ).toEqual(['12345', '1234', '1234', '1234 AB', '12-345', '12345']);
  // Patterns of other countries are built: Sweden, the United Kingdom's outward code, Portugal.
  expect(postalCodeExample('\\d{3} ?\\d{2}')).toBe('12345');
  expect(postalCodeExample('[A-Z]{1,2}\\d{1,2}')).toBe('A1');
  expect(postalCodeExample('\\d{4}-\\d{3}')).toBe('1234-567');
});

test('the message names the format in each language', () => {
  const texts = i18next.createInstance();
  void texts.init({
    resources: textsFromDisk(['input']),
    initAsync: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  expect(inputMessage(withFormat('ZIPCODE_INVALID', '1234 AB'), texts.getFixedT('de-DE'))).toBe(
    'Bitte geben Sie die Postleitzahl im Format 1234 AB ein.',
  );
  expect(inputMessage(withFormat('ZIPCODE_INVALID', '12-345'), texts.getFixedT('pl-PL'))).toBe(
    'Podaj kod pocztowy w formacie 12-345.',
  );
  expect(inputMessage('REQUIRED', texts.getFixedT('en-GB'))).toBe('This field is required.');
  expect(inputMessage('Irgendein Text', texts.getFixedT('en-GB'))).toBeUndefined();
});
