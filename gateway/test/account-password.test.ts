import { firstError } from './support/catalog-fixtures.js';
import { dataOf, graphql, sessionCookie, startShop, type RunningShop } from './support/gateway-harness.js';
import {
  EN,
  PASSWORD,
  SESSION,
  USER_ERRORS,
  as,
  lastMail,
  login,
  refusals,
  registeredCustomer,
  uniqueEmail,
} from './support/account-fixtures.js';

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop({ emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' } });
});
afterAll(async () => {
  await shop.close();
});

const NEW_PASSWORD = 'Spätburgunder-2021';
const REQUEST = `mutation Request($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) { success ${USER_ERRORS} } }`;
const RESET = `mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) { success ${USER_ERRORS} } }`;
const EXPIRED = 'query Expired($hash: String!) { passwordResetHashExpired(hash: $hash) }';
const CHANGE = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { success ${USER_ERRORS} } }`;

const requestReset = async (email: string, headers: Record<string, string> = {}) =>
  dataOf(await graphql(shop, REQUEST, { input: { email } }, headers)).requestPasswordReset;
const reset = async (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
  dataOf(await graphql(shop, RESET, { input }, headers)).resetPassword;
const isExpired = async (hash: string) =>
  dataOf(await graphql(shop, EXPIRED, { hash })).passwordResetHashExpired as boolean;
const loginErrors = async (email: string, password: string) =>
  refusals(dataOf(await login(shop, email, password)).login);

describe('password recovery', () => {
  test('the mailed link sets a new password once; the old one stops working', async () => {
    const { email } = await registeredCustomer(shop);
    expect(await requestReset(email)).toEqual({ success: true, userErrors: [] });
    const link = new URL((await lastMail(shop, email, 'password_recovery')).links.recover!);
    expect(link.pathname).toBe('/account/recover/password');
    const hash = link.searchParams.get('hash')!;
    expect(await isExpired(hash)).toBe(false);

    const mismatch = await reset({ hash, newPassword: NEW_PASSWORD, newPasswordConfirmation: 'Anders-2021' }, EN);
    expect(mismatch.userErrors).toEqual([
      { field: 'newPasswordConfirmation', code: 'PASSWORDS_DO_NOT_MATCH', message: 'The passwords do not match.' },
    ]);
    expect(refusals(await reset({ hash, newPassword: 'kurz', newPasswordConfirmation: 'kurz' }))).toEqual([
      'newPassword:PASSWORD_TOO_SHORT',
    ]);

    expect(await reset({ hash, newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD })).toEqual({
      success: true,
      userErrors: [],
    });
    expect(await loginErrors(email, PASSWORD)).toEqual([':INVALID_CREDENTIALS']);
    expect(await loginErrors(email, NEW_PASSWORD)).toEqual([]);

    const used = await reset({ hash, newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD }, EN);
    expect(used).toEqual({
      success: false,
      userErrors: [{ field: 'hash', code: 'RECOVERY_HASH_EXPIRED', message: 'Recovery hash expired.' }],
    });
    expect(await isExpired(hash)).toBe(true);
  });

  test('an expired or unknown link: RECOVERY_HASH_EXPIRED in German by default, and expired for the query', async () => {
    const unknown = 'b'.repeat(32);
    expect(await reset({ hash: unknown, newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD })).toEqual({
      success: false,
      userErrors: [
        {
          field: 'hash',
          code: 'RECOVERY_HASH_EXPIRED',
          message: 'Der Link zum Zurücksetzen des Passworts ist abgelaufen.',
        },
      ],
    });
    expect(await isExpired(unknown)).toBe(true);
    expect(await isExpired('abc')).toBe(true);
    expect(await isExpired('')).toBe(true);
  });

  test('an unknown e-mail is answered like a known one and gets no mail; invalid input names its field', async () => {
    const nobody = uniqueEmail('niemand');
    expect(await requestReset(nobody)).toEqual({ success: true, userErrors: [] });
    await expect(lastMail(shop, nobody, 'password_recovery')).rejects.toThrow('no password_recovery mail');
    const invalid = await graphql(shop, REQUEST, { input: { email: 'anna@' } }, EN);
    expect(dataOf(invalid).requestPasswordReset.userErrors).toEqual([
      { field: 'email', code: 'EMAIL_INVALID', message: 'Please enter a valid e-mail address.' },
    ]);
    expect(invalid.headers['x-upstream-calls']).toBe('0');
  });

  test('more than three requests for one address are throttled with the wait', async () => {
    const { email } = await registeredCustomer(shop);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await requestReset(email)).success).toBe(true);
    const limited = await requestReset(email, EN);
    expect(limited.success).toBe(false);
    expect(limited.userErrors[0]).toMatchObject({ field: null, code: 'RATE_LIMITED' });
    expect(limited.userErrors[0].message).toMatch(/^Too many requests\. Please wait \d+ seconds\.$/);
  });
});

describe('change password', () => {
  test('the current password is required and checked (WRONG_PASSWORD on currentPassword)', async () => {
    const { cookie } = await registeredCustomer(shop);
    const change = async (input: Record<string, unknown>) =>
      dataOf(await graphql(shop, CHANGE, { input }, as(cookie, EN))).changePassword;
    const wrong = await change({
      currentPassword: 'falsch-falsch',
      newPassword: NEW_PASSWORD,
      newPasswordConfirmation: NEW_PASSWORD,
    });
    expect(wrong).toEqual({
      success: false,
      userErrors: [{ field: 'currentPassword', code: 'WRONG_PASSWORD', message: 'The password is not correct.' }],
    });
    const polish = dataOf(
      await graphql(
        shop,
        CHANGE,
        {
          input: { currentPassword: 'falsch-falsch', newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD },
        },
        as(cookie, { 'accept-language': 'pl-PL' }),
      ),
    ).changePassword;
    expect(polish.userErrors).toEqual([
      { field: 'currentPassword', code: 'WRONG_PASSWORD', message: 'Hasło jest nieprawidłowe.' },
    ]);
    expect(
      refusals(await change({ currentPassword: '', newPassword: 'kurz', newPasswordConfirmation: 'kurz' })),
    ).toEqual(['currentPassword:REQUIRED', 'newPassword:PASSWORD_TOO_SHORT']);
    expect(
      refusals(
        await change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, newPasswordConfirmation: 'Anders-2021' }),
      ),
    ).toEqual(['newPasswordConfirmation:PASSWORDS_DO_NOT_MATCH']);
  });

  test('a new cookie for the session, the other sessions logged out; only the new password works', async () => {
    const { cookie, email } = await registeredCustomer(shop);
    const other = sessionCookie(await login(shop, email, PASSWORD));
    const res = await graphql(
      shop,
      CHANGE,
      { input: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD } },
      as(cookie),
    );
    expect(dataOf(res).changePassword).toEqual({ success: true, userErrors: [] });
    const rotated = sessionCookie(res);
    expect(rotated).not.toBe(cookie);
    expect(dataOf(await graphql(shop, SESSION, {}, as(rotated))).session).toMatchObject({
      isLoggedIn: true,
      customer: { email },
    });
    expect(dataOf(await graphql(shop, SESSION, {}, as(other))).session.isLoggedIn).toBe(false);
    expect(await loginErrors(email, PASSWORD)).toEqual([':INVALID_CREDENTIALS']);
    expect(await loginErrors(email, NEW_PASSWORD)).toEqual([]);
  });

  test('anonymous visitors get UNAUTHENTICATED', async () => {
    const res = await graphql(
      shop,
      CHANGE,
      { input: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD } },
      EN,
    );
    expect(firstError(res)).toMatchObject({ message: 'Please log in.', extensions: { code: 'UNAUTHENTICATED' } });
  });
});
