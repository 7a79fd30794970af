import { readStorage, writeStorage } from './storage';

export const CHUNK_RELOAD_KEY = 'shop.chunk-reload-at';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** A failed dynamic import: usually a new deployment replaced the hashed chunk files. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * One automatic full reload after a chunk failed to load, at most once per 60 s (docs/behaviour/states.md): the
 * time of the last reload is kept in sessionStorage. Where the browser keeps nothing there, no
 * reload: the reloaded page could not tell it had reloaded, and a chunk that keeps failing would
 * reload it forever. Returns whether it reloads.
 */
export function reloadAfterChunkError(now = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  const last = Number(readStorage(() => sessionStorage, CHUNK_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  if (!writeStorage(() => sessionStorage, CHUNK_RELOAD_KEY, String(now))) return false;
  reload();
  return true;
}
