// The client address behind load balancers. X-Forwarded-For is a list each proxy appends the address
// it saw to; everything left of what our own proxies wrote is written by the client and may be
// forged. With TRUST_PROXY=<n> (true = 1) the gateway takes the n-th address from the right, so a
// client cannot pick its own rate-limit bucket by prepending addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, normalizeAddress } from '../../gateway/client-ip.ts';
import { loadConfig } from '../../gateway/config.ts';
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

describe('reading X-Forwarded-For', () => {
  it('takes the n-th entry from the right, never one the client wrote further left', () => {
    expect(clientAddress('10.0.0.5', '1.1.1.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.5', '1.1.1.1,203.0.113.7, 192.0.2.1', 2)).toBe('203.0.113.7');
    // Two headers are one list.
    expect(clientAddress('10.0.0.5', '1.1.1.1, 2.2.2.2, 203.0.113.7', 1)).toBe('203.0.113.7');
    // No proxy trusted: the header is ignored.
    expect(clientAddress('10.0.0.5', '203.0.113.7', 0)).toBe('10.0.0.5');
    expect(clientAddress(undefined, null, 1)).toBe('unknown');
  });

  it('stops at an entry that is not an IP address, at the last address a trusted proxy vouched for', () => {
    expect(clientAddress('10.0.0.5', 'evil', 1)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', '203.0.113.7, <script>', 2)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', 'junk, 192.0.2.1', 2)).toBe('192.0.2.1');
    expect(clientAddress('10.0.0.5', '203.0.113.7, ', 1)).toBe('10.0.0.5');
  });

  it('normalises ports, brackets and IPv4-mapped IPv6', () => {
    expect(normalizeAddress('203.0.113.7:5123')).toBe('203.0.113.7');
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress('unknown')).toBeNull();
    expect(normalizeAddress('999.1.1.1')).toBeNull();
    expect(normalizeAddress('')).toBeNull();
  });

  it('TRUST_PROXY is true, false or a number of proxies; anything else stops the start', () => {
    const trusted = (value?: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(32), CODE_SECRET: 'c', TRUST_PROXY: value }).trustedProxies;
    expect(trusted(undefined)).toBe(0);
    expect(trusted('false')).toBe(0);
    expect(trusted('true')).toBe(1);
    expect(trusted('2')).toBe(2);
    expect(() => trusted('yes')).toThrow(/TRUST_PROXY/);
    expect(() => trusted('-1')).toThrow(/TRUST_PROXY/);
  });
});
