// One-time codes sent by e-mail: 6 digits from a CSPRNG, stored as an HMAC, valid 10 minutes,
// single use.
//
// Wrong tries are counted per client address (and e-mail address and purpose), never against the
// code itself: a stranger's wrong tries end only the stranger's own tries, not the code its owner
// is about to type. A client gets 5 wrong tries per e-mail address and purpose an hour. All
// clients that did not ask for a code for that address themselves share a further budget of 20 an
// hour; the clients that asked (at most 5 an hour get a code, see CODES_PER_ADDRESS_PER_HOUR) keep
// their own 5 whatever others did. So an address sees at most 5 x 5 + 20 wrong tries an hour
// however many client addresses an attacker has, and the owner who asked for a code can always
// use it. The counters do not depend on whether the address has an account or a pending sign-up,
// so the answers ('Invalid or expired code', then 'Too many wrong attempts') are the same for every
// address and cannot be used to find accounts.
import type { PlanChoice } from '@freshmeals/rules/plan-proposal';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '../../prisma/generated/client/enums.ts';
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import { hit, pending } from '../rate-limit.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries a client address gets per e-mail address and purpose in an hour. */
export const MAX_CODE_ATTEMPTS = 5;
/** Wrong tries shared by all clients that did not ask for the code, per e-mail address and purpose in an hour. */
export const MAX_CODE_ATTEMPTS_OTHERS = 20;
/** Codes (and e-mails that carry them) per address and purpose in an hour, whoever asks. */
export const CODES_PER_ADDRESS_PER_HOUR = 5;
const WRONG_TRY_WINDOW_SECONDS = 3600;

type Db = Pick<PrismaClient, 'emailCode'>;

export interface SignupValues {
  passwordHash: string;
  name: string;
  phone: string;
  /** sha256 of the sign-up's browser ticket. */
  ticketHash: string | null;
  /** The quote's plan the sign-up came with (plans page), proposed once the address is verified. */
  plan?: PlanChoice | null;
  /** The PIN code the sign-up gave, saved as the first delivery address once the address is verified. */
  pin?: string | null;
  /** The customer whose referral link the sign-up came through: the account's referrer once verified. */
  referrerId?: number | null;
}

function digest(secret: string, userId: number, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');
}

export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

const askedKey = (purpose: CodePurpose, email: string, clientIp: string) => `code-asked:${purpose}:${email}:${clientIp}`;
const clientWrongKey = (purpose: CodePurpose, email: string, clientIp: string) => `code-wrong:${purpose}:${email}:${clientIp}`;
const othersWrongKey = (purpose: CodePurpose, email: string) => `code-wrong:${purpose}:${email}`;

/**
 * Notes that this client asked for a code for the address (and one was allowed to go out), so it
 * keeps its own wrong tries whatever other clients do. Called for every accepted code request,
 * whether or not the address has an account.
 */
export async function noteCodeRequest(prisma: PrismaClient, purpose: CodePurpose, email: string, clientIp: string, now: Date) {
  await hit(prisma, askedKey(purpose, email, clientIp), { limit: CODES_PER_ADDRESS_PER_HOUR, windowSeconds: WRONG_TRY_WINDOW_SECONDS }, now);
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
      signupPin: opts.signup?.pin ?? undefined,
      signupReferrerId: opts.signup?.referrerId ?? undefined,
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
 * that only a right code deserves. A wrong code counts one try for the client (see the top of
 * this file); it never voids a code.
 */
export async function checkCode(
  prisma: PrismaClient,
  secret: string,
  email: string,
  userId: number | null,
  purpose: CodePurpose,
  code: string,
  now: Date,
  clientIp: string,
): Promise<CodeCheck> {
  const perClient = { limit: MAX_CODE_ATTEMPTS, windowSeconds: WRONG_TRY_WINDOW_SECONDS };
  const others = { limit: MAX_CODE_ATTEMPTS_OTHERS, windowSeconds: WRONG_TRY_WINDOW_SECONDS };
  const asked = (await pending(prisma, askedKey(purpose, email, clientIp), { limit: 1, windowSeconds: WRONG_TRY_WINDOW_SECONDS }, now)) > 0;
  const clientSpent = (await pending(prisma, clientWrongKey(purpose, email, clientIp), perClient, now)) > 0;
  const othersSpent = (await pending(prisma, othersWrongKey(purpose, email), others, now)) > 0;
  const live = await prisma.emailCode.findMany({
    where: { userId: userId ?? -1, purpose, consumedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: 'desc' },
    take: CODES_PER_ADDRESS_PER_HOUR * 2,
    select: { id: true, codeHash: true },
  });
  if (clientSpent || (!asked && othersSpent)) return { result: 'too_many_attempts' };
  const given = Buffer.from(digest(secret, userId ?? -1, purpose, code), 'hex');
  const match = live.find((row) => {
    const expected = Buffer.from(row.codeHash, 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (match) return { result: 'ok', codeId: match.id };
  // Atomic counts: of concurrent wrong tries from one client, exactly one is its fifth.
  const clientWait = await hit(prisma, clientWrongKey(purpose, email, clientIp), { ...perClient, limit: MAX_CODE_ATTEMPTS - 1 }, now);
  if (!asked) await hit(prisma, othersWrongKey(purpose, email), others, now);
  return { result: clientWait > 0 ? 'too_many_attempts' : 'invalid' };
}

/**
 * Uses up a code that `checkCode` accepted, and every other live code of that user and purpose
 * (conditional update: of two concurrent uses of one code, one wins).
 */
export async function consumeCode(tx: Db, codeId: number, userId: number, purpose: CodePurpose, now: Date): Promise<boolean> {
  const { count } = await tx.emailCode.updateMany({
    where: { id: codeId, consumedAt: null, expiresAt: { gt: now } },
    data: { consumedAt: now },
  });
  if (count !== 1) return false;
  await tx.emailCode.updateMany({ where: { userId, purpose, consumedAt: null }, data: { consumedAt: now } });
  return true;
}
