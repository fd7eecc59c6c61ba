// Cross-site request forgery on the endpoints the refresh-token cookie authenticates (GraphQL's
// refreshToken/logout, POST /auth/refresh-token and /auth/logout). The cookie is SameSite=Strict,
// which keeps other sites out, but not other origins of the same site (sibling subdomains) nor
// browsers that ignore SameSite. So a request that carries the cookie must also:
//   1. come from an allowed origin: its Origin header, or without one its Referer, when present,
//      must be on the list of cors.ts (absent both, it is not a browser page of another origin);
//   2. not be something an HTML form or a no-CORS fetch can send on its own: a form-like body
//      (multipart/form-data, application/x-www-form-urlencoded, text/plain, or a body without a
//      type) needs an X-Requested-With header, which a page on another origin cannot add without a
//      CORS preflight the gateway does not grant. JSON bodies need no header: they are preflighted.
// Requests without the cookie are left alone: API clients send bearer tokens, and the site's own
// beacons (analytics as text/plain) never touch the cookie-authenticated endpoints.
import type { OriginPolicy } from './cors.ts';

/** The header the shell sends with every GraphQL request (packages/host-api/src/session/network.ts). */
export const CSRF_HEADER = 'x-requested-with';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

export type CsrfRefusal = 'origin' | 'referer' | 'form';

export function hasCookie(request: Request, name: string): boolean {
  const header = request.headers.get('cookie');
  if (!header) return false;
  return header.split(';').some((part) => {
    const eq = part.indexOf('=');
    return eq > 0 && part.slice(0, eq).trim() === name && part.slice(eq + 1).trim() !== '';
  });
}

/** Whether the body is one a cross-site form or a no-CORS fetch could send without a preflight. */
function formLikeBody(request: Request): boolean {
  const type = request.headers.get('content-type');
  if (type === null) {
    // No type: only a problem when there is a body (the product's POST /auth/refresh-token has none).
    const length = request.headers.get('content-length');
    return request.headers.has('transfer-encoding') || (length !== null && length.trim() !== '0');
  }
  const media = type.split(';')[0]!.trim().toLowerCase();
  return media === '' || FORM_TYPES.has(media);
}

/** Why this request must be refused, or null when it may go on. */
export function csrfCheck(request: Request, policy: OriginPolicy, cookieName: string): CsrfRefusal | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  if (!hasCookie(request, cookieName)) return null;
  const origin = request.headers.get('origin');
  if (origin !== null) {
    if (!policy.allows(origin, request)) return 'origin';
  } else {
    const referer = request.headers.get('referer');
    if (referer) {
      let refererOrigin: string | null = null;
      try {
        refererOrigin = new URL(referer).origin;
      } catch {
        refererOrigin = null;
      }
      if (!policy.allows(refererOrigin, request)) return 'referer';
    }
  }
  if (formLikeBody(request) && !request.headers.get(CSRF_HEADER)) return 'form';
  return null;
}

export const csrfMessages: Record<CsrfRefusal, string> = {
  origin: 'Cross-site request refused: this origin may not use the session cookie.',
  referer: 'Cross-site request refused: this origin may not use the session cookie.',
  form: 'Cross-site request refused: send the request as application/json or with an X-Requested-With header.',
};
