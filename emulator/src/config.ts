import { z } from 'zod';

export const DEFAULT_ACCESS_KEY = 'SWSCWEINGUTDEMO0000000000';
/** The newest Shopware the emulator answers as (the Store API schema its tests check against). */
export const NEWEST_SHOPWARE_VERSION = '6.7.4.0';

const schema = z.object({
  EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(8000),
  EMULATOR_HOST: z.string().min(1).default('127.0.0.1'),
  SHOPWARE_ACCESS_KEY: z.string().min(1).default(DEFAULT_ACCESS_KEY),
  /** SQLite file; ':memory:' keeps everything in memory (tests). */
  EMULATOR_DB: z.string().min(1).default('var/emulator.sqlite'),
  /** Where generated images are cached on disk; empty to keep them in memory only. */
  EMULATOR_MEDIA_CACHE: z.string().default('var/media-cache'),
  /** Public base URL of the emulator, used in media URLs. Defaults to the address it listens on (localhost when on every interface). */
  EMULATOR_PUBLIC_URL: z.string().url().optional(),
  /** The storefront's address (the sales-channel domain of de-DE). */
  STOREFRONT_URL: z.string().url().default('http://localhost:4000'),
  /** core.loginRegistration.doubleOptInRegistration: registrations confirm their e-mail first. */
  EMULATOR_DOUBLE_OPT_IN: z.enum(['0', '1']).default('1'),
  /** core.cart.wishlistEnabled. */
  EMULATOR_WISHLIST: z.enum(['0', '1']).default('1'),
  /** The Shopware version whose Store API differences the emulator answers with (6.6.0 and later). */
  SHOPWARE_VERSION: z
    .string()
    .regex(/^6\.(6|7)(\.\d+){0,2}$/, 'a Shopware 6.6 or 6.7 version, e.g. 6.6.5, 6.6.10.4 or 6.7')
    .default(NEWEST_SHOPWARE_VERSION),
  /**
   * Shopware's TRUSTED_PROXIES: the peers whose X-Forwarded-For names the client (the address its rate
   * limits count by), addresses or CIDR ranges, comma-separated. Default: loopback, where the gateway
   * runs as the README starts the shop; anyone else's X-Forwarded-For is ignored (the peer is the client).
   */
  TRUSTED_PROXIES: z
    .string()
    .default('127.0.0.1,::1')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[\d.:a-f]+(?:\/\d{1,3})?$/i, 'an IP address or CIDR range'))),
});

/** A Shopware version as numbers ([6, 6, 10, 4]); missing parts count as 0 (6.7 is 6.7.0.0). */
export type ShopwareVersion = readonly number[];

export const parseShopwareVersion = (version: string): ShopwareVersion => version.split('.').map(Number);

/** Whether `version` is `minimum` or later (6.6.10 is later than 6.6.9). */
export function isAtLeast(version: ShopwareVersion, minimum: string): boolean {
  const wanted = parseShopwareVersion(minimum);
  for (let index = 0; index < Math.max(version.length, wanted.length); index += 1) {
    const difference = (version[index] ?? 0) - (wanted[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

export interface EmulatorConfig {
  port: number;
  host: string;
  accessKey: string;
  databaseFile: string;
  mediaCacheDir: string | undefined;
  publicUrl: string;
  storefrontUrl: string;
  doubleOptInRegistration: boolean;
  wishlistEnabled: boolean;
  /** SHOPWARE_VERSION as numbers: which version's Store API differences to answer with. */
  shopwareVersion: ShopwareVersion;
  /** TRUSTED_PROXIES: whose X-Forwarded-For is believed. */
  trustedProxies: string[];
}

/** Parses the environment once; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): EmulatorConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid emulator configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    port: values.EMULATOR_PORT,
    host: values.EMULATOR_HOST,
    accessKey: values.SHOPWARE_ACCESS_KEY,
    databaseFile: values.EMULATOR_DB,
    mediaCacheDir: values.EMULATOR_MEDIA_CACHE === '' ? undefined : values.EMULATOR_MEDIA_CACHE,
    publicUrl: (
      values.EMULATOR_PUBLIC_URL ?? `http://${publicHostOf(values.EMULATOR_HOST)}:${values.EMULATOR_PORT}`
    ).replace(/\/$/, ''),
    storefrontUrl: values.STOREFRONT_URL.replace(/\/$/, ''),
    doubleOptInRegistration: values.EMULATOR_DOUBLE_OPT_IN === '1',
    wishlistEnabled: values.EMULATOR_WISHLIST === '1',
    shopwareVersion: parseShopwareVersion(values.SHOPWARE_VERSION),
    trustedProxies: values.TRUSTED_PROXIES,
  };
}

/**
 * The host of the default media URLs: the one the emulator listens on, so that a browser reaches it at
 * once (`localhost` first tries ::1, where an emulator on 127.0.0.1 does not answer); `localhost` when
 * it listens on every interface.
 */
function publicHostOf(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
