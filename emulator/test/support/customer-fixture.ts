import { randomBytes } from 'node:crypto';
import type { CustomerAddressRecord, CustomerRecord } from '../../src/customer/customer-records.js';
import type { Db } from '../../src/db/database.js';

/**
 * DIRECT DATABASE FIXTURE: writes a customer (with one address) and a logged-in context straight
 * into the emulator's SQLite tables (`customer`, `customer_address`, `sales_channel_api_context`),
 * bypassing POST /account/register and /account/login. For tests of routes that only need
 * "a customer is logged in"; tests of registration and login must use the real routes.
 * (The wishlist and newsletter tests now register through the real routes, see customer-fixtures.ts.)
 */
export interface CustomerFixture {
  token: string;
  customer: CustomerRecord;
}

const hex = () => randomBytes(16).toString('hex');

export function insertLoggedInCustomer(db: Db, options: { email?: string; guest?: boolean } = {}): CustomerFixture {
  const row = db.prepare<[], { data: string }>("SELECT data FROM entity WHERE kind = 'sales_channel' LIMIT 1").get();
  if (!row) throw new Error('The emulator has no sales channel yet');
  const salesChannel = JSON.parse(row.data) as { languageId: string; countryId: string; customerGroupId: string };
  const now = new Date().toISOString().replace('Z', '+00:00');
  const id = hex();
  const addressId = hex();
  const customer: CustomerRecord = {
    id,
    customerNumber: String(10000 + Math.floor(Math.random() * 89999)),
    email: options.email ?? `kunde-${id.slice(0, 8)}@example.com`,
    guest: options.guest ?? false,
    active: true,
    accountType: 'private',
    salutationId: null,
    title: null,
    firstName: 'Erika',
    lastName: 'Musterfrau',
    company: null,
    birthday: null,
    passwordHash: null,
    groupId: salesChannel.customerGroupId,
    languageId: salesChannel.languageId,
    defaultBillingAddressId: addressId,
    defaultShippingAddressId: addressId,
    doubleOptInRegistration: false,
    doubleOptInEmailSentDate: null,
    doubleOptInConfirmDate: null,
    hash: null,
    newsletterSalesChannelIds: null,
    firstLogin: now,
    lastLogin: now,
    createdAt: now,
    updatedAt: null,
  };
  const address: CustomerAddressRecord = {
    id: addressId,
    customerId: id,
    salutationId: null,
    title: null,
    firstName: customer.firstName,
    lastName: customer.lastName,
    company: null,
    department: null,
    street: 'Am Kastanienbusch 1',
    additionalAddressLine1: null,
    additionalAddressLine2: null,
    zipcode: '76831',
    city: 'Birkweiler',
    countryId: salesChannel.countryId,
    countryStateId: null,
    phoneNumber: null,
    createdAt: now,
    updatedAt: null,
  };
  const token = hex();
  db.transaction(() => {
    db.prepare('INSERT INTO customer (id, email, guest, data, created_at) VALUES (?, ?, ?, ?, ?)').run(id, customer.email, customer.guest ? 1 : 0, JSON.stringify(customer), now);
    db.prepare('INSERT INTO customer_address (id, customer_id, data) VALUES (?, ?, ?)').run(addressId, id, JSON.stringify(address));
    db.prepare('INSERT INTO sales_channel_api_context (token, payload, customer_id, updated_at) VALUES (?, ?, ?, ?)').run(
      token,
      JSON.stringify({ customerId: id, billingAddressId: addressId, shippingAddressId: addressId }),
      id,
      now,
    );
  })();
  return { token, customer };
}
