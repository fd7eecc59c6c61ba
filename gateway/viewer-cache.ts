// Who a bearer token's sign-in belongs to, remembered for a moment. Reading the user and the
// sign-in on every request halved the gateway's throughput, while a page load sends a burst of
// requests with the same token. An answer is kept for at most `ttlMs` (2 s by default) and only
// when the viewer was accepted; refusals are always read afresh.
//
// Revocation is immediate, not "within 2 s": whatever ends a sign-in or disables a user calls
// `revoked(userId)` after its change is committed (Services.viewers), which drops the user's
// entries here and, on PostgreSQL, tells every other gateway through NOTIFY (gateway/main.ts
// listens). A lookup that was already reading the database when a revocation arrived does not store
// its (possibly stale) answer: the generation counter tells it.
import { LRUCache } from 'lru-cache';
import type { Viewer } from '../schema/context.ts';

/** The PostgreSQL channel on which gateways announce revoked users (payload: the user id). */
export const VIEWER_REVOKED_CHANNEL = 'freshmeals_viewer_revoked';
const ENTRIES = 10_000;

export interface ViewerCache {
  /** The remembered viewer of this user and sign-in, if still fresh. */
  get(userId: number, sessionId: string | null): Viewer | undefined;
  /** Reads through the cache: `load` runs only when nothing fresh is remembered. */
  read(userId: number, sessionId: string | null, load: () => Promise<Viewer | null>): Promise<Viewer | null>;
  /** Forgets the user's sign-ins here (after a revocation elsewhere, or here). */
  forget(userId: number): void;
}

const keyOf = (userId: number, sessionId: string | null) => `${userId}:${sessionId ?? ''}`;

export function createViewerCache(ttlMs: number): ViewerCache {
  const entries = ttlMs > 0 ? new LRUCache<string, Viewer>({ max: ENTRIES, ttl: ttlMs }) : null;
  let generation = 0;
  const cache: ViewerCache = {
    get: (userId, sessionId) => entries?.get(keyOf(userId, sessionId)),
    async read(userId, sessionId, load) {
      const known = cache.get(userId, sessionId);
      if (known) return known;
      const startedAt = generation;
      const viewer = await load();
      if (viewer && entries && generation === startedAt) entries.set(keyOf(userId, sessionId), viewer);
      return viewer;
    },
    forget(userId) {
      generation += 1;
      if (!entries) return;
      const prefix = `${userId}:`;
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
  return cache;
}
