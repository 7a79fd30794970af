import { firstError } from './support/catalog-fixtures.js';
import { dataOf, graphql, startShop, type RunningShop } from './support/gateway-harness.js';
import { stableId } from '@weingut/emulator/catalogue/ids';
import {
  EN,
  REGISTER,
  USER_ERRORS,
  address,
  as,
  ids,
  refusals,
  registration,
  registeredCustomer,
  registeredGuest,
  storeApi,
} from './support/account-fixtures.js';

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop({ emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' } });
});
afterAll(async () => {
  await shop.close();
});

const ADDRESS = `id salutation { key displayName } firstName lastName street zipcode city phoneNumber
  country { id iso name } countryState { shortCode } isDefaultBilling isDefaultShipping`;
const LIST = `{ addresses { ${ADDRESS} } }`;
const CREATE = `mutation Create($input: AddressInput!) { createAddress(input: $input) { address { ${ADDRESS} } ${USER_ERRORS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { address { ${ADDRESS} } ${USER_ERRORS} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteAddress(id: $id) { deletedAddressId ${USER_ERRORS} } }`;
const DEFAULT_BILLING = `mutation Billing($id: ID!) { setDefaultBillingAddress(id: $id) { customer { defaultBillingAddressId defaultBillingAddress { street } } ${USER_ERRORS} } }`;
const DEFAULT_SHIPPING = `mutation Shipping($id: ID!) { setDefaultShippingAddress(id: $id) { customer { defaultShippingAddressId addresses { id isDefaultShipping } } ${USER_ERRORS} } }`;

const create = async (cookie: string, input: Record<string, unknown>, headers: Record<string, string> = {}) =>
  dataOf(await graphql(shop, CREATE, { input }, as(cookie, headers))).createAddress;

