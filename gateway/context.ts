// Builds the per-request GraphQL context: the services plus who is asking.
import { GraphQLError } from 'graphql';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { Context, Services, Viewer } from '../schema/context.ts';
import type { createAccessTokens } from './tokens.ts';
import { rateLimitBucket } from './client-ip.ts';
import { responseCookies } from './use-response-cookies.ts';
import type { ViewerCache } from './viewer-cache.ts';
import type { ApiKeyAuth } from './api-keys.ts';
import { looksLikeApiKey } from '../schema/api-keys/keys.ts';
import { requestedCost } from './use-query-cost.ts';

export interface ServerContext {
  /** The client's address as the gateway determined it (gateway/client-ip.ts). */
  clientIp?: string;
}

export interface ContextDeps {
  services: Services;
  /** Checks a bearer value shaped like an API key (gateway/api-keys.ts). */
  apiKeys: ApiKeyAuth;
  tokens: ReturnType<typeof createAccessTokens>;
  /** Accepted viewers, remembered for a moment and forgotten on revocation. */
  viewerCache: ViewerCache;
  cookieSecure: boolean;
}

interface ViewerRow {
  id: number;
  role: Viewer['role'];
  isDisabled: boolean;
  emailVerified: boolean;
  sessionLive: boolean;
}

/** 401 is the client's signal to refresh its access token once, then replay the request. */
function rejectToken(message: string): never {
  throw new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
}

/** A request its API key's cost budget cannot cover: 429 with the seconds to wait. */
function rejectRate(message: string, retryAfter: number): never {
  throw new GraphQLError(message, {
    extensions: { code: 'RATE_LIMITED', retryAfter, http: { status: 429, headers: { 'retry-after': String(retryAfter) } } },
  });
}

/**
 * Who sent the request: a viewer, null for a visitor, or why its bearer token or API key is
 * refused (status 429 with retryAfter for a key over its cost budget, else 401).
 */
export type ViewerResult = { viewer: Viewer | null } | { error: string; status?: 429; retryAfter?: number };

/**
 * Reads the bearer token of a request and the user it names. An API key is charged `cost` (the
 * query's estimated cost) from its budget; without one (an upload admitted before its document is
 * read) it is only checked.
 */
export async function resolveViewer(
  request: Request,
  { services, tokens, viewerCache, apiKeys }: Pick<ContextDeps, 'services' | 'tokens' | 'viewerCache' | 'apiKeys'>,
  cost?: number,
): Promise<ViewerResult> {
  const authorization = request.headers.get('authorization');
  if (!authorization) return { viewer: null };
  const [scheme, token] = authorization.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return { error: 'Invalid authorization header' };
  if (looksLikeApiKey(token)) return apiKeys(request, token, cost);
  const result = await tokens.verify(token);
  if ('error' in result) return { error: result.error === 'expired' ? 'Access token expired' : 'Invalid access token' };
  // The user is read (or was read a moment ago, see viewer-cache.ts): disabling a user or ending a
  // sign-in takes effect at once. In the same statement, the token's sign-in (refresh-token family)
  // must still be live: not revoked by a logout, a password change or a theft, and within its
  // absolute lifetime.
  const sessionId = result.sessionId;
  const viewer = await viewerCache.read(result.userId, sessionId, async () => {
    const rows = await services.prisma.$queryRaw<ViewerRow[]>`
      SELECT u."id", u."role"::text AS "role", u."isDisabled", u."emailVerified",
        (${sessionId}::text IS NULL OR COALESCE((
          SELECT bool_and(s."revokedAt" IS NULL) AND bool_or(s."familyExpiresAt" > ${services.now()})
          FROM "Session" s WHERE s."familyId" = ${sessionId}::text AND s."userId" = u."id"
        ), false)) AS "sessionLive"
      FROM "User" u WHERE u."id" = ${result.userId}`;
    const user = rows[0];
    if (!user || user.isDisabled || !user.emailVerified || !user.sessionLive) return null;
    return { id: user.id, role: user.role, sessionId };
  });
  return viewer ? { viewer } : { error: 'Your session is no longer valid' };
}

export function createContextFactory({ services, tokens, viewerCache, apiKeys, cookieSecure }: ContextDeps) {
  return async (initial: { request: Request } & ServerContext): Promise<Context> => {
    const { request, clientIp } = initial;
    const cookies = parseCookie(request.headers.get('cookie') ?? '');
    const setCookies = responseCookies(request);
    // The context is built once the document passed the limits, so its cost is known: an API key
    // pays it (at least 1) before anything runs.
    const resolved = await resolveViewer(request, { services, tokens, viewerCache, apiKeys }, requestedCost(initial) ?? 1);
    if ('error' in resolved) {
      if (resolved.status === 429) rejectRate(resolved.error, resolved.retryAfter ?? 60);
      rejectToken(resolved.error);
    }
    const viewer: Context['viewer'] = resolved.viewer;

    return {
      ...services,
      viewer,
      // Rate limits and throttles key on this: an IPv6 client counts by its /64 network.
      clientIp: rateLimitBucket(clientIp ?? 'unknown'),
      userAgent: request.headers.get('user-agent'),
      getCookie: (name) => cookies[name],
      setCookie: (name, value, options) => {
        setCookies.push(
          stringifySetCookie(name, value ?? '', {
            httpOnly: true,
            sameSite: 'strict',
            secure: cookieSecure,
            path: '/',
            maxAge: value === null ? 0 : options?.maxAgeSeconds,
          }),
        );
      },
    };
  };
}
