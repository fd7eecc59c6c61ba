// The browser side of usage analytics: events are queued, batched and posted to
// POST /server/api/v1/analytics/events as { events: [{ name, sessionId, ...payload }] } with a
// keepalive fetch; when the page is hidden or left, what is queued goes with navigator.sendBeacon.
// Nothing is sent (and nothing kept) where analytics is not supported. Analytics never disturbs
// the page: every failure is swallowed.

export const ANALYTICS_ENDPOINT = '/server/api/v1/analytics/events';
/** The gateway takes at most 50 events per call (@freshmeals/rules/analytics). */
export const MAX_EVENTS_PER_REQUEST = 50;
/** Events wait this long for company before a batch is sent. */
export const FLUSH_DELAY_MS = 2_000;
/** A batch this big goes at once. */
export const FLUSH_AT = 20;

export type AnalyticsPayload = Record<string, string | number | boolean | undefined>;
export interface AnalyticsEventBody extends AnalyticsPayload {
  name: string;
  sessionId: string;
}

export interface AnalyticsClientOptions {
  endpoint?: string;
  /** Resolves once: whether this browser may send analytics. */
  supported: () => Promise<boolean>;
  sessionId: () => string;
  fetch?: typeof fetch;
  sendBeacon?: ((url: string, data: BodyInit) => boolean) | null;
  flushDelayMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
}

export interface AnalyticsClient {
  /** Queues an event (dropped when analytics is not supported). */
  track(name: string, payload?: AnalyticsPayload): void;
  /** Sends what is queued now; `beacon` when the page is being hidden or left. */
  flush(options?: { beacon?: boolean }): void;
  /** Starts the support check now, so an event queued as the page is left can still go. */
  prepare(): Promise<boolean>;
  /** Events queued and not yet sent (tests). */
  pending(): readonly AnalyticsEventBody[];
}

function withoutUndefined(payload: AnalyticsPayload): AnalyticsPayload {
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
}

export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const endpoint = options.endpoint ?? ANALYTICS_ENDPOINT;
  const flushDelayMs = options.flushDelayMs ?? FLUSH_DELAY_MS;
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>));
  let queue: AnalyticsEventBody[] = [];
  let timer: unknown = null;
  /** null until the support check has answered. */
  let supported: boolean | null = null;
  let checking: Promise<boolean> | null = null;

  function check(): Promise<boolean> {
    checking ??= options.supported().then(
      (ok) => {
        supported = ok;
        if (!ok) queue = [];
        return ok;
      },
      () => {
        supported = false;
        queue = [];
        return false;
      },
    );
    return checking;
  }

  function post(events: AnalyticsEventBody[], beacon: boolean): void {
    const body = JSON.stringify({ events });
    if (beacon && options.sendBeacon) {
      try {
        // A string goes as text/plain (no preflight); the gateway reads any body as JSON.
        if (options.sendBeacon(endpoint, body)) return;
      } catch {
        // fall back to fetch below
      }
    }
    const doFetch = options.fetch ?? (typeof fetch === 'function' ? fetch : null);
    if (!doFetch) return;
    try {
      doFetch(endpoint, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body,
      }).catch(() => undefined);
    } catch {
      // analytics never breaks the page
    }
  }

  function flushNow(beacon: boolean): void {
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    if (supported !== true || queue.length === 0) return;
    const events = queue;
    queue = [];
    for (let i = 0; i < events.length; i += MAX_EVENTS_PER_REQUEST) {
      post(events.slice(i, i + MAX_EVENTS_PER_REQUEST), beacon);
    }
  }

  function schedule(): void {
    if (queue.length >= FLUSH_AT) {
      flushNow(false);
      return;
    }
    if (timer === null) {
      timer = setTimer(() => {
        timer = null;
        flushNow(false);
      }, flushDelayMs);
    }
  }

  return {
    track(name, payload = {}) {
      if (supported === false) return;
      queue.push({ ...withoutUndefined(payload), name, sessionId: options.sessionId() });
      if (supported === true) schedule();
      else void check().then((ok) => ok && schedule());
    },
    flush({ beacon = false } = {}) {
      flushNow(beacon);
    },
    prepare: check,
    pending: () => queue,
  };
}
