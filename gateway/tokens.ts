// Access tokens: short-lived JWTs (HS256, at most 15 minutes) with issuer and audience checked.
// `sid` names the refresh-token family (sign-in) the token was issued for: logging out or
// disabling the user revokes the family, and gateway/context.ts refuses its access tokens at once.
//
// A verified token is remembered until it expires: a browser sends the same token with every request
// for up to 15 minutes, and checking its HMAC through WebCrypto each time cost about a quarter of the
// gateway's throughput. The cache holds only tokens that passed every check, keyed by the exact
// token text (which the signature covers), so it can never accept a token the check would refuse;
// expiry is still checked on every use.
import { LRUCache } from 'lru-cache';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { AccessTokens, Viewer } from '../schema/context.ts';
import type { Config } from './config.ts';

const ALGORITHM = 'HS256';
/** Verified tokens remembered at once (a few MB at most). */
const VERIFIED_TOKENS = 10_000;

interface VerifiedToken {
  userId: number;
  sessionId: string | null;
  /** exp, in milliseconds. */
  expiresAt: number;
}

export function createAccessTokens(jwt: Config['jwt']): AccessTokens & {
  verify(token: string): Promise<{ userId: number; sessionId: string | null } | { error: 'expired' | 'invalid' }>;
} {
  const verified = new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKENS });
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
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAt) return { userId: known.userId, sessionId: known.sessionId };
        verified.delete(token);
        return { error: 'expired' as const };
      }
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
        const sessionId = (payload.sid as string | undefined) ?? null;
        verified.set(token, { userId, sessionId, expiresAt: payload.exp! * 1000 });
        return { userId, sessionId };
      } catch (error) {
        return { error: error instanceof errors.JWTExpired ? ('expired' as const) : ('invalid' as const) };
      }
    },
  };
}
