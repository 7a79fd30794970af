import { localeFromAcceptLanguage, messageLocale } from './locale.js';

test('Accept-Language: by quality, full tag or language part, else de-DE', () => {
  expect(localeFromAcceptLanguage('fr-FR, en-US;q=0.8, de;q=0.5')).toBe('en-GB');
  expect(localeFromAcceptLanguage('nl-BE')).toBe('nl-NL');
  expect(localeFromAcceptLanguage('fr-FR')).toBe('de-DE');
  expect(localeFromAcceptLanguage(undefined)).toBe('de-DE');
});

test("the session's shop language wins over Accept-Language", () => {
  expect(messageLocale('en-GB', 'de-DE')).toBe('en-GB');
  expect(messageLocale('it-IT', undefined)).toBe('it-IT');
  expect(messageLocale('en-US', 'pl-PL')).toBe('en-GB');
});

test('a shop language without messages (or none) leaves the choice to Accept-Language, then de-DE', () => {
  expect(messageLocale('fr-FR', 'nl-NL')).toBe('nl-NL');
  expect(messageLocale('fr-FR', undefined)).toBe('de-DE');
  expect(messageLocale(undefined, 'en-GB')).toBe('en-GB');
  expect(messageLocale('', undefined)).toBe('de-DE');
});
