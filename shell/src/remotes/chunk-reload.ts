// After a deploy, an open tab may ask for a lazy chunk of the build it started with. Earlier
// builds' assets stay served for a while, but once they are pruned (or a request fails on the
// way), the screen would fail with "Loading chunk … failed" and retrying in place cannot help: the
// tab's code points at files that are gone. Reloading the page once loads the current build. A
// second failure on the same page within a short time is left to the error screen, so a chunk that
// is really missing cannot make the page reload forever.

const STORAGE_KEY = 'fm-chunk-reload';
/** A failure this soon after a reload of the same page is not retried by another reload. */
export const RELOAD_GUARD_MS = 30_000;

/** The bundler's error for a lazy JavaScript or CSS chunk that did not load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(error.message);
}

interface ReloadStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Decides whether to reload for this error, and remembers the reload: true at most once per
 * page within RELOAD_GUARD_MS.
 */
export function claimChunkReload(error: unknown, page: string, now: number, store: ReloadStore): boolean {
  if (!isChunkLoadError(error)) return false;
  let last: { page?: unknown; at?: unknown } | null = null;
  try {
    last = JSON.parse(store.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    last = null;
  }
  if (last && last.page === page && typeof last.at === 'number' && now - last.at < RELOAD_GUARD_MS) return false;
  try {
    store.setItem(STORAGE_KEY, JSON.stringify({ page, at: now }));
  } catch {
    // Without storage there is no loop guard: better to show the error screen than to risk a loop.
    return false;
  }
  return true;
}

/**
 * For the root's onCaughtError / onUncaughtError: every error boundary of the page, the remotes'
 * included, reports here because the remotes render inside the shell's React root.
 */
export function reloadOnChunkError(error: unknown): boolean {
  const page = window.location.pathname + window.location.search;
  if (!claimChunkReload(error, page, Date.now(), window.sessionStorage)) return false;
  window.location.reload();
  return true;
}
