import { createHash, randomBytes } from 'node:crypto';

/** Shopware's fixed ids for the system language and the default currency. */
export const SYSTEM_LANGUAGE_ID = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';
export const DEFAULT_CURRENCY_ID = 'b7d2554b0ce847cd82f3ac9bd1c0dfca';

/** A stable 32-hex id for a seeded record, so ids survive a re-seed. */
export function stableId(kind: string, key: string): string {
  return createHash('md5').update(`${kind}:${key}`).digest('hex');
}

export function randomHex(bytes = 16): string {
  return randomBytes(bytes).toString('hex');
}

export const isHexId = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{32}$/.test(value);
