import { useMemo, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage';

/**
 * The wishlist of shoppers who are not logged in: product ids in localStorage (newest first, at most 100),
 * sent as `guestWishlistProductIds` with the login, which merges them into the account.
 */
export const GUEST_WISHLIST_KEY = 'shop.guest-wishlist';
export const GUEST_WISHLIST_MAX = 100;
const CHANGE_EVENT = 'shop:guest-wishlist';
const local = () => window.localStorage;

export function readGuestWishlist(): string[] {
  return parseIds(readStorage(local, GUEST_WISHLIST_KEY) ?? '[]');
}

function write(ids: string[]): void {
  writeStorage(local, GUEST_WISHLIST_KEY, JSON.stringify(ids.slice(0, GUEST_WISHLIST_MAX)));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function addToGuestWishlist(productId: string): void {
  write([productId, ...readGuestWishlist().filter((id) => id !== productId)]);
}

export function removeFromGuestWishlist(productId: string): void {
  write(readGuestWishlist().filter((id) => id !== productId));
}

/** After a login merged the list into the account. */
export function clearGuestWishlist(): void {
  write([]);
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_WISHLIST_KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => readStorage(local, GUEST_WISHLIST_KEY) ?? '[]';

function parseIds(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The guest wishlist's ids, following changes in this tab and others (the same array until the list changes). */
export function useGuestWishlist(): string[] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '[]');
  return useMemo(() => parseIds(raw), [raw]);
}
