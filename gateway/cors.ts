// Which browser origins may use the API with the user's credentials. The refresh-token cookie is
// sent with every request to the gateway, so granting CORS with credentials to an origin lets its
// scripts mint access tokens for whoever visits it: only the site itself (PUBLIC_URL's origin and
// the origin the request was addressed to) and the origins listed in CORS_ORIGINS are trusted.
// The same list decides which Origin/Referer the cookie-authenticated endpoints accept (csrf.ts).
import type { CORSOptions } from '@whatwg-node/server';

/** Origins of the Rsbuild dev servers (shell, mfe-public, mfe-admin), which proxy the API to the gateway. */
export const DEV_SERVER_ORIGINS = ['http://localhost:3000', 'http://localhost:3001', 'http://localhost:3002'];

/** Parses a comma-separated list of origins (`https://app.example.com`); refuses `*`, paths and junk. */
export function parseOriginList(value: string | undefined, name = 'CORS_ORIGINS'): string[] {
  const origins: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      url = null;
    }
    const bare =
      url &&
      (url.pathname === '/' || url.pathname === '') &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !url.password &&
      /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/i.test(url.hostname); // no wildcards: a browser never sends one
    if (!url || !bare || (url.protocol !== 'https:' && url.protocol !== 'http:') || entry.replace(/\/$/, '').toLowerCase() !== url.origin.toLowerCase()) {
      throw new Error(`Invalid ${name} entry "${entry}": expected origins such as https://app.example.com, separated by commas (no * and no paths)`);
    }
    origins.push(url.origin);
  }
  return [...new Set(origins)];
}

export interface OriginPolicy {
  /** The fixed part of the list: PUBLIC_URL's origin and CORS_ORIGINS. */
  readonly origins: readonly string[];
  /** Whether a page of `origin` may call the API of this request with credentials. */
  allows(origin: string | null | undefined, request: Request): boolean;
}

export function createOriginPolicy(publicUrl: string, extraOrigins: readonly string[]): OriginPolicy {
  const fixed = new Set([new URL(publicUrl).origin, ...extraOrigins]);
  return {
    origins: [...fixed],
    allows(origin, request) {
      if (!origin || origin === 'null') return false;
      if (fixed.has(origin)) return true;
      try {
        return origin === new URL(request.url).origin;
      } catch {
        return false;
      }
    },
  };
}

const GRAPHQL_METHODS = ['GET', 'POST', 'OPTIONS'];
const REST_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const MAX_AGE_SECONDS = 600;
/** Response headers a page on an allowed origin may read: when to try again, an API key's budget, the request's id. */
const EXPOSED_HEADERS = ['retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'x-request-id'];

/** The `cors` option of graphql-yoga: a grant for allowed origins, nothing at all (false) for others. */
export function graphqlCors(policy: OriginPolicy) {
  return (request: Request): CORSOptions => {
    const origin = request.headers.get('origin');
    if (!policy.allows(origin, request)) return false;
    // One origin in the list: yoga answers with exactly that origin (never `*`) and credentials.
    // X-Request-Id: a page on another origin can read the id to quote, as GraphQL errors carry it;
    // and, as on REST, when to try again and what is left of an API key's budget.
    return { origin: [origin!], credentials: true, methods: GRAPHQL_METHODS, maxAge: MAX_AGE_SECONDS, exposedHeaders: EXPOSED_HEADERS };
  };
}

/** CORS headers of a REST response (or preflight) for this request; none for a foreign or absent Origin. */
export function restCorsHeaders(policy: OriginPolicy, request: Request): Record<string, string> {
  const origin = request.headers.get('origin');
  if (!policy.allows(origin, request)) return {};
  const headers: Record<string, string> = {
    'access-control-allow-origin': origin!,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': EXPOSED_HEADERS.join(', '),
  };
  if (request.method === 'OPTIONS') {
    headers['access-control-allow-methods'] = REST_METHODS.join(', ');
    const requested = request.headers.get('access-control-request-headers');
    if (requested) headers['access-control-allow-headers'] = requested;
    headers['access-control-max-age'] = String(MAX_AGE_SECONDS);
  }
  return headers;
}

/** Adds `value` to the Vary header once. */
export function addVary(headers: Headers, value: string): void {
  const current = headers.get('vary');
  const names = (current ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  if (names.includes('*') || names.includes(value.toLowerCase())) return;
  headers.set('vary', current ? `${current}, ${value}` : value);
}
