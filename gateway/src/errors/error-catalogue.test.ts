// account-messages builds its toasts with the Notification type, whose decorators need the metadata API.
import 'reflect-metadata';
import { INPUT_CODES } from '@weingut/schema/input-codes';
import { TEXT_AREAS } from '@weingut/schema/texts';
import { textsFromDisk } from '@weingut/schema/texts-from-disk';
import { LOCALES } from '../i18n/locale.js';
import { messageFor, type GatewayTextKey } from '../i18n/texts.js';
import { accountMessages } from '../modules/account/account-messages.js';
import { cartErrorMessages, cartNotices } from '../modules/cart/cart-messages.js';
import { cartRefusals } from '../modules/cart/cart-refusals.js';
import { inputMessages } from '../modules/catalog/catalog-errors.js';
import { addressRefusals, methodRefusals, placeOrderRefusals } from '../modules/checkout/checkout-refusals.js';
import { orderRefusals, paymentRefusals } from '../modules/order/order-refusals.js';
import { backendCodes, gatewayMessages, httpFailures } from './error-catalogue.js';
import { violationMessages } from './user-errors-from-upstream.js';

const textsOf = (table: Record<string, { text: GatewayTextKey }>): Record<string, GatewayTextKey> =>
  Object.fromEntries(Object.entries(table).map(([key, entry]) => [key, entry.text]));

/** Every table of texts the gateway answers with. */
const tables: Record<string, Record<string, GatewayTextKey>> = {
  httpFailures: textsOf(httpFailures),
  backendCodes: textsOf(backendCodes),
  gatewayMessages: textsOf(gatewayMessages),
  violationMessages: textsOf(violationMessages),
  cartRefusals: textsOf(cartRefusals),
  orderRefusals: textsOf(orderRefusals),
  paymentRefusals: textsOf(paymentRefusals),
  placeOrderRefusals: textsOf(placeOrderRefusals),
  methodRefusals: textsOf(methodRefusals),
  addressRefusals: textsOf(addressRefusals),
  catalogInputMessages: inputMessages,
  accountMessages,
  cartErrorMessages,
  cartNotices,
  inputCodes: Object.fromEntries(INPUT_CODES.map((code) => [code, `input:${code}` as const])),
};
const rows = Object.entries(tables).flatMap(([table, entries]) =>
  Object.entries(entries).map(([key, text]) => [`${table}.${key}`, text] as const),
);

const texts = textsFromDisk(TEXT_AREAS);
/** The text of a key as the files hold it (its `_other` form when it counts), without i18next's fallback. */
function ownText(locale: (typeof LOCALES)[number], key: GatewayTextKey): string | undefined {
  const [area, path] = key.split(':') as [keyof (typeof texts)['de-DE'], string];
  const node = texts[locale][area];
  const found = node[path] ?? node[`${path}_other`];
  return typeof found === 'string' ? found : undefined;
}

test.each(rows)('%s answers with a text of its own in all five languages', (_name, key) => {
  const english = ownText('en-GB', key);
  for (const locale of LOCALES) {
    const text = ownText(locale, key);
    expect({ locale, key, found: typeof text === 'string' }).toEqual({ locale, key, found: true });
    // A copy of the English text would pass the shared texts' checks without being translated.
    if (locale !== 'en-GB') expect({ locale, text }).not.toEqual({ locale, text: english });
  }
});

test('a text that counts takes the singular for one (Shopware names the number `seconds`)', () => {
  expect(messageFor(backendCodes.FRAMEWORK__RATE_LIMIT_EXCEEDED!.text, 'de-DE', { seconds: 1 })).toBe(
    'Zu viele Anfragen. Bitte warten Sie 1 Sekunde.',
  );
  expect(messageFor(backendCodes.FRAMEWORK__RATE_LIMIT_EXCEEDED!.text, 'de-DE', { seconds: 30 })).toBe(
    'Zu viele Anfragen. Bitte warten Sie 30 Sekunden.',
  );
  expect(messageFor(backendCodes.CHECKOUT__CUSTOMER_AUTH_THROTTLED!.text, 'en-GB', { seconds: 1 })).toBe(
    'Too many login attempts. Please wait 1 second.',
  );
  expect(messageFor(cartErrorMessages['product-stock-reached']!, 'pl-PL', { name: 'Riesling', quantity: 3 })).toBe(
    'Produkt Riesling jest dostępny tylko 3 razy.',
  );
});

test('a message is plain text: a parameter is not HTML-escaped', () => {
  expect(messageFor(cartNotices.addedToCart, 'en-GB', { productName: 'Keller & Söhne "Alte Reben"' })).toBe(
    'Keller & Söhne "Alte Reben" has been added to cart.',
  );
});
