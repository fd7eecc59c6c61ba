// The client's address, for the per-address rate limits.
//
// Behind load balancers each proxy appends the address it received the request from to
// X-Forwarded-For, so the header reads `<whatever the client wrote>, <client>, <proxy 1>, ...`.
// Only the entries our own proxies wrote can be believed: with N trusted proxies the client is the
// N-th entry from the right. Everything left of it is the client's own text; taking the left-most
// entry (as a plain `split(',')[0]` does) lets every request pick a fresh rate-limit bucket.
import { isIP } from 'node:net';

const MAX_TRUSTED_PROXIES = 10;

/**
 * TRUST_PROXY: unset or `false` = no proxy (the socket's peer is the client), `true` = one proxy,
 * or the number of proxies in front of the gateway (CDN + load balancer = 2).
 */
export function parseTrustProxy(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === '0') return 0;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text) && Number(text) <= MAX_TRUSTED_PROXIES) return Number(text);
  throw new Error(
    `Invalid TRUST_PROXY: ${value} (expected true, false or the number of proxies in front of the gateway, at most ${MAX_TRUSTED_PROXIES})`,
  );
}

/**
 * An address as a proxy or the socket writes it, normalised (`[v6]:port` and `v4:port` lose the
 * port, an IPv4-mapped IPv6 address becomes IPv4); null when it is not an IP address at all.
 */
export function normalizeAddress(value: string | null | undefined): string | null {
  let text = value?.trim();
  if (!text) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  if (/^::ffff:/i.test(text) && isIP(text.slice(7)) === 4) text = text.slice(7);
  return isIP(text) ? text.toLowerCase() : null;
}

/**
 * The client address of a request that reached us from `peer` (the socket's remote address) with
 * this X-Forwarded-For, when `trustedProxies` proxies stand in front of the gateway. Walks the
 * header from the right, one entry per trusted proxy; an entry that is not an IP address stops the
 * walk at the last address a trusted party vouched for (so garbage never becomes a bucket of its own).
 */
export function clientAddress(peer: string | null | undefined, forwardedFor: string | null, trustedProxies: number): string {
  let client = normalizeAddress(peer) ?? 'unknown';
  if (trustedProxies <= 0 || !forwardedFor) return client;
  const hops = forwardedFor.split(',').reverse();
  for (let i = 0; i < trustedProxies && i < hops.length; i++) {
    const address = normalizeAddress(hops[i]);
    if (!address) break;
    client = address;
  }
  return client;
}

/**
 * The bucket a client address counts in for rate limits and throttles: an IPv4 address itself, an
 * IPv6 address's /64 network (`2001:db8:0:5::/64`). One IPv6 subscriber, a home or a single cloud
 * machine, is routinely given a whole /64, so per-address buckets would let one client take 2^64 of
 * them. Anything else (`unknown`) is its own bucket.
 */
export function rateLimitBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64` : address;
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail becomes the last two). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, ''); // no zone index
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}
