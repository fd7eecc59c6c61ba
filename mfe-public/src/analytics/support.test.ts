import { describe, expect, it } from 'vitest';
import { basicSupport, isAnalyticsSupported, isExtensionContext } from './support';

function fakeIndexedDB(ok: boolean): IDBFactory {
  return {
    open() {
      const request: Record<string, unknown> = { result: { close() {} } };
      setTimeout(() => (ok ? (request.onsuccess as () => void)?.() : (request.onerror as () => void)?.()), 0);
      return request;
    },
    deleteDatabase() {
      return {};
    },
  } as unknown as IDBFactory;
}

const web = { location: { protocol: 'https:' }, navigator: { cookieEnabled: true } };

describe('analytics support', () => {
  it('needs IndexedDB, cookies and a non-extension page', () => {
    expect(basicSupport({ ...web, indexedDB: fakeIndexedDB(true) })).toBe(true);
    expect(basicSupport({ ...web, indexedDB: null })).toBe(false);
    expect(basicSupport({ ...web, indexedDB: fakeIndexedDB(true), navigator: { cookieEnabled: false } })).toBe(false);
    expect(
      basicSupport({ ...web, indexedDB: fakeIndexedDB(true), location: { protocol: 'chrome-extension:' } }),
    ).toBe(false);
  });

  it('recognises extension contexts', () => {
    expect(isExtensionContext({ location: { protocol: 'moz-extension:' } })).toBe(true);
    expect(isExtensionContext({ ...web, chrome: { runtime: { id: 'abc' } } })).toBe(true);
    expect(isExtensionContext({ ...web, chrome: { runtime: {} } })).toBe(false);
    expect(isExtensionContext(web)).toBe(false);
  });

  it('checks that IndexedDB really opens', async () => {
    await expect(isAnalyticsSupported({ ...web, indexedDB: fakeIndexedDB(true) })).resolves.toBe(true);
    await expect(isAnalyticsSupported({ ...web, indexedDB: fakeIndexedDB(false) })).resolves.toBe(false);
  });
});
