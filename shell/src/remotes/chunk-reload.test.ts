import { describe, expect, it } from 'vitest';
import { claimChunkReload, isChunkLoadError, RELOAD_GUARD_MS } from './chunk-reload';

function memoryStore() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

const chunkError = () => Object.assign(new Error('Loading chunk 7o failed.\n(error: http://localhost/mfe-admin/static/js/async/7o.js)'), { name: 'ChunkLoadError' });

describe('reload on a chunk-load error', () => {
  it('recognises JavaScript and CSS chunk failures, nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.\n(/x.css)'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once per page, again only after the guard time', () => {
    const store = memoryStore();
    const t0 = 1_000_000;
    expect(claimChunkReload(chunkError(), '/dashboard/users', t0, store)).toBe(true);
    expect(claimChunkReload(chunkError(), '/dashboard/users', t0 + 1_000, store)).toBe(false);
    expect(claimChunkReload(chunkError(), '/dashboard/dishes', t0 + 2_000, store)).toBe(true);
    expect(claimChunkReload(chunkError(), '/dashboard/dishes', t0 + 2_000 + RELOAD_GUARD_MS, store)).toBe(true);
  });

  it('does not reload for other errors, or when it cannot remember the reload', () => {
    expect(claimChunkReload(new Error('boom'), '/dashboard', 0, memoryStore())).toBe(false);
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(claimChunkReload(chunkError(), '/dashboard', 0, full)).toBe(false);
    const garbage = { getItem: () => '{not json', setItem: () => {} };
    expect(claimChunkReload(chunkError(), '/dashboard', 0, garbage)).toBe(true);
  });
});