describe('the address book', () => {
  test('create, list, update and switch the defaults', async () => {
    const { cookie, customer } = await registeredCustomer(shop);
    const created = await create(
      cookie,
      address({ street: 'Am Kastanienbusch 1', countryStateId: null, phoneNumber: '06345 12345' }),
    );
    expect(created).toEqual({
      address: {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        salutation: { key: 'mr', displayName: 'Herr' },
        firstName: 'Clara',
        lastName: 'Brandt',
        street: 'Am Kastanienbusch 1',
        zipcode: '76831',
        city: 'Birkweiler',
        phoneNumber: '06345 12345',
        country: { id: ids.germany, iso: 'DE', name: 'Deutschland' },
        countryState: null,
        isDefaultBilling: false,
        isDefaultShipping: false,
      },
      userErrors: [],
    });
    const id = created.address.id;

    const { addresses } = dataOf(await graphql(shop, LIST, {}, as(cookie)));
    expect(
      addresses
        .map((entry: { street: string; isDefaultBilling: boolean }) => [entry.street, entry.isDefaultBilling])
        .sort(),
    ).toEqual([
      ['Am Kastanienbusch 1', false],
      ['Weinstraße 12', true],
    ]);

    const austria = address({
      street: 'Am Kastanienbusch 2',
      zipcode: '1010',
      city: 'Wien',
      countryId: ids.austria,
      countryStateId: ids.wien,
    });
    const updated = dataOf(await graphql(shop, UPDATE, { id, input: austria }, as(cookie))).updateAddress;
    expect(updated.address).toMatchObject({
      id,
      street: 'Am Kastanienbusch 2',
      country: { iso: 'AT', name: 'Österreich' },
      countryState: { shortCode: 'AT-9' },
    });

    const billing = dataOf(await graphql(shop, DEFAULT_BILLING, { id }, as(cookie))).setDefaultBillingAddress;
    expect(billing).toEqual({
      customer: { defaultBillingAddressId: id, defaultBillingAddress: { street: 'Am Kastanienbusch 2' } },
      userErrors: [],
    });
    const shipping = dataOf(await graphql(shop, DEFAULT_SHIPPING, { id }, as(cookie))).setDefaultShippingAddress;
    expect(shipping.customer.defaultShippingAddressId).toBe(id);
    expect(shipping.customer.addresses).toEqual(
      expect.arrayContaining([
        { id, isDefaultShipping: true },
        { id: customer.defaultBillingAddressId, isDefaultShipping: false },
      ]),
    );
  });

  test('input is checked with the shared address rule before any upstream call', async () => {
    const { cookie } = await registeredCustomer(shop);
    const res = await graphql(
      shop,
      CREATE,
      { input: address({ salutationId: null, countryId: null, firstName: '', phoneNumber: '0800 abc' }) },
      as(cookie, EN),
    );
    expect(dataOf(res).createAddress.userErrors).toEqual([
      { field: 'salutationId', code: 'SALUTATION_REQUIRED', message: 'Please select a salutation.' },
      { field: 'firstName', code: 'REQUIRED', message: 'This field is required.' },
      { field: 'countryId', code: 'COUNTRY_REQUIRED', message: 'Please select a country.' },
      { field: 'phoneNumber', code: 'PHONE_INVALID', message: 'Wrong phone number.' },
    ]);
    expect(res.headers['x-upstream-call-log']).toBe('GET /context');
    expect(
      refusals(dataOf(await graphql(shop, UPDATE, { id: 'nope', input: address() }, as(cookie))).updateAddress),
    ).toEqual(['id:ID_INVALID']);
    expect(refusals(await create(cookie, address({ countryId: 'e'.repeat(32), countryStateId: null })))).toEqual([
      'countryId:COUNTRY_REQUIRED',
    ]);
  });

  test("a zip code off the country's rule is refused on its field, naming the format, before any write", async () => {
    const { cookie } = await registeredCustomer(shop);
    const netherlands = stableId('country', 'NL');
    const dutch = (zipcode: string) =>
      address({
        street: 'Prinsengracht 263',
        zipcode,
        city: 'Amsterdam',
        countryId: netherlands,
        countryStateId: null,
      });
    const res = await graphql(shop, CREATE, { input: dutch('1016 gv') }, as(cookie, EN));
    expect(dataOf(res).createAddress).toEqual({
      address: null,
      userErrors: [
        { field: 'zipcode', code: 'ZIPCODE_INVALID', message: 'Please enter the postcode in the format 1234 AB.' },
      ],
    });
    expect(res.headers['x-upstream-call-log']).not.toContain('/account/address');
    expect((await create(cookie, dutch('1016 GV'))).address).toMatchObject({
      zipcode: '1016 GV',
      country: { iso: 'NL' },
    });

    // In German, an Austrian address with a German zip code; a German one without any.
    const austrian = await create(
      cookie,
      address({ zipcode: '76831', countryId: ids.austria, countryStateId: ids.wien }),
    );
    expect(austrian.userErrors).toEqual([
      { field: 'zipcode', code: 'ZIPCODE_INVALID', message: 'Bitte geben Sie die Postleitzahl im Format 1234 ein.' },
    ]);
    expect(refusals(await create(cookie, address({ zipcode: '' })))).toEqual(['zipcode:REQUIRED']);
  });

  test('registration checks the zip code of each address against its country', async () => {
    const input = registration({
      billingAddress: { street: 'Weinstraße 12', zipcode: '7683', city: 'Birkweiler', countryId: ids.germany },
      shippingAddress: address({
        zipcode: '00-950',
        countryId: stableId('country', 'PL'),
        countryStateId: null,
        city: 'Warszawa',
      }),
    });
    const res = await graphql(shop, REGISTER, { input }, { 'accept-language': 'pl-PL' });
    expect(dataOf(res).register.userErrors).toEqual([
      { field: 'billingAddress.zipcode', code: 'ZIPCODE_INVALID', message: 'Podaj kod pocztowy w formacie 12345.' },
    ]);
    expect(res.headers['x-upstream-call-log']).not.toContain('/account/register');
  });

  test('the countries tell the forms their zip code rule', async () => {
    const { countries } = dataOf(await graphql(shop, '{ countries { iso postalCodeRequired postalCodePattern } }'));
    expect(countries).toEqual(
      expect.arrayContaining([
        { iso: 'DE', postalCodeRequired: true, postalCodePattern: '\\d{5}' },
        { iso: 'NL', postalCodeRequired: true, postalCodePattern: '[1-9]{1}\\d{3}([ ]?[A-Z]{2})' },
        { iso: 'PL', postalCodeRequired: true, postalCodePattern: '\\d{2}-\\d{3}' },
      ]),
    );
  });

  test("Shopware's own refusals come back as userErrors with their fields", async () => {
    const { cookie } = await registeredCustomer(shop);
    const wrongState = await create(cookie, address({ countryStateId: ids.wien }));
    expect(wrongState.userErrors).toEqual([
      expect.objectContaining({ field: 'countryStateId', code: 'ENTITY_DOES_NOT_EXISTS' }),
    ]);
  });
});

