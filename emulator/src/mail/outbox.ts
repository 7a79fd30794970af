import type { Db } from '../db/database.js';

export type MailType =
  | 'registration_double_opt_in'
  | 'registration'
  | 'password_recovery'
  | 'order_confirmation'
  | 'newsletter_double_opt_in'
  | 'newsletter_registration'
  | 'contact_form'
  | 'guest_order_double_opt_in';

export interface Mail {
  type: MailType;
  recipient: string;
  subject: string;
  body: string;
  /** The links a shopper would click in the mail (confirmation, recovery …), by name. */
  links: Record<string, string>;
}

export interface StoredMail extends Mail {
  id: number;
  createdAt: string;
}

/** What Shopware would e-mail goes into this table instead, readable through /_emulator/outbox. */
export class Outbox {
  private readonly insert;
  private readonly selectAll;

  constructor(private readonly db: Db) {
    this.insert = db.prepare(
      'INSERT INTO outbox (type, recipient, subject, body, links, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.selectAll = db.prepare<
      [],
      {
        id: number;
        type: MailType;
        recipient: string;
        subject: string;
        body: string;
        links: string;
        created_at: string;
      }
    >('SELECT * FROM outbox ORDER BY id DESC LIMIT 500');
  }

  send(mail: Mail): void {
    this.insert.run(
      mail.type,
      mail.recipient,
      mail.subject,
      mail.body,
      JSON.stringify(mail.links),
      new Date().toISOString(),
    );
  }

  /** Newest first, optionally only those to a recipient (case-insensitive) or of a type. */
  list(filter: { recipient?: string; type?: string } = {}): StoredMail[] {
    return this.selectAll
      .all()
      .map((row) => ({
        id: row.id,
        type: row.type,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        links: JSON.parse(row.links) as Record<string, string>,
        createdAt: row.created_at,
      }))
      .filter((mail) => !filter.recipient || mail.recipient.toLowerCase() === filter.recipient.toLowerCase())
      .filter((mail) => !filter.type || mail.type === filter.type);
  }

  clear(): void {
    this.db.prepare('DELETE FROM outbox').run();
  }
}
