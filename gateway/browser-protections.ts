// What the gateway does for browsers around its routes, in one place for gateway/app.ts:
//   before routing   refuse cross-site use of the refresh-token cookie (csrf.ts) on /graphql and
//                    the REST refresh/logout routes; answer REST preflights
//   after routing    CORS headers for the REST API (yoga adds its own on /graphql, from the same
//                    list: graphqlCors), the security headers of every response and its
//                    X-Request-Id
import type { Config } from './config.ts';
import { addVary, createOriginPolicy, graphqlCors, restCorsHeaders } from './cors.ts';
import { csrfCheck, csrfMessages } from './csrf.ts';
import { json, REST_BASE } from './rest/facade.ts';
import { COOKIE_AUTHENTICATED_PATHS } from './rest/routes/auth.ts';
import { createSecurityHeaders } from './security-headers.ts';
import { REQUEST_ID_HEADER, requestIdField } from './request-context.ts';

type ProtectionsConfig = Pick<Config, 'publicUrl' | 'corsOrigins' | 'refreshCookieName' | 'production' | 'remotes' | 'storage'>;

const cookieRestPaths = new Set<string>(Object.values(COOKIE_AUTHENTICATED_PATHS).map((path) => `${REST_BASE}${path}`));
const isRest = (path: string) => path === REST_BASE || path.startsWith(`${REST_BASE}/`);

export function createBrowserProtections(config: ProtectionsConfig) {
  const origins = createOriginPolicy(config.publicUrl, config.corsOrigins);
  const applySecurityHeaders = createSecurityHeaders(config);

  return {
    origins,
    /** The `cors` option for graphql-yoga. */
    graphqlCors: graphqlCors(origins),

    /** A response that ends the request before it is routed, or null to go on. */
    intercept(request: Request): Response | null {
      const path = new URL(request.url).pathname;
      const rest = isRest(path);
      if (rest && request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { 'content-length': '0' } });
      const graphql = path === '/graphql';
      if (!graphql && !(rest && cookieRestPaths.has(path.replace(/\/$/, '')))) return null;
      const refusal = csrfCheck(request, origins, config.refreshCookieName);
      if (!refusal) return null;
      const message = csrfMessages[refusal];
      return graphql
        ? json(403, { data: null, errors: [{ message, extensions: { code: 'FORBIDDEN', ...requestIdField() } }] })
        : json(403, { message });
    },

    /** The routed response with CORS (REST), security headers and the request's id (X-Request-Id). */
    async finish(request: Request, response: Response, requestId: string): Promise<Response> {
      const path = new URL(request.url).pathname;
      const extra: Record<string, string> = { [REQUEST_ID_HEADER]: requestId };
      if (isRest(path) || path === '/graphql') {
        Object.assign(extra, isRest(path) ? restCorsHeaders(origins, request) : {});
        // The CORS answer depends on the Origin: caches must not hand one origin's answer to another.
        const vary = new Headers(response.headers);
        addVary(vary, 'Origin');
        extra.vary = vary.get('vary')!;
      }
      return applySecurityHeaders(request, response, extra);
    },
  };
}

export type BrowserProtections = ReturnType<typeof createBrowserProtections>;
