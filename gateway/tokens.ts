// Access tokens: short-lived JWTs (HS256, at most 15 minutes) with issuer and audience checked.
// `sid` names the refresh-token family (sign-in) the token was issued for: logging out or
// disabling the user revokes the family, and gateway/context.ts refuses its access tokens at once.
import { SignJWT, jwtVerify, errors } from 'jose';
import type { AccessTokens, Viewer } from '../schema/context.ts';
import type { Config } from './config.ts';

const ALGORITHM = 'HS256';

export function createAccessTokens(jwt: Config['jwt']): AccessTokens & {
  verify(token: string): Promise<{ userId: number; sessionId: string | null } | { error: 'expired' | 'invalid' }>;
} {
  return {
    async issue(viewer: Viewer, sessionId?: string) {
      return new SignJWT({ role: viewer.role, ...(sessionId ? { sid: sessionId } : {}) })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(viewer.id))
        .setIssuer(jwt.issuer)
        .setAudience(jwt.audience)
        .setIssuedAt()
        .setExpirationTime(`${jwt.accessTokenSeconds}s`)
        .sign(jwt.secret);
    },
    async verify(token: string) {
      try {
        const { payload } = await jwtVerify(token, jwt.secret, {
          algorithms: [ALGORITHM],
          issuer: jwt.issuer,
          audience: jwt.audience,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0) return { error: 'invalid' as const };
        if (payload.sid !== undefined && (typeof payload.sid !== 'string' || payload.sid.length > 64)) {
          return { error: 'invalid' as const };
        }
        return { userId, sessionId: (payload.sid as string | undefined) ?? null };
      } catch (error) {
        return { error: error instanceof errors.JWTExpired ? ('expired' as const) : ('invalid' as const) };
      }
    },
  };
}
