// One-time codes sent by e-mail: 6 digits from a CSPRNG, stored as an HMAC, valid 10 minutes,
// single use, at most 5 wrong tries.
//
// Wrong tries are counted per address and purpose (CodeGuard), not per stored code, and the guard
// is kept for every address a code was asked for, registered or not. So an address without an
// account answers a wrong code exactly like a registered one ('Invalid or expired code', then
// 'Too many wrong attempts' on the fifth), and the answers cannot be used to find accounts.
import type { PlanChoice } from '@freshmeals/rules/plan-proposal';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '../../prisma/generated/client/enums.ts';
import type { PrismaClient } from '../../prisma/generated/client/client.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** Codes (and e-mails that carry them) per address and purpose in an hour, whoever asks. */
export const CODES_PER_ADDRESS_PER_HOUR = 5;

type Db = Pick<PrismaClient, 'emailCode' | 'codeGuard'>;

export interface SignupValues {
  passwordHash: string;
  name: string;
  phone: string;
  /** sha256 of the sign-up's browser ticket. */
  ticketHash: string | null;
  /** The quote's plan the sign-up came with (plans page), proposed once the address is verified. */
  plan?: PlanChoice | null;
}

function digest(secret: string, userId: number, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');
}

export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Opens (or reopens) the wrong-try count of an address for a new code. Called for every accepted
 * code request, whether or not the address has an account.
 */
export async function openGuard(prisma: Db, purpose: CodePurpose, email: string, now: Date, ttlMs = CODE_TTL_MS) {
  const expiresAt = new Date(now.getTime() + ttlMs);
  await prisma.codeGuard.upsert({
    where: { purpose_email: { purpose, email } },
    create: { purpose, email, wrongAttempts: 0, expiresAt },
    update: { wrongAttempts: 0, expiresAt },
  });
}

/**
 * Issues a fresh code for the user and purpose. By default it voids the user's earlier codes of
 * that purpose; `keepEarlier` leaves them live (sign-in codes: a stranger asking for one must not
 * end the code its owner is typing). Returns the plain code to e-mail.
 */
export async function issueCode(
  tx: Db,
  secret: string,
  userId: number,
  purpose: CodePurpose,
  now: Date,
  opts: { code?: string; ttlMs?: number; signup?: SignupValues | null; keepEarlier?: boolean } = {},
): Promise<string> {
  const code = opts.code ?? newCode();
  const ttlMs = opts.ttlMs ?? CODE_TTL_MS;
  if (!opts.keepEarlier) {
    await tx.emailCode.updateMany({ where: { userId, purpose, consumedAt: null }, data: { consumedAt: now } });
  }
  await tx.emailCode.create({
    data: {
      userId,
      purpose,
      codeHash: digest(secret, userId, purpose, code),
      expiresAt: new Date(now.getTime() + ttlMs),
      createdAt: now,
      signupPasswordHash: opts.signup?.passwordHash,
      signupName: opts.signup?.name,
      signupPhone: opts.signup?.phone,
      signupTicketHash: opts.signup?.ticketHash,
      signupPlan: opts.signup?.plan ?? undefined,
    },
  });
  return code;
}

export type CodeCheck =
  | { result: 'ok'; codeId: number }
  | { result: 'invalid' }
  | { result: 'too_many_attempts' };

/**
 * Checks a code for an address. `userId` is the account the code may belong to, or null when
 * there is none (unknown address, or one that may not use this purpose): the same statements run
 * either way. Does not consume the code (see `consumeCode`): the caller may first do costly work
 * that only a right code deserves. A wrong code counts one try for the address; the fifth voids
 * the address's codes of that purpose.
 */
export async function checkCode(
  prisma: Db,
  secret: string,
  email: string,
  userId: number | null,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const guard = await prisma.codeGuard.findUnique({ where: { purpose_email: { purpose, email } } });
  const live = await prisma.emailCode.findMany({
    where: { userId: userId ?? -1, purpose, consumedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: 'desc' },
    take: CODES_PER_ADDRESS_PER_HOUR * 2,
    select: { id: true, codeHash: true },
  });
  if (!guard || guard.expiresAt <= now || guard.wrongAttempts >= MAX_CODE_ATTEMPTS) return { result: 'invalid' };
  const given = Buffer.from(digest(secret, userId ?? -1, purpose, code), 'hex');
  const match = live.find((row) => {
    const expected = Buffer.from(row.codeHash, 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (match) return { result: 'ok', codeId: match.id };
  // One atomic step: of concurrent wrong tries, exactly one is the fifth.
  const { count } = await prisma.codeGuard.updateMany({
    where: { purpose, email, wrongAttempts: { lt: MAX_CODE_ATTEMPTS }, expiresAt: { gt: now } },
    data: { wrongAttempts: { increment: 1 } },
  });
  if (count === 0) return { result: 'invalid' };
  const after = await prisma.codeGuard.findUnique({ where: { purpose_email: { purpose, email } } });
  if ((after?.wrongAttempts ?? 0) < MAX_CODE_ATTEMPTS) return { result: 'invalid' };
  await prisma.emailCode.updateMany({
    where: { userId: userId ?? -1, purpose, consumedAt: null },
    data: { consumedAt: now },
  });
  return { result: 'too_many_attempts' };
}

/**
 * Uses up a code that `checkCode` accepted, and every other live code of that user and purpose
 * (conditional update: of two concurrent uses of one code, one wins). Also closes the guard.
 */
export async function consumeCode(
  tx: Db,
  codeId: number,
  email: string,
  userId: number,
  purpose: CodePurpose,
  now: Date,
): Promise<boolean> {
  const { count } = await tx.emailCode.updateMany({
    where: { id: codeId, consumedAt: null, expiresAt: { gt: now } },
    data: { consumedAt: now },
  });
  if (count !== 1) return false;
  await tx.emailCode.updateMany({ where: { userId, purpose, consumedAt: null }, data: { consumedAt: now } });
  await tx.codeGuard.deleteMany({ where: { purpose, email } });
  return true;
}