describe('deleting addresses', () => {
  test("a default address, the active one and another customer's are refused; another is deleted", async () => {
    const { cookie, customer } = await registeredCustomer(shop);
    const other = await registeredCustomer(shop);
    const remove = async (id: string) => dataOf(await graphql(shop, DELETE, { id }, as(cookie, EN))).deleteAddress;

    expect(await remove(customer.defaultBillingAddressId)).toEqual({
      deletedAddressId: null,
      userErrors: [{ field: 'id', code: 'ADDRESS_IS_DEFAULT', message: 'Address is default and cannot be deleted.' }],
    });

    const active = (await create(cookie, address({ street: 'Aktiv 1' }))).address.id;
    expect((await storeApi(shop, cookie, 'patch', '/context', { shippingAddressId: active })).status).toBe(200);
    expect(await remove(active)).toEqual({
      deletedAddressId: null,
      userErrors: [{ field: 'id', code: 'ADDRESS_IS_ACTIVE', message: 'Address is active and cannot be deleted.' }],
    });

    expect(refusals(await remove(other.customer.defaultBillingAddressId))).toEqual(['id:CUSTOMER_ADDRESS_NOT_FOUND']);
    const foreignDefault = dataOf(
      await graphql(shop, DEFAULT_BILLING, { id: other.customer.defaultBillingAddressId }, as(cookie)),
    ).setDefaultBillingAddress;
    expect(foreignDefault).toEqual({
      customer: null,
      userErrors: [{ field: 'id', code: 'CUSTOMER_ADDRESS_NOT_FOUND', message: 'Die Adresse wurde nicht gefunden.' }],
    });

    const spare = (await create(cookie, address({ street: 'Weg 9' }))).address.id;
    expect(await remove(spare)).toEqual({ deletedAddressId: spare, userErrors: [] });
    expect(dataOf(await graphql(shop, LIST, {}, as(cookie))).addresses).toHaveLength(2);
  });
});

describe('the PostalAddress interface', () => {
  test('one fragment on PostalAddress reads the book’s addresses, typed CustomerAddress', async () => {
    const { cookie } = await registeredCustomer(shop);
    const query = '{ addresses { __typename ...on PostalAddress { street city country { iso } } } }';
    expect(dataOf(await graphql(shop, query, {}, as(cookie))).addresses).toEqual([
      { __typename: 'CustomerAddress', street: expect.any(String), city: expect.any(String), country: { iso: 'DE' } },
    ]);
  });
});

describe('who may use the address book', () => {
  test('anonymous visitors get UNAUTHENTICATED, before any other upstream call', async () => {
    const list = await graphql(shop, LIST, {}, EN);
    expect(firstError(list)).toMatchObject({ message: 'Please log in.', extensions: { code: 'UNAUTHENTICATED' } });
    expect(list.body.data).toEqual({ addresses: null });
    expect(list.headers['x-upstream-call-log']).toBe('GET /context');
    expect(firstError(await graphql(shop, CREATE, { input: address() }, EN)).extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(firstError(await graphql(shop, DELETE, { id: 'a'.repeat(32) }, EN)).extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  test('a guest lists, adds and corrects addresses during the checkout (as Shopware allows), but keeps no address book', async () => {
    const { cookie } = await registeredGuest(shop);
    const [registered] = dataOf(await graphql(shop, LIST, {}, as(cookie))).addresses;
    expect(registered).toMatchObject({ isDefaultBilling: true, isDefaultShipping: true });
    const created = await create(cookie, address({ street: 'Lieferweg 3' }));
    expect(created.userErrors).toEqual([]);
    const corrected = dataOf(
      await graphql(shop, UPDATE, { id: registered.id, input: address({ street: 'Rechnungsweg 4' }) }, as(cookie)),
    ).updateAddress;
    expect(corrected).toMatchObject({ address: { id: registered.id, street: 'Rechnungsweg 4' }, userErrors: [] });
    const streets = dataOf(await graphql(shop, LIST, {}, as(cookie))).addresses.map(
      (entry: { street: string }) => entry.street,
    );
    expect(streets.sort()).toEqual(['Lieferweg 3', 'Rechnungsweg 4']);
    expect(
      firstError(await graphql(shop, DELETE, { id: created.address.id }, as(cookie, EN))).extensions,
    ).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
