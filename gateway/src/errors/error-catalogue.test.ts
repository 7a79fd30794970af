// account-messages builds its toasts with the Notification type, whose decorators need the metadata API.
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { INPUT_MESSAGES } from '@weingut/schema/input-messages';
import { LOCALES } from '../http/locale.js';
import { accountMessages } from '../modules/account/account-messages.js';
import { cartErrorMessages, cartNotices } from '../modules/cart/cart-messages.js';
import { cartRefusals } from '../modules/cart/cart-refusals.js';
import { inputMessages } from '../modules/catalog/catalog-errors.js';
import { addressRefusals, methodRefusals, placeOrderRefusals } from '../modules/checkout/checkout-refusals.js';
import { orderRefusals, paymentRefusals } from '../modules/order/order-refusals.js';
import { urlInvalid } from '../modules/order/payment-return.js';
import { backendCodes, gatewayMessages, httpFailures, messageFor, type Messages } from './error-catalogue.js';
import { violationMessages } from './user-errors-from-upstream.js';

/** The web client's error pages and notifications word the same failures: one wording per language. */
test.each(LOCALES)('the HTTP failure messages in %s are the web client’s', (locale) => {
  const web = JSON.parse(readFileSync(new URL(`../../../web/src/i18n/${locale}.json`, import.meta.url), 'utf8')) as {
    errors: Record<string, string>;
  };
  for (const [status, entry] of Object.entries(httpFailures))
    expect([status, messageFor(entry.messages, locale)]).toEqual([status, web.errors[status]]);
});

const messagesOf = (table: Record<string, { messages: Messages }>): Record<string, Messages> =>
  Object.fromEntries(Object.entries(table).map(([key, entry]) => [key, entry.messages]));

/** Every table of messages the gateway answers with. */
const tables: Record<string, Record<string, Messages>> = {
  httpFailures: messagesOf(httpFailures),
  backendCodes: messagesOf(backendCodes),
  gatewayMessages: messagesOf(gatewayMessages),
  violationMessages: messagesOf(violationMessages),
  cartRefusals: messagesOf(cartRefusals),
  orderRefusals: messagesOf(orderRefusals),
  paymentRefusals: messagesOf(paymentRefusals),
  placeOrderRefusals: messagesOf(placeOrderRefusals),
  methodRefusals: messagesOf(methodRefusals),
  addressRefusals: messagesOf(addressRefusals),
  catalogInputMessages: inputMessages,
  accountMessages,
  cartErrorMessages,
  cartNotices,
  paymentReturn: { urlInvalid },
  INPUT_MESSAGES,
};
const rows = Object.entries(tables).flatMap(([table, entries]) =>
  Object.entries(entries).map(([key, messages]) => [`${table}.${key}`, messages] as const),
);

const placeholdersOf = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

test.each(rows)('%s answers in all five languages, with the placeholders of its en-GB message', (_name, messages) => {
  const english = messages['en-GB'];
  for (const locale of LOCALES) {
    const message = (messages as Partial<Messages>)[locale]?.trim() ?? '';
    expect({ locale, filled: message !== '', placeholders: placeholdersOf(message) }).toEqual({
      locale,
      filled: true,
      placeholders: placeholdersOf(english),
    });
    // A copy of the English text would pass the checks above without being translated.
    if (locale !== 'en-GB') expect({ locale, message }).not.toEqual({ locale, message: english });
  }
});
