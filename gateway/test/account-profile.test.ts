import { firstError } from './support/catalog-fixtures.js';
import { dataOf, graphql, startShop, type RunningShop } from './support/gateway-harness.js';
import {
  CUSTOMER,
  EN,
  PASSWORD,
  USER_ERRORS,
  as,
  ids,
  login,
  refusals,
  registeredCustomer,
  registeredGuest,
  uniqueEmail,
} from './support/account-fixtures.js';

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop({ emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' } });
});
afterAll(async () => {
  await shop.close();
});

const PROFILE = `mutation Profile($input: ProfileInput!) { updateProfile(input: $input) { customer { ${CUSTOMER} } ${USER_ERRORS} } }`;
const EMAIL = `mutation Email($input: ChangeEmailInput!) { changeEmail(input: $input) { customer { ${CUSTOMER} } ${USER_ERRORS} } }`;

describe('profile', () => {
  test('salutation and name change; the answer is the customer as it is now', async () => {
    const { cookie } = await registeredCustomer(shop);
    const { updateProfile } = dataOf(
      await graphql(
        shop,
        PROFILE,
        { input: { salutationId: ids.mr, firstName: 'Anne', lastName: 'Brandt' } },
        as(cookie),
      ),
    );
    expect(updateProfile).toMatchObject({
      customer: { firstName: 'Anne', lastName: 'Brandt', salutation: { key: 'mr' } },
      userErrors: [],
    });
    expect(dataOf(await graphql(shop, '{ account { firstName } }', {}, as(cookie))).account.firstName).toBe('Anne');
  });

  test('refused input names its field, before any upstream call', async () => {
    const { cookie } = await registeredCustomer(shop);
    const res = await graphql(
      shop,
      PROFILE,
      { input: { salutationId: null, firstName: ' ', lastName: 'Brandt' } },
      as(cookie, EN),
    );
    expect(dataOf(res).updateProfile.userErrors).toEqual([
      { field: 'salutationId', code: 'SALUTATION_REQUIRED', message: 'Please select a salutation.' },
      { field: 'firstName', code: 'REQUIRED', message: 'This field is required.' },
    ]);
    // The auth check's GET /context only.
    expect(res.headers['x-upstream-call-log']).toBe('GET /context');
  });

  test('guests and anonymous visitors get UNAUTHENTICATED', async () => {
    const { cookie } = await registeredGuest(shop);
    const input = { salutationId: ids.mr, firstName: 'Anne', lastName: 'Brandt' };
    expect(firstError(await graphql(shop, PROFILE, { input }, as(cookie))).extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(firstError(await graphql(shop, PROFILE, { input })).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('e-mail change', () => {
  test('wrong password, differing confirmation, a taken address; then the new address logs in', async () => {
    const { cookie, email } = await registeredCustomer(shop);
    const other = await registeredCustomer(shop);
    const change = async (input: Record<string, unknown>) =>
      dataOf(await graphql(shop, EMAIL, { input }, as(cookie, EN))).changeEmail;
    const next = uniqueEmail('neu');

    const wrong = await change({ email: next, emailConfirmation: next, password: 'falsch-falsch' });
    expect(wrong).toEqual({
      customer: null,
      userErrors: [{ field: 'password', code: 'WRONG_PASSWORD', message: 'The password is not correct.' }],
    });
    expect(refusals(await change({ email: next, emailConfirmation: 'x@example.de', password: PASSWORD }))).toEqual([
      'emailConfirmation:EMAILS_DO_NOT_MATCH',
    ]);
    expect(refusals(await change({ email: 'neu@', emailConfirmation: 'neu@', password: '' }))).toEqual([
      'email:EMAIL_INVALID',
      'password:REQUIRED',
    ]);
    expect(refusals(await change({ email: other.email, emailConfirmation: other.email, password: PASSWORD }))).toEqual([
      'email:EMAIL_TAKEN',
    ]);

    expect(await change({ email: next, emailConfirmation: next, password: PASSWORD })).toMatchObject({
      customer: { email: next },
      userErrors: [],
    });
    expect(refusals(dataOf(await login(shop, email, PASSWORD)).login)).toEqual([':INVALID_CREDENTIALS']);
    expect(dataOf(await login(shop, next, PASSWORD)).login.customer.email).toBe(next);
  });
});
