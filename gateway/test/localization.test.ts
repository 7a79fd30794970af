import { upstreamCallLog } from './support/catalog-fixtures.js';
import { dataOf, graphql, sessionCookie, startShop, type RunningShop } from './support/gateway-harness.js';
import { EN, USER_ERRORS, as, login, refusals } from './support/account-fixtures.js';

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop.close();
});

const SESSION_FIELDS = 'language { id locale } currency { id isoCode }';
const LANGUAGE = `mutation Language($id: ID!) { switchLanguage(languageId: $id) { session { ${SESSION_FIELDS} } redirectUrl ${USER_ERRORS} } }`;
const CURRENCY = `mutation Currency($id: ID!) { switchCurrency(currencyId: $id) { session { ${SESSION_FIELDS} } ${USER_ERRORS} } }`;
const COUNTRIES = 'countries { iso name }';

/** The cookies a browser would send back after an answer (token and language). */
function cookiesOf(res: { headers: Record<string, unknown> }, previous: string): string {
  const set = ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
    .map((cookie) => cookie.split(';')[0]!);
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((cookie) => [cookie.split('=')[0]!, cookie] as const),
  );
  for (const cookie of set) jar.set(cookie.split('=')[0]!, cookie);
  return [...jar.values()].join('; ');
}

test('switchLanguage: the session follows, the sw-language-id cookie keeps it for the next requests', async () => {
  const { languages } = dataOf(await graphql(shop, '{ languages { id locale } }'));
  const english = languages.find((language: { locale: string }) => language.locale === 'en-GB').id;
  const german = languages.find((language: { locale: string }) => language.locale === 'de-DE').id;
  // A browser that has chosen German before: its language cookie must follow the switch, or it would win.
  const first = await graphql(shop, '{ session { language { locale } } }');
  let cookies = `${sessionCookie(first)}; sw-language-id=${german}`;

  const res = await graphql(shop, LANGUAGE, { id: english }, as(cookies));
  const { switchLanguage } = dataOf(res);
  expect(switchLanguage).toMatchObject({ session: { language: { id: english, locale: 'en-GB' } }, userErrors: [] });
  expect(switchLanguage.redirectUrl).toMatch(/\/en$/);
  const languageCookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith('sw-language-id='));
  expect(languageCookie).toMatch(
    new RegExp(`^sw-language-id=${english}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`),
  );
  expect(res.headers['sw-language-id']).toBe(english);
  // The languages' locales for the message language of the German cookie (the catalogue cache is off here), then the switch itself.
  expect(upstreamCallLog(res).slice(0, 2)).toEqual(['POST /language', 'PATCH /context']);

  cookies = cookiesOf(res, cookies);
  const after = dataOf(await graphql(shop, `{ session { language { locale } } ${COUNTRIES} }`, {}, as(cookies)));
  expect(after.session.language.locale).toBe('en-GB');
  expect(after.countries.find((country: { iso: string }) => country.iso === 'DE').name).toBe('Germany');

  expect(
    dataOf(await graphql(shop, LANGUAGE, { id: german }, as(cookies))).switchLanguage.session.language.locale,
  ).toBe('de-DE');
});

test('switchCurrency: the session answers in the chosen currency', async () => {
  const { currencies } = dataOf(await graphql(shop, '{ currencies { id isoCode } }'));
  const currency = currencies[currencies.length - 1];
  const { switchCurrency } = dataOf(await graphql(shop, CURRENCY, { id: currency.id }));
  expect(switchCurrency).toEqual({
    session: { language: expect.any(Object), currency: { id: currency.id, isoCode: currency.isoCode } },
    userErrors: [],
  });
});

test('ids that are no id are refused before any upstream call; unknown ids by Shopware, on their field', async () => {
  const invalid = await graphql(shop, LANGUAGE, { id: 'english' }, EN);
  expect(dataOf(invalid).switchLanguage).toEqual({
    session: null,
    redirectUrl: null,
    userErrors: [{ field: 'languageId', code: 'ID_INVALID', message: 'Invalid identifier.' }],
  });
  expect(upstreamCallLog(invalid)).toEqual([]);
  const unknown = dataOf(await graphql(shop, LANGUAGE, { id: 'f'.repeat(32) })).switchLanguage;
  expect(refusals(unknown)).toEqual(['languageId:ENTITY_DOES_NOT_EXISTS']);
  expect(refusals(dataOf(await graphql(shop, CURRENCY, { id: 'f'.repeat(32) })).switchCurrency)).toEqual([
    'currencyId:ENTITY_DOES_NOT_EXISTS',
  ]);
});

describe("messages in the session's shop language (sw-language-id) before Accept-Language's", () => {
  const WRONG_LOGIN = { en: 'Invalid username and/or password.', de: 'Ungültiger Benutzername und/oder Passwort.' };
  const locales: Record<string, string> = {};
  beforeAll(async () => {
    for (const { id, locale } of dataOf(await graphql(shop, '{ languages { id locale } }')).languages)
      locales[locale] = id;
  });
  const wrongLogin = async (headers: Record<string, string>) =>
    dataOf(await login(shop, 'niemand@example.de', 'Kein-Passwort-1', headers)).login.userErrors.map(
      (error: { message: string }) => error.message,
    );

  test('an app that sends only the sw-language-id of English is refused in English, as is a browser with its cookie', async () => {
    expect(await wrongLogin({ 'sw-language-id': locales['en-GB']! })).toEqual([WRONG_LOGIN.en]);
    expect(await wrongLogin({ cookie: `sw-language-id=${locales['en-GB']}` })).toEqual([WRONG_LOGIN.en]);
    expect(await wrongLogin({})).toEqual([WRONG_LOGIN.de]);
  });

  test('with both, sw-language-id wins; Accept-Language still decides without it', async () => {
    expect(await wrongLogin({ 'sw-language-id': locales['en-GB']!, 'accept-language': 'de-DE' })).toEqual([
      WRONG_LOGIN.en,
    ]);
    expect(await wrongLogin({ 'sw-language-id': locales['de-DE']!, 'accept-language': 'en-GB' })).toEqual([
      WRONG_LOGIN.de,
    ]);
    expect(await wrongLogin({ 'accept-language': 'en-US' })).toEqual([WRONG_LOGIN.en]);
  });

  test('an sw-language-id the shop does not know leaves the choice to Accept-Language, then German', async () => {
    const unknown = { 'sw-language-id': 'f'.repeat(32) };
    const refusal = async (headers: Record<string, string>) =>
      dataOf(await graphql(shop, LANGUAGE, { id: 'english' }, headers)).switchLanguage.userErrors;
    expect(await refusal({ ...unknown, ...EN })).toEqual([
      { field: 'languageId', code: 'ID_INVALID', message: 'Invalid identifier.' },
    ]);
    expect(await refusal(unknown)).toEqual([
      { field: 'languageId', code: 'ID_INVALID', message: 'Ungültige Kennung.' },
    ]);
  });
});
