import { jest } from '@jest/globals';
import { createEmulator } from '../src/app.js';
import { RecordStore } from '../src/catalogue/record-store.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { Outbox } from '../src/mail/outbox.js';
import { registration, STOREFRONT_URL } from './support/customer-fixtures.js';
import { ok, post, startEmulator } from './support/emulator-harness.js';

/**
 * A process may die (SIGKILL, a container stopped) between any two statements. What belongs
 * together is written in one transaction, so that the next start finds all of it or none: here a
 * write that fails half-way stands in for the kill.
 */
test('a seed interrupted half-way leaves nothing stored, and the next start seeds the whole catalogue', async () => {
  const config = loadConfig({ EMULATOR_DB: ':memory:', EMULATOR_MEDIA_CACHE: '' });
  const db = openDatabase(config.databaseFile);
  const kinds = () =>
    (db.prepare('SELECT DISTINCT kind FROM entity').all() as { kind: string }[]).map((row) => row.kind);
  type Put = (this: RecordStore, kind: string, records: unknown[]) => void;
  const put = RecordStore.prototype.put as Put;
  // The process "dies" once the system data is written and the catalogue is next. The next start
  // only seeds an empty store: a part left behind would be served for ever (without a sales
  // channel, every Store API call is a 412).
  const dying = jest.spyOn(RecordStore.prototype as unknown as { put: Put }, 'put').mockImplementation(function (
    this: RecordStore,
    kind,
    records,
  ) {
    if (kind === 'category') throw new Error('killed while seeding');
    put.call(this, kind, records);
  });
  try {
    expect(() => createEmulator({ config, db })).toThrow('killed while seeding');
    expect(dying.mock.calls.map(([kind]) => kind)).toContain('language');
  } finally {
    dying.mockRestore();
  }
  expect(kinds()).toEqual([]);

  const app = createEmulator({ config, db });
  expect(kinds()).toEqual(expect.arrayContaining(['language', 'category', 'product', 'sales_channel']));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const res = await fetch(`${address}/store-api/product`, {
    method: 'POST',
    headers: { 'sw-access-key': config.accessKey },
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { total: number }).total).toBeGreaterThan(0);
  await app.close();
  db.close();
});

test('a registration interrupted before its double opt-in mail stores no customer: the e-mail can register again', async () => {
  const emulator = await startEmulator({ env: { EMULATOR_DOUBLE_OPT_IN: '1' } });
  try {
    const data = registration();
    const customers = () =>
      (emulator.db.prepare('SELECT COUNT(*) AS n FROM customer WHERE email = ?').get(data.email) as { n: number }).n;
    // Without its mail, the account could never be confirmed, logged in or registered again.
    const dying = jest.spyOn(Outbox.prototype, 'send').mockImplementationOnce(() => {
      throw new Error('killed before the mail');
    });
    try {
      expect((await post(emulator.http, '/account/register', data)).status).toBe(500);
    } finally {
      dying.mockRestore();
    }
    expect(customers()).toBe(0);

    const again = ok(await post(emulator.http, '/account/register', data));
    expect(again).toMatchObject({ email: data.email, doubleOptInRegistration: true });
    expect(customers()).toBe(1);
    const mails = emulator.db
      .prepare("SELECT COUNT(*) AS n FROM outbox WHERE recipient = ? AND type = 'registration_double_opt_in'")
      .get(data.email) as { n: number };
    expect(mails.n).toBe(1);
  } finally {
    await emulator.close();
  }
});

type Running = Awaited<ReturnType<typeof startEmulator>>;

/** Each case prepares what it needs, then hands back the one request whose mail fails. */
test.each([
  [
    'a contact message',
    'contact_message',
    async (emulator: Running) => {
      const salutationId = ok(await post(emulator.http, '/salutation', {})).elements[0].id as string;
      return () =>
        post(emulator.http, '/contact-form', {
          salutationId,
          firstName: 'Erika',
          lastName: 'Musterfrau',
          email: 'erika@example.com',
          subject: 'Weinprobe',
          comment: 'Noch ein Termin im Mai?',
        });
    },
  ],
  [
    'a newsletter subscription',
    'newsletter_recipient',
    async (emulator: Running) => () =>
      post(emulator.http, '/newsletter/subscribe', {
        email: 'leser@example.de',
        option: 'subscribe',
        storefrontUrl: STOREFRONT_URL,
      }),
  ],
  [
    'a password recovery',
    'customer_recovery',
    async (emulator: Running) => {
      const data = registration();
      ok(await post(emulator.http, '/account/register', data));
      return () =>
        post(emulator.http, '/account/recovery-password', { email: data.email, storefrontUrl: STOREFRONT_URL });
    },
  ],
])('%s interrupted before its mail stores nothing', async (_, table, prepare) => {
  const emulator = await startEmulator({ env: { EMULATOR_DOUBLE_OPT_IN: '0' } });
  try {
    const rows = () => (emulator.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    const send = await prepare(emulator);
    const before = rows();
    const dying = jest.spyOn(Outbox.prototype, 'send').mockImplementation(() => {
      throw new Error('killed before the mail');
    });
    try {
      expect((await send()).status).toBe(500);
    } finally {
      dying.mockRestore();
    }
    expect(rows()).toBe(before);
  } finally {
    await emulator.close();
  }
});
