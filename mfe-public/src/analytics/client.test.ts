import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_ENDPOINT, createAnalyticsClient, FLUSH_AT, MAX_EVENTS_PER_REQUEST } from './client';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(supported = true) {
  const fetch = vi.fn(async () => new Response('{}'));
  const sendBeacon = vi.fn(() => true);
  const timers: Array<() => void> = [];
  const client = createAnalyticsClient({
    supported: async () => supported,
    sessionId: () => 'session-1',
    fetch: fetch as unknown as typeof globalThis.fetch,
    sendBeacon,
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => undefined,
  });
  const bodies = (mock: typeof fetch | typeof sendBeacon) =>
    mock.mock.calls.map((call) => {
      const args = call as unknown[];
      const body = args[0] === ANALYTICS_ENDPOINT && typeof args[1] === 'string' ? args[1] : (args[1] as RequestInit).body;
      return JSON.parse(String(body)) as { events: Array<Record<string, unknown>> };
    });
  return { client, fetch, sendBeacon, timers, bodies };
}

describe('analytics client', () => {
  it('batches events and posts them with a keepalive fetch', async () => {
    const { client, fetch, timers, bodies } = setup();
    client.track('order_now_click', { location: 'navbar', device: 'desktop' });
    client.track('scroll_depth', { page: 'home', percent_scrolled: 25 });
    await tick();
    expect(fetch).not.toHaveBeenCalled();
    timers.forEach((fn) => fn());
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/server/api/v1/analytics/events');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(bodies(fetch)[0]).toEqual({
      events: [
        { name: 'order_now_click', sessionId: 'session-1', location: 'navbar', device: 'desktop' },
        { name: 'scroll_depth', sessionId: 'session-1', page: 'home', percent_scrolled: 25 },
      ],
    });
    expect(client.pending()).toEqual([]);
  });

  it('sends what is queued with sendBeacon when the page is hidden', async () => {
    const { client, fetch, sendBeacon, bodies } = setup();
    client.track('time_on_page', { page: 'plans', duration_seconds: 12 });
    await tick();
    client.flush({ beacon: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(bodies(sendBeacon)[0].events).toEqual([
      { name: 'time_on_page', sessionId: 'session-1', page: 'plans', duration_seconds: 12 },
    ]);
  });

  it('falls back to fetch when the beacon is refused', async () => {
    const { client, fetch, sendBeacon } = setup();
    sendBeacon.mockReturnValue(false);
    client.track('time_on_page', { page: 'home', duration_seconds: 3 });
    await tick();
    client.flush({ beacon: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it(`sends at once from ${FLUSH_AT} events and splits batches at ${MAX_EVENTS_PER_REQUEST}`, async () => {
    const { client, fetch, bodies } = setup();
    for (let i = 0; i < FLUSH_AT; i++) client.track('scroll_depth', { page: 'home', percent_scrolled: 25 });
    await tick();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(bodies(fetch)[0].events).toHaveLength(FLUSH_AT);

    const big = setup();
    // Queued before the support check answers: all go in one flush, 50 at most per request.
    for (let i = 0; i < 120; i++) big.client.track('scroll_depth', { page: 'home', percent_scrolled: 50 });
    big.client.flush();
    expect(big.fetch).not.toHaveBeenCalled(); // support not known yet
    await tick();
    expect(big.bodies(big.fetch).map((b) => b.events.length)).toEqual([50, 50, 20]);
  });

  it('drops undefined fields', async () => {
    const { client, timers, bodies, fetch } = setup();
    client.track('quote_form_view', { page: 'plans', plan: undefined });
    await tick();
    timers.forEach((fn) => fn());
    expect(bodies(fetch)[0].events[0]).toEqual({ name: 'quote_form_view', sessionId: 'session-1', page: 'plans' });
  });

  it('sends and keeps nothing where analytics is not supported', async () => {
    const { client, fetch, sendBeacon, timers } = setup(false);
    client.track('order_now_click', { location: 'navbar', device: 'mobile' });
    await tick();
    timers.forEach((fn) => fn());
    client.flush({ beacon: true });
    client.track('order_now_click', { location: 'navbar', device: 'mobile' });
    expect(client.pending()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('never throws when the network fails', async () => {
    const { client, fetch, timers } = setup();
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    client.track('order_now_click', { location: 'navbar', device: 'desktop' });
    await tick();
    expect(() => timers.forEach((fn) => fn())).not.toThrow();
    await tick();
  });
});

describe('analytics client start-up', () => {
  it('an event queued on leaving goes with the beacon once the support check has answered', async () => {
    const sendBeacon = vi.fn(() => true);
    const client = createAnalyticsClient({ supported: async () => true, sessionId: () => 's', sendBeacon });
    await client.prepare();
    client.track('time_on_page', { page: 'about-us', duration_seconds: 2 });
    client.flush({ beacon: true });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
