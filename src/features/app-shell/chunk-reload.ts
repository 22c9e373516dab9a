/** Spec section 9: a chunk-load failure reloads the page at most once per 10 seconds. */
export const RELOAD_GUARD_KEY = 'site:chunk-reload-at';
export const RELOAD_GUARD_MS = 10_000;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed/i.test(message);
}

/** Reloads unless a reload happened within the guard window; returns whether it reloaded. */
export function reloadForChunkError(storage: Storage, reload: () => void, now = Date.now()): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(now));
  reload();
  return true;
}

/** For code that catches a failed chunk itself (lazy parts of the shell, lazy schemas). */
export function reportChunkError(reason: unknown, win: Window = window): void {
  if (isChunkLoadError(reason)) reloadForChunkError(win.sessionStorage, () => win.location.reload());
}

export function installChunkReload(win: Window): void {
  win.addEventListener('error', (event) => reportChunkError(event.error, win));
  win.addEventListener('unhandledrejection', (event) => reportChunkError(event.reason, win));
}
