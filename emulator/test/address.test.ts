import { get, ok, shopwareError, startEmulator, type RunningEmulator } from './support/emulator-harness.js';
import { stableId } from '../src/catalogue/ids.js';
import { call, germanAddress, ids, register, registeredCustomer, registration } from './support/customer-fixtures.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ env: { EMULATOR_DOUBLE_OPT_IN: '0' } });
});
afterAll(async () => {
  await emulator.close();
});

const address = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Clara',
  lastName: 'Brandt',
  salutationId: ids.mr,
  ...germanAddress(overrides),
});
const create = (token: string | undefined, body: Record<string, unknown>) =>
  call(emulator.http, 'post', '/account/address', token, body);
const list = (token: string, criteria: Record<string, unknown> = {}) =>
  call(emulator.http, 'post', '/account/list-address', token, criteria);
const customer = async (token: string) => ok(await call(emulator.http, 'post', '/account/customer', token));

describe('address book', () => {
  test('needs a logged-in session', async () => {
    shopwareError(await list('no-session'), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    shopwareError(await create(undefined, address()), 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });

  test('create, list with criteria, update and switch the defaults', async () => {
    const { token, customer: registered } = await registeredCustomer(emulator.http);
    const created = ok(await create(token, address({ street: 'Am Kastanienbusch 1', countryStateId: undefined })));
    expect(created).toMatchObject({
      customerId: registered.id,
      street: 'Am Kastanienbusch 1',
      country: { iso: 'DE' },
      salutation: { id: ids.mr },
    });

    const all = ok(await list(token));
    expect(all).toMatchObject({ entity: 'customer_address', total: 2, apiAlias: 'dal_entity_search_result' });
    expect(all.elements.map((element: { street: string }) => element.street).sort()).toEqual([
      'Am Kastanienbusch 1',
      'Weinstraße 12',
    ]);
    const filtered = ok(
      await list(token, { filter: [{ type: 'equals', field: 'street', value: 'Am Kastanienbusch 1' }] }),
    );
    expect(filtered.elements.map((element: { id: string }) => element.id)).toEqual([created.id]);
    shopwareError(
      await list(token, { filter: [{ type: 'equals', field: 'nope', value: 1 }] }),
      400,
      'FRAMEWORK__UNMAPPED_FIELD',
    );

    const updated = ok(
      await call(
        emulator.http,
        'patch',
        `/account/address/${created.id}`,
        token,
        address({
          street: 'Am Kastanienbusch 2',
          countryId: ids.austria,
          countryStateId: ids.wien,
          zipcode: '1010',
          city: 'Wien',
        }),
      ),
    );
    expect(updated).toMatchObject({
      id: created.id,
      street: 'Am Kastanienbusch 2',
      countryId: ids.austria,
      countryState: { id: ids.wien },
    });

    expect((await call(emulator.http, 'patch', `/account/address/default-billing/${created.id}`, token)).status).toBe(
      204,
    );
    expect((await call(emulator.http, 'patch', `/account/address/default-shipping/${created.id}`, token)).status).toBe(
      204,
    );
    const after = await customer(token);
    expect(after).toMatchObject({
      defaultBillingAddressId: created.id,
      defaultShippingAddressId: created.id,
      activeShippingAddress: { id: created.id },
    });
    expect(ok(await get(emulator.http, '/context', { 'sw-context-token': token })).shippingLocation.country.iso).toBe(
      'AT',
    );
  });

  test("a zip code must match the country's pattern (CustomerZipCodeValidator: VIOLATION::ZIP_CODE_INVALID)", async () => {
    const { token } = await registeredCustomer(emulator.http);
    const german = shopwareError(await create(token, address({ zipcode: '7683' })), 400, 'VIOLATION::ZIP_CODE_INVALID');
    expect(german).toMatchObject({
      detail: 'This value is not a valid ZIP code for country "DE"',
      source: { pointer: '/zipcode' },
      meta: { parameters: { '{{ iso }}': '"DE"' } },
    });
    // A German five digits are no Austrian zip code; Austria's four are.
    shopwareError(
      await create(token, address({ countryId: ids.austria, countryStateId: ids.wien, zipcode: '76831' })),
      400,
      'VIOLATION::ZIP_CODE_INVALID',
    );
    ok(
      await create(token, address({ countryId: ids.austria, countryStateId: ids.wien, zipcode: '1010', city: 'Wien' })),
    );
    // Shopware checks case-sensitively: "1071 XB" and "1071XB", not "1071 xb".
    const netherlands = stableId('country', 'NL');
    ok(
      await create(
        token,
        address({ countryId: netherlands, countryStateId: undefined, zipcode: '1071 XB', city: 'Amsterdam' }),
      ),
    );
    ok(
      await create(
        token,
        address({ countryId: netherlands, countryStateId: undefined, zipcode: '1071XB', city: 'Amsterdam' }),
      ),
    );
    shopwareError(
      await create(
        token,
        address({ countryId: netherlands, countryStateId: undefined, zipcode: '1071 xb', city: 'Amsterdam' }),
      ),
      400,
      'VIOLATION::ZIP_CODE_INVALID',
    );
    // Registration checks both addresses, each at its own pointer.
    const refused = await register(
      emulator.http,
      registration({
        billingAddress: germanAddress({ zipcode: 'PLZ' }),
        shippingAddress: { firstName: 'Jonas', lastName: 'Keller', ...germanAddress({ zipcode: '76831' }) },
      }),
    );
    const codes = (refused.body.errors as { code: string; source: { pointer: string } }[]).map((error) => [
      error.code,
      error.source.pointer,
    ]);
    expect(refused.status).toBe(400);
    expect(codes).toEqual([['VIOLATION::ZIP_CODE_INVALID', '/billingAddress/zipcode']]);
  });

  test('the countries tell the zip code rule (postalCodeRequired, checkPostalCodePattern, defaultPostalCodePattern)', async () => {
    const countries = ok(await call(emulator.http, 'post', '/country', undefined)).elements as Record<
      string,
      unknown
    >[];
    const byIso = new Map(countries.map((country) => [country.iso, country]));
    expect(byIso.get('DE')).toMatchObject({
      postalCodeRequired: true,
      checkPostalCodePattern: true,
      checkAdvancedPostalCodePattern: false,
      defaultPostalCodePattern: '\\d{5}',
    });
    expect(byIso.get('AT')).toMatchObject({ defaultPostalCodePattern: '\\d{4}' });
    expect(byIso.get('NL')).toMatchObject({ defaultPostalCodePattern: '[1-9]{1}\\d{3}([ ]?[A-Z]{2})' });
    expect(byIso.get('PL')).toMatchObject({ defaultPostalCodePattern: '\\d{2}-\\d{3}' });
  });

  test('validation as AddressValidationFactory and the zip code rule', async () => {
    const { token } = await registeredCustomer(emulator.http);
    const blank = shopwareError(await create(token, address({ firstName: '' })), 400, 'VIOLATION::IS_BLANK_ERROR');
    expect(blank).toMatchObject({ detail: 'VIOLATION::FIRST_NAME_IS_BLANK_ERROR', source: { pointer: '/firstName' } });
    const zip = shopwareError(await create(token, address({ zipcode: '' })), 400, 'VIOLATION::IS_BLANK_ERROR');
    expect(zip).toMatchObject({ detail: 'Postal code is required for that country', source: { pointer: '/zipcode' } });
    const state = shopwareError(
      await create(token, address({ countryStateId: ids.wien })),
      400,
      'VIOLATION::ENTITY_DOES_NOT_EXISTS',
    );
    expect(state.source?.pointer).toBe('/countryStateId');
    const salutation = shopwareError(
      await create(token, address({ salutationId: 'f'.repeat(32) })),
      400,
      'VIOLATION::ENTITY_DOES_NOT_EXISTS',
    );
    expect(salutation).toMatchObject({
      detail: `The "salutation" entity with id "${'f'.repeat(32)}" does not exist.`,
      source: { pointer: '/salutationId' },
    });
    const noCountry = shopwareError(
      await create(token, address({ countryId: undefined })),
      400,
      'VIOLATION::IS_BLANK_ERROR',
    );
    expect(noCountry).toMatchObject({ detail: 'VIOLATION::COUNTRY_IS_BLANK_ERROR', source: { pointer: '/countryId' } });
    // CustomerZipCodeValidator loads the country and throws CustomerException::countryNotFound.
    const country = shopwareError(
      await create(token, address({ countryId: 'e'.repeat(32) })),
      400,
      'CHECKOUT__CUSTOMER_COUNTRY_NOT_FOUND',
    );
    expect(country.meta.parameters).toEqual({ countryId: 'e'.repeat(32) });
  });

  test('refuses to delete a default, an active or a foreign address; deletes another', async () => {
    const { token, customer: owner } = await registeredCustomer(emulator.http);
    const other = await registeredCustomer(emulator.http);
    const isDefault = shopwareError(
      await call(emulator.http, 'delete', `/account/address/${owner.defaultBillingAddressId}`, token),
      400,
      'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT',
    );
    expect(isDefault.meta.parameters).toEqual({ addressId: owner.defaultBillingAddressId });

    const active = ok(await create(token, address({ street: 'Aktiv 1' })));
    ok(await call(emulator.http, 'patch', '/context', token, { shippingAddressId: active.id }));
    expect((await customer(token)).activeShippingAddress.id).toBe(active.id);
    const isActive = shopwareError(
      await call(emulator.http, 'delete', `/account/address/${active.id}`, token),
      400,
      'CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE',
    );
    expect(isActive.meta.parameters).toEqual({ addressId: active.id });

    for (const [method, path] of [
      ['delete', `/account/address/${other.customer.defaultBillingAddressId}`],
      ['patch', `/account/address/${other.customer.defaultBillingAddressId}`],
      ['patch', `/account/address/default-billing/${other.customer.defaultBillingAddressId}`],
    ] as const) {
      const foreign = shopwareError(
        await call(emulator.http, method, path, token, address()),
        400,
        'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND',
      );
      expect(foreign.meta.parameters).toEqual({ addressId: other.customer.defaultBillingAddressId });
    }

    const spare = ok(await create(token, address({ street: 'Weg 9' })));
    expect((await call(emulator.http, 'delete', `/account/address/${spare.id}`, token)).status).toBe(204);
    expect(ok(await list(token)).total).toBe(2);
  });

  test('a guest manages its addresses too', async () => {
    const guest = await register(emulator.http, registration({ guest: true, password: undefined }));
    const token = guest.headers['sw-context-token']!;
    const created = ok(await create(token, address({ street: 'Gastweg 5' })));
    expect((await call(emulator.http, 'patch', `/account/address/default-shipping/${created.id}`, token)).status).toBe(
      204,
    );
    expect((await customer(token)).defaultShippingAddress.street).toBe('Gastweg 5');
  });
});

describe('PATCH /context with address ids (ContextSwitchRoute)', () => {
  test("stores the customer's own billing and shipping address as the active ones", async () => {
    const { token } = await registeredCustomer(emulator.http);
    const billing = ok(await create(token, address({ street: 'Rechnungsweg 2' })));
    const shipping = ok(
      await create(
        token,
        address({
          street: 'Lieferweg 3',
          zipcode: '1010',
          city: 'Wien',
          countryId: ids.austria,
          countryStateId: ids.wien,
        }),
      ),
    );
    const res = await call(emulator.http, 'patch', '/context', token, {
      billingAddressId: billing.id,
      shippingAddressId: shipping.id,
    });
    expect(ok(res)).toEqual({ apiAlias: 'array_struct' });
    const context = ok(await get(emulator.http, '/context', { 'sw-context-token': token }));
    expect(context.customer.activeBillingAddress.id).toBe(billing.id);
    expect(context.customer.activeShippingAddress.id).toBe(shipping.id);
    expect(context.shippingLocation.address.id).toBe(shipping.id);
  });

  test('an address of another customer, or none at all, does not exist for this customer', async () => {
    const { token } = await registeredCustomer(emulator.http);
    const other = await registeredCustomer(emulator.http);
    const res = await call(emulator.http, 'patch', '/context', token, {
      billingAddressId: other.customer.defaultBillingAddressId,
      shippingAddressId: 'f'.repeat(32),
    });
    const foreign = shopwareError(res, 400, 'VIOLATION::ENTITY_DOES_NOT_EXISTS');
    expect(foreign).toMatchObject({
      source: { pointer: '/billingAddressId' },
      detail: `The "customer_address" entity with id "${other.customer.defaultBillingAddressId}" does not exist.`,
    });
    expect(res.body.errors[1]).toMatchObject({
      code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS',
      source: { pointer: '/shippingAddressId' },
    });
    expect(ok(await call(emulator.http, 'post', '/account/customer', token)).activeBillingAddress.id).not.toBe(
      other.customer.defaultBillingAddressId,
    );
  });

  test('address ids need a logged-in customer', async () => {
    const { customer: owner } = await registeredCustomer(emulator.http);
    const anonymous = await call(emulator.http, 'patch', '/context', undefined, {
      shippingAddressId: owner.defaultBillingAddressId,
    });
    shopwareError(anonymous, 403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });
});
