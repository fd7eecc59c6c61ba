// Refresh-token sessions. Each sign-in starts a family; every refresh rotates the token (the old
// row is marked rotated, a new row of the same family is created). Presenting a rotated token again
// means it was stolen or replayed: the whole family is revoked.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../prisma/generated/client/client.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

async function insert(
  prisma: Pick<PrismaClient, 'session'>,
  userId: number,
  familyId: string,
  days: number,
  now: Date,
  userAgent: string | null,
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  await prisma.session.create({
    data: { userId, familyId, tokenHash: hashToken(token), expiresAt, userAgent: userAgent?.slice(0, 255) },
  });
  return { token, expiresAt };
}

export function startSession(
  prisma: PrismaClient,
  userId: number,
  days: number,
  now: Date,
  userAgent: string | null,
): Promise<IssuedRefreshToken> {
  return insert(prisma, userId, randomUUID(), days, now, userAgent);
}

export type RotateResult =
  | { ok: true; userId: number; refresh: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' | 'disabled' };

export async function rotateSession(
  prisma: PrismaClient,
  token: string,
  days: number,
  now: Date,
  userAgent: string | null,
): Promise<RotateResult> {
  const session = await prisma.session.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { isDisabled: true } } },
  });
  if (!session) return { ok: false, reason: 'unknown' };
  if (session.revokedAt) return { ok: false, reason: 'revoked' };
  const revokeFamily = () =>
    prisma.session.updateMany({ where: { familyId: session.familyId, revokedAt: null }, data: { revokedAt: now } });
  if (session.rotatedAt) {
    await revokeFamily();
    return { ok: false, reason: 'reused' };
  }
  if (session.expiresAt <= now) return { ok: false, reason: 'expired' };
  if (session.user.isDisabled) {
    await revokeFamily();
    return { ok: false, reason: 'disabled' };
  }
  return prisma.$transaction(async (tx) => {
    // Only one of two concurrent refreshes with the same token can win; the loser is a reuse.
    const { count } = await tx.session.updateMany({
      where: { id: session.id, rotatedAt: null, revokedAt: null },
      data: { rotatedAt: now },
    });
    if (count !== 1) {
      await tx.session.updateMany({ where: { familyId: session.familyId, revokedAt: null }, data: { revokedAt: now } });
      return { ok: false as const, reason: 'reused' as const };
    }
    const refresh = await insert(tx, session.userId, session.familyId, days, now, userAgent);
    return { ok: true as const, userId: session.userId, refresh };
  });
}

/** Revokes the family of the given token (logout). Unknown tokens are ignored. */
export async function endSession(prisma: PrismaClient, token: string, now: Date): Promise<void> {
  const session = await prisma.session.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!session) return;
  await prisma.session.updateMany({ where: { familyId: session.familyId, revokedAt: null }, data: { revokedAt: now } });
}

/** Revokes every session of a user (e.g. when an admin disables them or the password changes). */
export async function endAllSessions(prisma: Pick<PrismaClient, 'session'>, userId: number, now: Date): Promise<void> {
  await prisma.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
}
