// One-time codes sent by e-mail: 6 digits from a CSPRNG, stored as an HMAC, valid 10 minutes,
// single use, at most 5 wrong tries. A new code replaces the user's earlier ones of that purpose.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '../../prisma/generated/client/enums.ts';
import type { PrismaClient } from '../../prisma/generated/client/client.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

type Tx = Pick<PrismaClient, 'emailCode'>;

function digest(secret: string, userId: number, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');
}

export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Issues a fresh code for the user and purpose, voiding the earlier ones. Returns the plain code to e-mail. */
export async function issueCode(
  tx: Tx,
  secret: string,
  userId: number,
  purpose: CodePurpose,
  now: Date,
  code = newCode(),
  ttlMs = CODE_TTL_MS,
): Promise<string> {
  await tx.emailCode.updateMany({
    where: { userId, purpose, consumedAt: null },
    data: { consumedAt: now },
  });
  await tx.emailCode.create({
    data: {
      userId,
      purpose,
      codeHash: digest(secret, userId, purpose, code),
      expiresAt: new Date(now.getTime() + ttlMs),
    },
  });
  return code;
}

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'too_many_attempts';

/**
 * Checks a code against the user's live code of that purpose and consumes it on success.
 * A wrong code counts as one try; the fifth wrong try voids the code.
 */
export async function consumeCode(
  prisma: PrismaClient,
  secret: string,
  userId: number,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  return prisma.$transaction(async (tx) => {
    const live = await tx.emailCode.findFirst({
      where: { userId, purpose, consumedAt: null },
      orderBy: { createdAt: 'desc' },
    });
    if (!live) return 'invalid';
    if (live.expiresAt <= now) return 'expired';
    if (live.attempts >= MAX_CODE_ATTEMPTS) return 'too_many_attempts';
    const expected = Buffer.from(live.codeHash, 'hex');
    const given = Buffer.from(digest(secret, userId, purpose, code), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      // Conditional update: two concurrent correct submissions consume the code once.
      const { count } = await tx.emailCode.updateMany({
        where: { id: live.id, consumedAt: null },
        data: { consumedAt: now },
      });
      return count === 1 ? 'ok' : 'invalid';
    }
    const attempts = live.attempts + 1;
    await tx.emailCode.update({
      where: { id: live.id },
      data: { attempts: { increment: 1 }, ...(attempts >= MAX_CODE_ATTEMPTS ? { consumedAt: now } : {}) },
    });
    return attempts >= MAX_CODE_ATTEMPTS ? 'too_many_attempts' : 'invalid';
  });
}
