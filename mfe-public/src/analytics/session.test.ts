import { describe, expect, it, vi } from 'vitest';
import { getSessionId, oncePerSession, SESSION_ID_KEY } from './session';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('analytics session', () => {
  it('keeps one session id in sessionStorage', () => {
    const storage = memoryStorage();
    const id = getSessionId(storage);
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(storage.data.get(SESSION_ID_KEY)).toBe(id);
    expect(getSessionId(storage)).toBe(id);
  });

  it('runs a once-per-session action only the first time', () => {
    const storage = memoryStorage();
    const action = vi.fn();
    expect(oncePerSession('quote_form_view', action, storage)).toBe(true);
    expect(oncePerSession('quote_form_view', action, storage)).toBe(false);
    expect(action).toHaveBeenCalledTimes(1);
    // Another event has its own guard.
    expect(oncePerSession('quote_form_start', action, storage)).toBe(true);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('a new session (new storage) fires again', () => {
    const action = vi.fn();
    oncePerSession('quote_form_submit', action, memoryStorage());
    oncePerSession('quote_form_submit', action, memoryStorage());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('falls back to once per page load when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const action = vi.fn();
    oncePerSession('blocked-event', action, broken);
    oncePerSession('blocked-event', action, broken);
    expect(action).toHaveBeenCalledTimes(1);
  });
});
