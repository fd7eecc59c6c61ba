// Usage analytics end to end through the gateway, GraphQL and REST (also as navigator.sendBeacon
// sends it), on PGlite and real PostgreSQL: the strict event catalogue, storage, the rate limit, and
// the admin report's figures for a known set of events, computed in a fixed number of statements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsReport } from '../../schema/analytics/report.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createUserAndLogin } from '../support/users.ts';
import { createTestDatabase, dbKinds } from '../support/db.ts';

const TRACK = `mutation($events: [AnalyticsEventInput!]!) { trackEvents(events: $events) { accepted } }`;
const REPORT = `query($from: DateTime, $to: DateTime) { analyticsReport(from: $from, to: $to) {
  from to
  orderNowClicks { location total mobile desktop }
  timeOnPage { page views averageSeconds }
  scrollDepth { page reached25 reached50 reached75 reached90 }
  scrollDepthByPage { page reached25 reached50 reached75 reached90 }
  quoteFunnel { views starts submits }
} }`;

const DAY = 86_400_000;
let seq = 0;
const session = () => `s-${Date.now().toString(36)}-${++seq}`;

describe.each(dbKinds)('analytics on %s', (kind) => {
  let t: TestApp;
  let customer: string;
  let admin: string;

  /** A verified user signed in through the API; returns the access token. */
  const loginAs = async (role: 'customer' | 'admin') => (await createUserAndLogin(t, { role })).token;

  /** A POST the way navigator.sendBeacon makes it: a string body, sent as text/plain. */
  const beacon = (body: string, contentType = 'text/plain;charset=UTF-8', ip = `203.0.113.${++seq % 250}`) =>
    t.app.fetch('http://localhost/server/api/v1/analytics/events', {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-forwarded-for': ip },
      body,
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    customer = await loginAs('customer');
    admin = await loginAs('admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('trackEvents / POST /analytics/events', () => {
    it('stores a batch of every kind of event over GraphQL, with name, page, payload, sessionId and device', async () => {
      const sid = session();
      const events = [
        { name: 'order_now_click', location: 'navbar', device: 'mobile', sessionId: sid },
        { name: 'order_now_click', location: 'promoBanner', device: 'desktop' },
        { name: 'order_now_click', location: 'about-us', device: 'desktop', sessionId: sid },
        { name: 'time_on_page', page: 'plans', duration_seconds: 42.5, sessionId: sid },
        { name: 'time_on_page', page: 'home', duration_seconds: 0 },
        { name: 'time_on_page', page: 'home', duration_seconds: 86_400 },
        { name: 'scroll_depth', page: 'home', percent_scrolled: 25, sessionId: sid },
        { name: 'scroll_depth', page: 'home', percent_scrolled: 90 },
        { name: 'quote_form_view', page: 'plans', sessionId: sid },
        { name: 'quote_form_start', page: 'plans', plan: 'eggPlan', sessionId: sid },
        { name: 'quote_form_submit', page: 'plans', plan: 'eggPlan', sessionId: sid },
      ];
      const res = await t.gql(TRACK, { events });
      expect(res.errors).toBeUndefined();
      expect(res.data.trackEvents).toEqual({ accepted: events.length });
      const rows = await t.prisma.analyticsEvent.findMany({ where: { sessionId: sid }, orderBy: { id: 'asc' } });
      expect(rows.map((r) => ({ name: r.name, page: r.page, device: r.device, payload: r.payload }))).toEqual([
        { name: 'order_now_click', page: null, device: 'mobile', payload: { location: 'navbar', device: 'mobile' } },
        { name: 'order_now_click', page: null, device: 'desktop', payload: { location: 'about-us', device: 'desktop' } },
        { name: 'time_on_page', page: 'plans', device: null, payload: { page: 'plans', duration_seconds: 42.5 } },
        { name: 'scroll_depth', page: 'home', device: null, payload: { page: 'home', percent_scrolled: 25 } },
        { name: 'quote_form_view', page: 'plans', device: null, payload: { page: 'plans' } },
        { name: 'quote_form_start', page: 'plans', device: null, payload: { page: 'plans', plan: 'eggPlan' } },
        { name: 'quote_form_submit', page: 'plans', device: null, payload: { page: 'plans', plan: 'eggPlan' } },
      ]);
    });

    it('takes events inline in the query too, and from customers and admins alike', async () => {
      const sid = session();
      const inline = `mutation { trackEvents(events: [{ name: "scroll_depth", page: "faq", percent_scrolled: 50, sessionId: "${sid}" }]) { accepted } }`;
      for (const token of [null, customer, admin]) {
        const res = await t.gql(inline, {}, { token });
        expect(res.errors).toBeUndefined();
        expect(res.data.trackEvents.accepted).toBe(1);
      }
      expect(await t.prisma.analyticsEvent.count({ where: { sessionId: sid, page: 'faq' } })).toBe(3);
    });

    it('REST: JSON, a text/plain beacon and a JSON Blob beacon are all accepted', async () => {
      const sid = session();
      const body = { events: [{ name: 'time_on_page', page: 'contact-us', duration_seconds: 12, sessionId: sid }] };
      const json = await t.rest('POST', '/analytics/events', body);
      expect(json).toMatchObject({ status: 200, body: { accepted: 1 } });
      const text = await beacon(JSON.stringify(body));
      expect(text.status).toBe(200);
      expect(await text.json()).toEqual({ accepted: 1 });
      const blob = await beacon(JSON.stringify(body), 'application/json');
      expect(blob.status).toBe(200);
      expect(await t.prisma.analyticsEvent.count({ where: { sessionId: sid } })).toBe(3);
    });

    const one = (event: unknown) => ({ events: [event] });
    const invalid: [string, unknown, string][] = [
      ['an unknown event name', one({ name: 'page_view', page: 'home' }), 'Event 1: Unknown event name: use one of order_now_click, time_on_page, scroll_depth, quote_form_view, quote_form_start, quote_form_submit'],
      ['an event without a name', one({ page: 'home' }), 'Event 1: Unknown event name: use one of order_now_click, time_on_page, scroll_depth, quote_form_view, quote_form_start, quote_form_submit'],
      ['an event that is not an object', one('order_now_click'), 'Event 1: Each event must be a JSON object with a name'],
      ['a null event', one(null), 'Event 1: Unknown event name: use one of order_now_click, time_on_page, scroll_depth, quote_form_view, quote_form_start, quote_form_submit'],
      ['an extra field', one({ name: 'order_now_click', location: 'navbar', device: 'mobile', userId: 7 }), 'Event 1: Unknown field "userId" in the order_now_click event'],
      ['a field of another event', one({ name: 'time_on_page', page: 'home', duration_seconds: 3, device: 'mobile' }), 'Event 1: Unknown field "device" in the time_on_page event'],
      ['an unknown placement', one({ name: 'order_now_click', location: 'Footer Button', device: 'mobile' }), 'Event 1: location must be one of navbar, side-navbar, home-banner, promoBanner, home-offer-badge, home-offer or a page name'],
      ['an unknown device', one({ name: 'order_now_click', location: 'navbar', device: 'tablet' }), 'Event 1: device must be mobile or desktop'],
      ['a missing device', one({ name: 'order_now_click', location: 'navbar' }), 'Event 1: device must be mobile or desktop'],
      ['a negative duration', one({ name: 'time_on_page', page: 'home', duration_seconds: -1 }), 'Event 1: duration_seconds must be a number from 0 to 86400'],
      ['a duration over a day', one({ name: 'time_on_page', page: 'home', duration_seconds: 86_401 }), 'Event 1: duration_seconds must be a number from 0 to 86400'],
      ['a duration as text', one({ name: 'time_on_page', page: 'home', duration_seconds: '12' }), 'Event 1: duration_seconds must be a number from 0 to 86400'],
      ['a depth of 60', one({ name: 'scroll_depth', page: 'home', percent_scrolled: 60 }), 'Event 1: percent_scrolled must be 25, 50, 75 or 90'],
      ['a path for a page', one({ name: 'scroll_depth', page: '/plans', percent_scrolled: 25 }), 'Event 1: page must be a page name: 1 to 40 lowercase letters, digits or dashes'],
      ['a missing page', one({ name: 'quote_form_view' }), 'Event 1: page must be a page name: 1 to 40 lowercase letters, digits or dashes'],
      ['an unknown plan', one({ name: 'quote_form_start', page: 'plans', plan: 'Veg Plan' }), 'Event 1: plan must be one of vegPlan, eggPlan, chickenPlan'],
      ['a long session id', one({ name: 'quote_form_view', page: 'plans', sessionId: 'x'.repeat(65) }), 'Event 1: sessionId must be 1 to 64 letters, digits, dashes or underscores'],
      ['no events', { events: [] }, 'Send at least one event'],
      ['no events field', {}, 'Send at least one event'],
      ['51 events', { events: Array.from({ length: 51 }, () => ({ name: 'quote_form_view', page: 'plans' })) }, 'Send at most 50 events at a time'],
      [
        'one bad event among good ones',
        { events: [{ name: 'quote_form_view', page: 'plans' }, { name: 'scroll_depth', page: 'plans', percent_scrolled: 25 }, { name: 'scroll_depth', page: 'plans', percent_scrolled: 33 }] },
        'Event 3: percent_scrolled must be 25, 50, 75 or 90',
      ],
    ];
    it.each(invalid)('refuses %s with a clear 400 message and stores nothing', async (_label, body, message) => {
      const before = await t.prisma.analyticsEvent.count();
      const r = await t.rest('POST', '/analytics/events', body);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message });
      const events = (body as { events?: unknown }).events;
      if (Array.isArray(events) && !events.includes(null)) {
        const g = await t.gql(TRACK, { events });
        expect(g.errors?.[0]?.message).toBe(message);
        expect(g.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
      expect(await t.prisma.analyticsEvent.count()).toBe(before);
    });

    it('refuses a beacon that is not JSON', async () => {
      const res = await beacon('name=order_now_click');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'The request body must be a JSON object' });
    });

    it('is rate limited per client address: 60 calls a minute, then 429', async () => {
      const ip = '192.0.2.30';
      const body = JSON.stringify({ events: [{ name: 'quote_form_view', page: 'rate-test' }] });
      for (let i = 0; i < 60; i++) expect((await beacon(body, 'text/plain', ip)).status, `call ${i + 1}`).toBe(200);
      const over = await beacon(body, 'text/plain', ip);
      expect(over.status).toBe(429);
      expect(((await over.json()) as { message: string }).message).toMatch(/^Too many requests/);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await t.prisma.analyticsEvent.count({ where: { page: 'rate-test' } })).toBe(60);
      const g = await t.gql(TRACK, { events: [{ name: 'quote_form_view', page: 'rate-test' }] }, { ip });
      expect(g.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect((await beacon(body, 'text/plain', '192.0.2.31')).status).toBe(200);
      t.clock.advance(61_000);
      expect((await beacon(body, 'text/plain', ip)).status).toBe(200);
    });
  });

  describe('analyticsReport', () => {
    it('computes the admin home figures for a known set of events, and only inside the window', async () => {
      // Move past everything the other tests stored, then send a known set.
      t.clock.advance(400 * DAY);
      // Sign-ins end after at most 90 days: after the jump, both users sign in again.
      [customer, admin] = [await loginAs('customer'), await loginAs('admin')];
      const windowStart = t.clock.now();
      const [a, b, c] = [session(), session(), session()];
      const events = [
        { name: 'order_now_click', location: 'navbar', device: 'mobile' },
        { name: 'order_now_click', location: 'navbar', device: 'mobile' },
        { name: 'order_now_click', location: 'navbar', device: 'desktop' },
        { name: 'order_now_click', location: 'home-banner', device: 'desktop' },
        { name: 'order_now_click', location: 'plans', device: 'mobile' },
        { name: 'time_on_page', page: 'plans', duration_seconds: 10 },
        { name: 'time_on_page', page: 'plans', duration_seconds: 20 },
        { name: 'time_on_page', page: 'home', duration_seconds: 5.5 },
        { name: 'scroll_depth', page: 'home', percent_scrolled: 25 },
        { name: 'scroll_depth', page: 'home', percent_scrolled: 50 },
        { name: 'scroll_depth', page: 'home', percent_scrolled: 75 },
        { name: 'scroll_depth', page: 'home', percent_scrolled: 90 },
        { name: 'scroll_depth', page: 'home', percent_scrolled: 25 },
        { name: 'scroll_depth', page: 'home', percent_scrolled: 50 },
        { name: 'scroll_depth', page: 'plans', percent_scrolled: 25 },
        { name: 'quote_form_view', page: 'plans', sessionId: a },
        { name: 'quote_form_start', page: 'plans', sessionId: a, plan: 'vegPlan' },
        { name: 'quote_form_submit', page: 'plans', sessionId: a, plan: 'vegPlan' },
        { name: 'quote_form_view', page: 'plans', sessionId: a }, // a retried beacon: same session
        { name: 'quote_form_view', page: 'plans', sessionId: b },
        { name: 'quote_form_start', page: 'plans', sessionId: b },
        { name: 'quote_form_view', page: 'plans', sessionId: c },
        { name: 'quote_form_view', page: 'plans' }, // no session id: counts once
      ];
      expect((await t.rest('POST', '/analytics/events', { events })).body).toEqual({ accepted: events.length });
      const expected = {
        orderNowClicks: [
          { location: 'navbar', total: 3, mobile: 2, desktop: 1 },
          { location: 'home-banner', total: 1, mobile: 0, desktop: 1 },
          { location: 'plans', total: 1, mobile: 1, desktop: 0 },
        ],
        timeOnPage: [
          { page: 'home', views: 1, averageSeconds: 5.5 },
          { page: 'plans', views: 2, averageSeconds: 15 },
        ],
        scrollDepth: { page: null, reached25: 3, reached50: 2, reached75: 1, reached90: 1 },
        scrollDepthByPage: [
          { page: 'home', reached25: 2, reached50: 2, reached75: 1, reached90: 1 },
          { page: 'plans', reached25: 1, reached50: 0, reached75: 0, reached90: 0 },
        ],
        quoteFunnel: { views: 4, starts: 2, submits: 1 },
      };
      const from = new Date(windowStart.getTime() - 60_000).toISOString();
      const to = new Date(t.clock.now().getTime() + 60_000).toISOString();
      const res = await t.gql(REPORT, { from, to }, { token: admin });
      expect(res.errors).toBeUndefined();
      expect(res.data.analyticsReport).toEqual({ from, to, ...expected });

      // Default window: the last 30 days up to now, which holds only the known set.
      const recent = await t.gql(REPORT, {}, { token: admin });
      expect(recent.errors).toBeUndefined();
      expect(recent.data.analyticsReport).toMatchObject(expected);
      expect(Date.parse(recent.data.analyticsReport.to) - Date.parse(recent.data.analyticsReport.from)).toBe(30 * DAY);

      // A window before the set: the earlier tests' events only, none of these.
      const before = await t.gql(REPORT, { from: new Date(windowStart.getTime() - 30 * DAY).toISOString(), to: from }, { token: admin });
      expect(before.data.analyticsReport.quoteFunnel.submits).toBe(0);
      expect(before.data.analyticsReport.orderNowClicks).toEqual([]);
      // An empty window.
      const empty = await t.gql(REPORT, { from: '2020-01-01T00:00:00Z', to: '2020-02-01T00:00:00Z' }, { token: admin });
      expect(empty.data.analyticsReport).toMatchObject({
        orderNowClicks: [],
        timeOnPage: [],
        scrollDepth: { page: null, reached25: 0, reached50: 0, reached75: 0, reached90: 0 },
        scrollDepthByPage: [],
        quoteFunnel: { views: 0, starts: 0, submits: 0 },
      });
      const backwards = await t.gql(REPORT, { from: to, to: from }, { token: admin });
      expect(backwards.errors?.[0]).toMatchObject({ message: 'from must be before to', extensions: { code: 'BAD_USER_INPUT' } });
    });

    it('is admin-only', async () => {
      expect((await t.gql(REPORT)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(REPORT, {}, { token: customer })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(REPORT, {}, { token: admin })).errors).toBeUndefined();
    });

    it('runs four SQL statements however many events there are', async () => {
      const statements: string[] = [];
      const db = await createTestDatabase(kind, { log: (e) => statements.push(e.query) });
      try {
        const now = new Date();
        const from = new Date(now.getTime() - DAY);
        const rows = (n: number) =>
          Array.from({ length: n }, (_, i) => [
            { name: 'order_now_click', payload: { location: 'navbar', device: 'mobile' }, device: 'mobile' },
            { name: 'time_on_page', page: `p${i % 7}`, payload: { page: `p${i % 7}`, duration_seconds: i } },
            { name: 'scroll_depth', page: `p${i % 5}`, payload: { page: `p${i % 5}`, percent_scrolled: 25 } },
            { name: 'quote_form_view', page: 'plans', sessionId: `s${i}`, payload: { page: 'plans' } },
          ]).flat();
        for (const n of [3, 60]) {
          await db.prisma.analyticsEvent.createMany({ data: rows(n).map((r) => ({ ...r, createdAt: now })) });
          statements.length = 0;
          const report = await analyticsReport(db.prisma, from, new Date(now.getTime() + 1000));
          expect(statements.filter((q) => q.includes('AnalyticsEvent'))).toHaveLength(4);
          expect(statements).toHaveLength(4);
          expect(report.quoteFunnel.views).toBe(n === 3 ? 3 : 60);
          expect(report.timeOnPage).toHaveLength(n === 3 ? 3 : 7);
        }
      } finally {
        await db.drop();
      }
    });
  });

  it('the OpenAPI document lists POST /analytics/events', async () => {
    const doc = (await (await t.app.fetch('http://localhost/server/api/v1/openapi.json')).json()) as any;
    expect(doc.paths['/analytics/events'].post.summary).toMatch(/sendBeacon/);
  });
});
