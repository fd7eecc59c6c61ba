// Refresh-token sessions. Each sign-in starts a family; every refresh rotates the token (the old
// row is marked rotated, a new row of the same family is created). A family ends 90 days after the
// sign-in that started it however often it is refreshed (familyExpiresAt), and each token lapses
// after 30 days without a refresh (expiresAt).
//
// Presenting a rotated token again means it was stolen or replayed: the whole family is revoked.
// Except within a short grace window after the rotation: two tabs of one browser that refresh at
// the same moment send the same cookie, and the slower one must not log the user out. It gets a
// fresh token of the same family instead.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import type { Role } from '../../prisma/generated/client/enums.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionSettings {
  /** Sliding lifetime of one refresh token. */
  refreshTokenDays: number;
  /** Absolute lifetime of the family. */
  sessionMaxDays: number;
  /** Seconds after a rotation in which the rotated token still yields a new token. */
  refreshGraceSeconds: number;
}

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  /** The family: access tokens carry it as `sid`. */
  familyId: string;
}

type Db = Pick<PrismaClient, 'session'>;

async function insert(
  prisma: Db,
  family: { userId: number; familyId: string; familyExpiresAt: Date },
  days: number,
  now: Date,
  userAgent: string | null,
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  const sliding = now.getTime() + days * 86_400_000;
  const expiresAt = new Date(Math.min(sliding, family.familyExpiresAt.getTime()));
  await prisma.session.create({
    data: {
      userId: family.userId,
      familyId: family.familyId,
      familyExpiresAt: family.familyExpiresAt,
      tokenHash: hashToken(token),
      expiresAt,
      userAgent: userAgent?.slice(0, 255),
      createdAt: now,
    },
  });
  return { token, expiresAt, familyId: family.familyId };
}

export function startSession(
  prisma: PrismaClient,
  userId: number,
  settings: SessionSettings,
  now: Date,
  userAgent: string | null,
): Promise<IssuedRefreshToken> {
  const familyExpiresAt = new Date(now.getTime() + settings.sessionMaxDays * 86_400_000);
  return insert(prisma, { userId, familyId: randomUUID(), familyExpiresAt }, settings.refreshTokenDays, now, userAgent);
}

export type RotateResult =
  | { ok: true; userId: number; refresh: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' }
  /** The sign-in of `userId` was revoked because of it: its access tokens must be refused too. */
  | { ok: false; reason: 'reused' | 'disabled'; userId: number };

const withinGrace = (rotatedAt: Date, now: Date, settings: SessionSettings) =>
  now.getTime() - rotatedAt.getTime() <= settings.refreshGraceSeconds * 1000;

export async function rotateSession(
  prisma: PrismaClient,
  token: string,
  settings: SessionSettings,
  now: Date,
  userAgent: string | null,
): Promise<RotateResult> {
  const session = await prisma.session.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { isDisabled: true } } },
  });
  if (!session) return { ok: false, reason: 'unknown' };
  if (session.revokedAt) return { ok: false, reason: 'revoked' };
  const revokeFamily = (db: Db) =>
    db.session.updateMany({ where: { familyId: session.familyId, revokedAt: null }, data: { revokedAt: now } });
  if (session.rotatedAt && !withinGrace(session.rotatedAt, now, settings)) {
    await revokeFamily(prisma);
    return { ok: false, reason: 'reused', userId: session.userId };
  }
  if (session.expiresAt <= now || session.familyExpiresAt <= now) return { ok: false, reason: 'expired' };
  if (session.user.isDisabled) {
    await revokeFamily(prisma);
    return { ok: false, reason: 'disabled', userId: session.userId };
  }
  return prisma.$transaction(async (tx) => {
    // Of concurrent refreshes with one token exactly one rotates it; the others find it rotated a
    // moment ago (the update waits for the winner's row lock on PostgreSQL) and get a sibling.
    const { count } = await tx.session.updateMany({
      where: { id: session.id, rotatedAt: null, revokedAt: null },
      data: { rotatedAt: now },
    });
    if (count !== 1) {
      const current = await tx.session.findUniqueOrThrow({ where: { id: session.id } });
      if (current.revokedAt) return { ok: false as const, reason: 'revoked' as const };
      if (!current.rotatedAt || !withinGrace(current.rotatedAt, now, settings)) {
        await revokeFamily(tx);
        return { ok: false as const, reason: 'reused' as const, userId: session.userId };
      }
    }
    // A logout (or theft detection) that revoked the family while this refresh ran wins.
    const revoked = await tx.session.count({ where: { familyId: session.familyId, revokedAt: { not: null } } });
    if (revoked > 0) return { ok: false as const, reason: 'revoked' as const };
    const refresh = await insert(tx, session, settings.refreshTokenDays, now, userAgent);
    return { ok: true as const, userId: session.userId, refresh };
  });
}

/**
 * The sign-in a refresh token belongs to while the token is still good (not revoked, not expired,
 * not rotated longer ago than the grace window), without rotating it; null otherwise.
 */
export async function liveSession(
  prisma: PrismaClient,
  token: string | undefined,
  settings: SessionSettings,
  now: Date,
): Promise<{ familyId: string; userId: number; email: string; name: string; emailVerified: boolean; role: Role } | null> {
  if (!token || token.length > 200) return null;
  const session = await prisma.session.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      familyId: true,
      userId: true,
      revokedAt: true,
      rotatedAt: true,
      expiresAt: true,
      familyExpiresAt: true,
      user: { select: { email: true, name: true, emailVerified: true, role: true, isDisabled: true } },
    },
  });
  if (!session || session.revokedAt || session.user.isDisabled) return null;
  if (session.expiresAt <= now || session.familyExpiresAt <= now) return null;
  if (session.rotatedAt && !withinGrace(session.rotatedAt, now, settings)) return null;
  const { email, name, emailVerified, role } = session.user;
  return { familyId: session.familyId, userId: session.userId, email, name, emailVerified, role };
}

/**
 * The family of a refresh token that is still good for `email`'s account, or null. A browser that
 * presents one is a known session: its sign-ins are not slowed by other people's failed attempts.
 */
export async function knownSession(
  prisma: PrismaClient,
  token: string | undefined,
  email: string,
  settings: SessionSettings,
  now: Date,
): Promise<string | null> {
  const session = await liveSession(prisma, token, settings, now);
  return session && session.email === email ? session.familyId : null;
}

/** Revokes the family of the given token (logout) and names its user; unknown tokens are ignored (null). */
export async function endSession(prisma: PrismaClient, token: string, now: Date): Promise<number | null> {
  const session = await prisma.session.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!session) return null;
  await prisma.session.updateMany({ where: { familyId: session.familyId, revokedAt: null }, data: { revokedAt: now } });
  return session.userId;
}

/** Revokes every session of a user (e.g. when an admin disables them or the password changes). */
export async function endAllSessions(prisma: Pick<PrismaClient, 'session'>, userId: number, now: Date): Promise<void> {
  await prisma.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
}
