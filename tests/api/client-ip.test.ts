// The client address behind load balancers. X-Forwarded-For is a list each proxy appends the address
// it saw to; everything left of what our own proxies wrote is written by the client and may be
// forged. With TRUST_PROXY=<n> (true = 1) the gateway takes the n-th address from the right, so a
// client cannot pick its own rate-limit bucket by prepending addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, normalizeAddress, rateLimitBucket } from '../../gateway/client-ip.ts';
import { loadConfig } from '../../gateway/config.ts';
import { dbKinds } from '../support/db.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createUserAndLogin } from '../support/users.ts';

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

    it('IPv6 clients count per /64: 70 analytics calls from 2001:db8:0:N::1…70 meet the 60-a-minute limit', async () => {
      // One subscriber's /64 holds 2^64 addresses: a new one per call must not be a new allowance.
      let host = 0;
      const limitedAfter = await callsUntilLimited(t, () => `2001:db8:0:7::${(++host).toString(16)}`, 70);
      expect(limitedAfter).toBe(61);
      // The same /64 written in full, or with another host part, is the same client.
      expect(await callsUntilLimited(t, () => '2001:0db8:0000:0007:ffff:ffff:ffff:ffff', 1)).toBe(1);
      // The neighbouring /64 is another client with its own allowance.
      expect(await callsUntilLimited(t, () => '2001:db8:0:8::1', 1)).toBeNull();
    });

    it('the sign-in throttle counts an IPv6 client per /64 too', async () => {
      const user = await createUserAndLogin(t);
      const statuses: number[] = [];
      for (let i = 1; i <= 7; i++) {
        const response = await t.rest('POST', '/auth/login', { email: user.email, password: 'Wrong@1234' }, { ip: `2001:db8:0:9::${i}` });
        statuses.push(response.status);
      }
      // Five failures, then every further address of that /64 waits, as one address would.
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
      expect((await t.rest('POST', '/auth/login', { email: user.email, password: user.password }, { ip: '2001:db8:0:a::1' })).status).toBe(200);
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

  it('rate limits key IPv4 by address and IPv6 by its /64 network', () => {
    expect(rateLimitBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitBucket('2001:db8:0:5::1')).toBe('2001:db8:0:5::/64');
    expect(rateLimitBucket('2001:0db8:0000:0005:abcd:1:2:3')).toBe('2001:db8:0:5::/64');
    expect(rateLimitBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitBucket('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitBucket('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(rateLimitBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitBucket('unknown')).toBe('unknown');
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
