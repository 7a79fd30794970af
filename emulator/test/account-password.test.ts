import { get, ok, post, shopwareError, startEmulator, type RunningEmulator } from './support/emulator-harness.js';
import { PASSWORD, STOREFRONT_URL, call, lastMail, login, registeredCustomer } from './support/customer-fixtures.js';

let emulator: RunningEmulator;
let offset = 0;
beforeAll(async () => {
  emulator = await startEmulator({ env: { EMULATOR_DOUBLE_OPT_IN: '0' }, clock: () => new Date(Date.now() + offset) });
});
afterAll(async () => {
  await emulator.close();
});

const NEW_PASSWORD = 'Spätburgunder-2021';
const customerOf = async (token: string) =>
  ok(await get(emulator.http, '/context', { 'sw-context-token': token })).customer;
const changePassword = (token: string, body: Record<string, unknown>) =>
  call(emulator.http, 'post', '/account/change-password', token, body);
const recover = (email: string) =>
  post(emulator.http, '/account/recovery-password', { email, storefrontUrl: STOREFRONT_URL });
const recoveryHash = async (email: string) =>
  new URL((await lastMail(emulator.http, email, 'password_recovery')).links.recover!).searchParams.get('hash')!;

describe('change-password', () => {
  test('checks the current password, the new one and its confirmation', async () => {
    const { token } = await registeredCustomer(emulator.http);
    const wrong = shopwareError(
      await changePassword(token, {
        password: 'falsch-falsch',
        newPassword: NEW_PASSWORD,
        newPasswordConfirm: NEW_PASSWORD,
      }),
      400,
      'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT',
    );
    expect(wrong).toMatchObject({
      detail: 'Your password is wrong',
      source: { pointer: '/password' },
      meta: { parameters: [] },
    });
    const short = shopwareError(
      await changePassword(token, { password: PASSWORD, newPassword: 'kurz', newPasswordConfirm: 'kurz' }),
      400,
      'VIOLATION::TOO_SHORT_ERROR',
    );
    expect(short.source?.pointer).toBe('/newPassword');
    // Shopware reports a differing confirmation without a code (RouteTrait tryValidateEqualtoConstraint).
    const mismatch = shopwareError(
      await changePassword(token, { password: PASSWORD, newPassword: NEW_PASSWORD, newPasswordConfirm: 'Anders-2021' }),
      400,
      undefined as never,
    );
    expect(mismatch.source?.pointer).toBe('/newPassword');
    expect(mismatch.detail).not.toContain('Anders-2021');
    shopwareError(await changePassword('no-session-token', {}), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });

  test('rotates the token, logs out the other sessions, and only the new password works afterwards', async () => {
    const { token, email, customer } = await registeredCustomer(emulator.http);
    const otherSession = (await login(emulator.http, email, PASSWORD)).headers['sw-context-token']!;
    expect((await customerOf(otherSession)).id).toBe(customer.id);

    const res = await changePassword(token, {
      password: PASSWORD,
      newPassword: NEW_PASSWORD,
      newPasswordConfirm: NEW_PASSWORD,
    });
    expect(ok(res)).toEqual({ apiAlias: 'array_struct' });
    const newToken = res.headers['sw-context-token']!;
    expect(newToken).not.toBe(token);
    expect((await customerOf(newToken)).id).toBe(customer.id);
    expect(await customerOf(token)).toBeNull();
    expect(await customerOf(otherSession)).toBeNull();

    shopwareError(await login(emulator.http, email, PASSWORD), 401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS');
    ok(await login(emulator.http, email, NEW_PASSWORD));
  });
});

describe('password recovery', () => {
  test('mails a link whose hash sets a new password once; the old password is gone', async () => {
    const { email, token } = await registeredCustomer(emulator.http);
    expect(ok(await recover(email.toUpperCase()))).toEqual({ success: true, apiAlias: 'array_struct' });
    const link = new URL((await lastMail(emulator.http, email, 'password_recovery')).links.recover!);
    expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT_URL}/account/recover/password`);
    const hash = link.searchParams.get('hash')!;
    expect(hash).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(ok(await post(emulator.http, '/account/customer-recovery-is-expired', { hash }))).toEqual({
      isExpired: false,
      apiAlias: 'array_struct',
    });

    const mismatch = await post(emulator.http, '/account/recovery-password-confirm', {
      hash,
      newPassword: NEW_PASSWORD,
      newPasswordConfirm: 'Anders-2021',
    });
    expect(shopwareError(mismatch, 400, undefined as never).source?.pointer).toBe('/newPassword');
    shopwareError(
      await post(emulator.http, '/account/recovery-password-confirm', {
        hash,
        newPassword: 'kurz',
        newPasswordConfirm: 'kurz',
      }),
      400,
      'VIOLATION::TOO_SHORT_ERROR',
    );

    expect(
      ok(
        await post(emulator.http, '/account/recovery-password-confirm', {
          hash,
          newPassword: NEW_PASSWORD,
          newPasswordConfirm: NEW_PASSWORD,
        }),
      ),
    ).toEqual({
      success: true,
      apiAlias: 'array_struct',
    });
    expect(await customerOf(token)).toBeNull();
    shopwareError(await login(emulator.http, email, PASSWORD), 401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS');
    ok(await login(emulator.http, email, NEW_PASSWORD));

    const used = shopwareError(
      await post(emulator.http, '/account/recovery-password-confirm', {
        hash,
        newPassword: NEW_PASSWORD,
        newPasswordConfirm: NEW_PASSWORD,
      }),
      410,
      'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED',
    );
    expect(used.meta.parameters).toEqual({ hash });
    shopwareError(
      await post(emulator.http, '/account/customer-recovery-is-expired', { hash }),
      404,
      'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH',
    );
  });

  test('a hash expires after two hours', async () => {
    const { email } = await registeredCustomer(emulator.http);
    ok(await recover(email));
    const hash = await recoveryHash(email);
    offset += 2 * 3600 * 1000 + 1000;
    expect(ok(await post(emulator.http, '/account/customer-recovery-is-expired', { hash })).isExpired).toBe(true);
    const expired = shopwareError(
      await post(emulator.http, '/account/recovery-password-confirm', {
        hash,
        newPassword: NEW_PASSWORD,
        newPasswordConfirm: NEW_PASSWORD,
      }),
      410,
      'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED',
    );
    expect(expired.meta.parameters).toEqual({ hash });
    ok(await login(emulator.http, email, PASSWORD));
  });

  test('unknown e-mail, foreign storefront URL, malformed hash, and the reset_password limit', async () => {
    const unknown = shopwareError(await recover('niemand@example.de'), 401, 'CHECKOUT__CUSTOMER_NOT_FOUND');
    expect(unknown.meta.parameters).toEqual({ email: 'niemand@example.de' });
    const foreign = await post(emulator.http, '/account/recovery-password', {
      email: 'x@example.de',
      storefrontUrl: 'https://evil.example',
    });
    expect(shopwareError(foreign, 400, 'VIOLATION::NO_SUCH_CHOICE_ERROR').source?.pointer).toBe('/storefrontUrl');
    const short = shopwareError(
      await post(emulator.http, '/account/customer-recovery-is-expired', { hash: 'abc' }),
      400,
      'VIOLATION::NOT_EQUAL_LENGTH_ERROR',
    );
    expect(short.detail).toBe('This value should have exactly 32 characters.');
    shopwareError(
      await post(emulator.http, '/account/customer-recovery-is-expired', {}),
      400,
      'VIOLATION::IS_BLANK_ERROR',
    );
    const unknownHash = shopwareError(
      await post(emulator.http, '/account/recovery-password-confirm', {
        hash: 'b'.repeat(32),
        newPassword: NEW_PASSWORD,
        newPasswordConfirm: NEW_PASSWORD,
      }),
      410,
      'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED',
    );
    expect(unknownHash.meta.parameters).toEqual({ hash: 'b'.repeat(32) });

    const { email } = await registeredCustomer(emulator.http);
    for (let attempt = 0; attempt < 3; attempt += 1) ok(await recover(email));
    const limited = shopwareError(await recover(email), 429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED');
    expect(limited.meta.parameters.seconds).toBeGreaterThan(0);
    expect(limited.detail).toBe(`Too many requests, try again in ${limited.meta.parameters.seconds} seconds.`);
    offset += 31_000;
    ok(await recover(email));
  });
});
