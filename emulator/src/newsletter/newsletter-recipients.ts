import { selectData } from '../db/data-rows.js';
import type { Db } from '../db/database.js';

/** NewsletterSubscribeRoute's STATUS_* constants. */
export type NewsletterStatus = 'notSet' | 'optIn' | 'optOut' | 'direct';

/** A newsletter_recipient as stored (Shopware's entity, minus tags and custom fields). */
export interface NewsletterRecipientRecord {
  id: string;
  email: string;
  title: string | null;
  salutationId: string | null;
  firstName: string | null;
  lastName: string | null;
  zipCode: string | null;
  city: string | null;
  street: string | null;
  status: NewsletterStatus;
  /** The double opt-in hash; a new one on every subscription. */
  hash: string;
  languageId: string;
  salesChannelId: string;
  confirmedAt: string | null;
  createdAt: string;
  updatedAt: string | null;
}

/**
 * Reads and writes newsletter recipients. Shopware finds a recipient by e-mail through MySQL's
 * case-insensitive collation, so the row key is the lowercased address; the record keeps the
 * spelling last subscribed with. The emulator has one sales channel.
 */
export class NewsletterRecipients {
  constructor(private readonly db: Db) {}

  byEmail(email: string): NewsletterRecipientRecord | undefined {
    return selectData<NewsletterRecipientRecord>(
      this.db,
      'SELECT data FROM newsletter_recipient WHERE email = ?',
      email.toLowerCase(),
    );
  }

  byHash(hash: string): NewsletterRecipientRecord | undefined {
    return selectData<NewsletterRecipientRecord>(
      this.db,
      "SELECT data FROM newsletter_recipient WHERE json_extract(data, '$.hash') = ?",
      hash,
    );
  }

  save(recipient: NewsletterRecipientRecord): void {
    this.db
      .prepare(
        `INSERT INTO newsletter_recipient (email, data, updated_at) VALUES (?, ?, ?)
         ON CONFLICT(email) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
      )
      .run(recipient.email.toLowerCase(), JSON.stringify(recipient), recipient.updatedAt ?? recipient.createdAt);
  }
}
