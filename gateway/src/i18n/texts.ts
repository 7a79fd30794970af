import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, type Locale } from '@weingut/schema/locales';
import type { InputCode } from '@weingut/schema/input-codes';
import type { Translate } from '@weingut/schema/input-messages';
import type { TextArea, TextKey } from '@weingut/schema/texts';
import { textsFromDisk } from '@weingut/schema/texts-from-disk';

/** The areas of the shopper texts the gateway words its messages with (schema/texts/<locale>/<area>.json). */
const GATEWAY_AREAS = [
  'status',
  'input',
  'account',
  'cart',
  'checkout',
  'order',
  'catalog',
  'errors',
] as const satisfies readonly TextArea[];

/** A key of one of the gateway's texts: `errors:RATE_LIMITED`. */
export type GatewayTextKey = TextKey & `${(typeof GATEWAY_AREAS)[number]}:${string}`;

/**
 * One i18next instance with every language loaded at start; its language is never changed: each
 * request words its messages through the fixed t() of its own language.
 */
function createTexts(): Record<Locale, TFunction> {
  const instance = i18next.createInstance();
  void instance.init({
    resources: textsFromDisk(GATEWAY_AREAS),
    lng: DEFAULT_LOCALE,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    ns: [...GATEWAY_AREAS],
    // Messages go into JSON answers, not HTML: the client escapes them where it shows them.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
  return Object.fromEntries(LOCALES.map((locale) => [locale, instance.getFixedT(locale)])) as Record<Locale, TFunction>;
}

const textsByLocale = createTexts();

/**
 * The text of `key` in `locale` (en-GB should an untyped caller pass an unknown one), its `{{name}}`
 * placeholders filled from `parameters`. Shopware names the number its texts count `seconds`
 * (throttling) or `quantity` (stock): it is the `count` that picks the plural form.
 */
export function messageFor(key: GatewayTextKey, locale: Locale, parameters: Record<string, unknown> = {}): string {
  const t = textsByLocale[locale] ?? textsByLocale[FALLBACK_LOCALE];
  const count = Number(parameters.count ?? parameters.seconds ?? parameters.quantity);
  return t(key, Number.isFinite(count) ? { ...parameters, count } : parameters);
}

/** The text of an input code (REQUIRED …) in `locale`. */
export const inputText = (code: InputCode, locale: Locale): string => messageFor(`input:${code}`, locale);

/** The texts of `locale` as @weingut/schema's inputMessage looks them up. */
export const translatorFor =
  (locale: Locale): Translate =>
  (key, parameters) =>
    messageFor(key, locale, parameters);
