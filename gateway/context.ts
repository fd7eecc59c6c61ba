// Builds the per-request GraphQL context: the services plus who is asking.
import { GraphQLError } from 'graphql';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { Context, Services } from '../schema/context.ts';
import type { createAccessTokens } from './tokens.ts';
import { responseCookies } from './use-response-cookies.ts';

export interface ServerContext {
  /** The client's address as the gateway determined it (see gateway/http.ts). */
  clientIp?: string;
}

export interface ContextDeps {
  services: Services;
  tokens: ReturnType<typeof createAccessTokens>;
  cookieSecure: boolean;
}

/** 401 is the client's signal to refresh its access token once (spec section 4, Session). */
function rejectToken(message: string): never {
  throw new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
}

export function createContextFactory({ services, tokens, cookieSecure }: ContextDeps) {
  return async ({ request, clientIp }: { request: Request } & ServerContext): Promise<Context> => {
    const cookies = parseCookie(request.headers.get('cookie') ?? '');
    const setCookies = responseCookies(request);
    let viewer: Context['viewer'] = null;

    const authorization = request.headers.get('authorization');
    if (authorization) {
      const [scheme, token] = authorization.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) rejectToken('Invalid authorization header');
      const result = await tokens.verify(token);
      if ('error' in result) rejectToken(result.error === 'expired' ? 'Access token expired' : 'Invalid access token');
      // Read the user on every request: disabling a user or changing a role takes effect at once.
      const user = await services.prisma.user.findUnique({
        where: { id: result.userId },
        select: { id: true, role: true, isDisabled: true, emailVerified: true },
      });
      if (!user || user.isDisabled || !user.emailVerified) rejectToken('Your session is no longer valid');
      viewer = { id: user.id, role: user.role };
    }

    return {
      ...services,
      viewer,
      clientIp: clientIp ?? 'unknown',
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
