import { readFileSync } from 'node:fs';
import { LOCALES } from '../http/locale.js';
import { httpFailures, messageFor } from './error-catalogue.js';

/** The web client's error pages and notifications word the same failures: one wording per language. */
test.each(LOCALES)('the HTTP failure messages in %s are the web client’s', (locale) => {
  const web = JSON.parse(readFileSync(new URL(`../../../web/src/i18n/${locale}.json`, import.meta.url), 'utf8')) as { errors: Record<string, string> };
  for (const [status, entry] of Object.entries(httpFailures)) expect([status, messageFor(entry.messages, locale)]).toEqual([status, web.errors[status]]);
});
