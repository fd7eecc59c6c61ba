// Analytics only where the browser supports it — local database storage
// (IndexedDB that can really be opened), cookies enabled, and not a browser-extension context.

interface SupportEnv {
  indexedDB?: IDBFactory | null;
  navigator?: { cookieEnabled?: boolean } | null;
  location?: { protocol?: string } | null;
  chrome?: { runtime?: { id?: string } } | null;
  browser?: { runtime?: { id?: string } } | null;
}

const EXTENSION_PROTOCOLS = ['chrome-extension:', 'moz-extension:', 'ms-browser-extension:', 'safari-web-extension:'];

/** True inside a browser extension's page (extension protocol or an extension runtime id). */
export function isExtensionContext(env: SupportEnv = globalThis as SupportEnv): boolean {
  const protocol = env.location?.protocol ?? '';
  if (EXTENSION_PROTOCOLS.includes(protocol)) return true;
  return Boolean(env.chrome?.runtime?.id || env.browser?.runtime?.id);
}

/** The synchronous part of the check: IndexedDB present, cookies on, not an extension. */
export function basicSupport(env: SupportEnv = globalThis as SupportEnv): boolean {
  return Boolean(env.indexedDB) && env.navigator?.cookieEnabled === true && !isExtensionContext(env);
}

const PROBE_DB = 'freshmeals-analytics-probe';

/** Opens (and deletes) a throwaway IndexedDB database: private modes may expose but refuse it. */
function indexedDbOpenable(factory: IDBFactory): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const request = factory.open(PROBE_DB);
      request.onsuccess = () => {
        request.result.close();
        try {
          factory.deleteDatabase(PROBE_DB);
        } catch {
          // nothing to clean up
        }
        resolve(true);
      };
      request.onerror = () => resolve(false);
      request.onblocked = () => resolve(false);
    } catch {
      resolve(false);
    }
  });
}

let cached: Promise<boolean> | null = null;

/** Whether analytics may run in this browser (checked once per page load). */
export function isAnalyticsSupported(env: SupportEnv = globalThis as SupportEnv): Promise<boolean> {
  if (env !== globalThis) return basicSupport(env) ? indexedDbOpenable(env.indexedDB as IDBFactory) : Promise.resolve(false);
  cached ??= basicSupport(env) ? indexedDbOpenable(env.indexedDB as IDBFactory) : Promise.resolve(false);
  return cached;
}
