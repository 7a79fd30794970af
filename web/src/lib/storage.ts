/** localStorage/sessionStorage that never throws (private mode, storage disabled). */
export function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Nothing to keep it in: the value lasts for this page only.
  }
}
