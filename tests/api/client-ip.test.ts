// The client address behind load balancers. X-Forwarded-For is a list each proxy appends the address
// it saw to; everything left of what our own proxies wrote is written by the client and may be
// forged. With TRUST_PROXY=<n> (true = 1) the gateway takes the n-th address from the right, so a
// client cannot pick its own rate-limit bucket by prepending addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../support/db.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

const TRACK = 'mutation($events: [AnalyticsEventInput!]!) { trackEvents(events: $events) { accepted } }';
const event = () => ({ name: 'time_on_page', sessionId: 's-client-ip', page: 'home', duration_seconds: 5 });

/** Posts trackEvents (limited per client address) with this X-Forwarded-For until it is refused. */
async function callsUntilLimited(t: TestApp, forwardedFor: () => string, max = 200): Promise<number | null> {
  for (let i = 1; i <= max; i++) {
    const response = await t.app.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor() },
      body: JSON.stringify({ query: TRACK, variables: { events: [event()] } }),
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    if (body.errors?.[0]?.extensions?.code === 'RATE_LIMITED') return i;
  }
  return null;
}

let forged = 0;
/** A different made-up address on every call, as an attacker would prepend. */
const forgedAddress = () => `198.51.${(forged >> 8) & 255}.${forged++ & 255}`;

describe.each(dbKinds)('client address on %s', (kind) => {
  describe('TRUST_PROXY=true (one load balancer)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('a left-most X-Forwarded-For written by the client is not taken: the per-address limit still applies', async () => {
      // The load balancer appends the real peer (203.0.113.7); the client forges a new address in front each time.
      const limitedAfter = await callsUntilLimited(t, () => `${forgedAddress()}, 203.0.113.7`);
      expect(limitedAfter).not.toBeNull();
      // Another real client behind the same load balancer has its own allowance.
      const other = await callsUntilLimited(t, () => '203.0.113.8', 1);
      expect(other).toBeNull();
    });

    it('garbage in the hop the balancer wrote does not give each request a bucket of its own', async () => {
      // A forged "address" per request in the only entry: not an IP, so it is not used as one.
      const limitedAfter = await callsUntilLimited(t, () => `not-an-ip-${forgedAddress()}`);
      expect(limitedAfter).not.toBeNull();
    });
  });

  describe('TRUST_PROXY=2 (a CDN in front of the load balancer)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: { TRUST_PROXY: '2' } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('takes the second address from the right', async () => {
      // client-forged, real client (written by the CDN), CDN (written by the balancer)
      const limitedAfter = await callsUntilLimited(t, () => `${forgedAddress()}, 203.0.113.20, 192.0.2.1`);
      expect(limitedAfter).not.toBeNull();
      // The same CDN node relays another client: not limited with the first one.
      expect(await callsUntilLimited(t, () => '203.0.113.21, 192.0.2.1', 1)).toBeNull();
    });
  });
});
