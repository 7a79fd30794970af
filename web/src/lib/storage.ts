/** localStorage/sessionStorage that never throws (private mode, storage disabled). */
export function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** Returns whether the value was kept. */
export function writeStorage(storage: () => Storage, key: string, value: string): boolean {
  try {
    storage().setItem(key, value);
    return true;
  } catch {
    // Nothing to keep it in: the value lasts for this page only.
    return false;
  }
}
