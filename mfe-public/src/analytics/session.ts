// The analytics session: a random id kept in sessionStorage (one per tab session), and the
// "once per session" guard of the quote-form events.

export const SESSION_ID_KEY = 'fm-analytics-session';
const ONCE_PREFIX = 'fm-analytics-once:';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function safeSessionStorage(): StorageLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // blocked storage (some privacy settings) throws on access
  }
}

function randomId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

let memoryId: string | null = null;

/** This tab session's analytics id (letters, digits and dashes; at most 64 characters). */
export function getSessionId(storage: StorageLike | null = safeSessionStorage()): string {
  try {
    const held = storage?.getItem(SESSION_ID_KEY);
    if (held && /^[A-Za-z0-9_-]{1,64}$/.test(held)) return held;
    const id = randomId();
    storage?.setItem(SESSION_ID_KEY, id);
    if (storage) return id;
  } catch {
    // fall through to the in-memory id
  }
  memoryId ??= randomId();
  return memoryId;
}

/**
 * Runs `action` the first time `key` is seen in this session and returns true; false afterwards.
 * Without sessionStorage it falls back to once per page load.
 */
const seenInMemory = new Set<string>();
export function oncePerSession(key: string, action: () => void, storage: StorageLike | null = safeSessionStorage()): boolean {
  const storageKey = ONCE_PREFIX + key;
  try {
    if (storage) {
      if (storage.getItem(storageKey)) return false;
      storage.setItem(storageKey, '1');
      action();
      return true;
    }
  } catch {
    // fall through
  }
  if (seenInMemory.has(storageKey)) return false;
  seenInMemory.add(storageKey);
  action();
  return true;
}
