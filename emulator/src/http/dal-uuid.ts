import { ShopwareError } from './shopware-error.js';

/**
 * An id as the DAL takes it in a filter or write (Uuid::fromHexToBytes): hex of any case, here
 * normalised to lowercase; anything hex2bin refuses is 400 FRAMEWORK__INVALID_UUID.
 */
export function dalUuid(value: unknown): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(text)) {
    throw new ShopwareError(400, 'FRAMEWORK__INVALID_UUID', 'Value is not a valid UUID: {{ input }}', { input: text });
  }
  return text.toLowerCase();
}
