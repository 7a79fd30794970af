import { selectAllData, selectData } from '../db/data-rows.js';
import type { Db } from '../db/database.js';

/** A customer as stored (Shopware's customer entity, minus what the emulator does not use). */
export interface CustomerRecord {
  id: string;
  customerNumber: string;
  email: string;
  guest: boolean;
  active: boolean;
  accountType: 'private' | 'business';
  salutationId: string | null;
  title: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
  /** VAT ids of a business customer (optional for records written before they were kept). */
  vatIds?: string[] | null;
  /** `YYYY-MM-DD`. */
  birthday: string | null;
  /** scrypt hash (see customer/password.ts); null for guests. */
  passwordHash: string | null;
  groupId: string;
  languageId: string;
  defaultBillingAddressId: string;
  defaultShippingAddressId: string;
  doubleOptInRegistration: boolean;
  doubleOptInEmailSentDate: string | null;
  doubleOptInConfirmDate: string | null;
  /** The registration confirmation hash while double opt-in is pending. */
  hash: string | null;
  newsletterSalesChannelIds: string[] | null;
  firstLogin: string | null;
  lastLogin: string | null;
  createdAt: string;
  updatedAt: string | null;
}

export interface CustomerAddressRecord {
  id: string;
  customerId: string;
  salutationId: string | null;
  title: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
  department: string | null;
  street: string;
  additionalAddressLine1: string | null;
  additionalAddressLine2: string | null;
  zipcode: string;
  city: string;
  countryId: string;
  countryStateId: string | null;
  phoneNumber: string | null;
  createdAt: string;
  updatedAt: string | null;
}

/** The postal fields of an address: what customer_address and order_address both keep. */
export type PostalAddress = Omit<
  CustomerAddressRecord,
  'id' | 'customerId' | 'salutationId' | 'createdAt' | 'updatedAt'
>;

/** The postal fields of an address, copied (AddressTransformer, and the Store API address entities). */
export function postalFields(address: PostalAddress): PostalAddress {
  return {
    countryId: address.countryId,
    countryStateId: address.countryStateId,
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.street,
    zipcode: address.zipcode,
    city: address.city,
    company: address.company,
    department: address.department,
    title: address.title,
    phoneNumber: address.phoneNumber,
    additionalAddressLine1: address.additionalAddressLine1,
    additionalAddressLine2: address.additionalAddressLine2,
  };
}

/** Reads and writes customers and their addresses. */
export class CustomerRepository {
  constructor(private readonly db: Db) {}

  get(id: string): CustomerRecord | undefined {
    return selectData<CustomerRecord>(this.db, 'SELECT data FROM customer WHERE id = ?', id);
  }

  /** The registered (non-guest) customer with this e-mail, compared case-insensitively. */
  findRegisteredByEmail(email: string): CustomerRecord | undefined {
    return selectData<CustomerRecord>(
      this.db,
      'SELECT data FROM customer WHERE lower(email) = lower(?) AND guest = 0',
      email,
    );
  }

  /** The customer whose registration confirmation hash this is. */
  findByHash(hash: string): CustomerRecord | undefined {
    return selectData<CustomerRecord>(
      this.db,
      "SELECT data FROM customer WHERE json_extract(data, '$.hash') = ? LIMIT 1",
      hash,
    );
  }

  /**
   * Stores a new customer with its addresses and its customer number in one transaction. A
   * registered (non-guest) customer whose e-mail is already registered is refused (`false`):
   * the check and the insert cannot interleave with another registration.
   */
  create(customer: Omit<CustomerRecord, 'customerNumber'>, addresses: CustomerAddressRecord[]): CustomerRecord | false {
    return this.db.transaction((): CustomerRecord | false => {
      if (!customer.guest && this.findRegisteredByEmail(customer.email)) return false;
      const created: CustomerRecord = { ...customer, customerNumber: this.nextCustomerNumber() };
      this.save(created);
      for (const address of addresses) this.saveAddress(address);
      return created;
    })();
  }

  /** Shopware's number range for customers ('{n}', starting at 10000). */
  private nextCustomerNumber(): string {
    const row = this.db
      .prepare<[], { last_value: number }>(
        `INSERT INTO number_range (name, last_value) VALUES ('customer', 10000)
         ON CONFLICT(name) DO UPDATE SET last_value = last_value + 1 RETURNING last_value`,
      )
      .get();
    return String(row?.last_value ?? 10000);
  }

  /** Applies changes to the stored customer (read and written in one synchronous step); undefined if it is gone. */
  update(id: string, changes: Partial<Omit<CustomerRecord, 'id'>>): CustomerRecord | undefined {
    const current = this.get(id);
    if (!current) return undefined;
    const next: CustomerRecord = { ...current, ...changes };
    this.save(next);
    return next;
  }

  /** Deletes a customer; addresses, recoveries and wishlist go with it (foreign keys). */
  delete(id: string): void {
    this.db.prepare('DELETE FROM customer WHERE id = ?').run(id);
  }

  save(customer: CustomerRecord): void {
    this.db
      .prepare(
        `INSERT INTO customer (id, email, guest, data, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET email = excluded.email, guest = excluded.guest, data = excluded.data`,
      )
      .run(customer.id, customer.email, customer.guest ? 1 : 0, JSON.stringify(customer), customer.createdAt);
  }

  addresses(customerId: string): CustomerAddressRecord[] {
    return selectAllData<CustomerAddressRecord>(
      this.db,
      'SELECT data FROM customer_address WHERE customer_id = ?',
      customerId,
    );
  }

  address(id: string): CustomerAddressRecord | undefined {
    return selectData<CustomerAddressRecord>(this.db, 'SELECT data FROM customer_address WHERE id = ?', id);
  }

  saveAddress(address: CustomerAddressRecord): void {
    this.db
      .prepare(
        `INSERT INTO customer_address (id, customer_id, data) VALUES (?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET data = excluded.data`,
      )
      .run(address.id, address.customerId, JSON.stringify(address));
  }

  deleteAddress(id: string): void {
    this.db.prepare('DELETE FROM customer_address WHERE id = ?').run(id);
  }
}
