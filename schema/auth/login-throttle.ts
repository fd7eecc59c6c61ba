// Failed sign-ins slow down whoever fails, not the account's owner. Three counters, kept in the
// database (LoginThrottle) so every gateway shares them:
//
// - per client address and account: after 5 failures in a row, each further failure makes that
//   address wait before its next try for that account: 1 s, 2 s, 4 s, ... at most 5 minutes.
//   Forgotten an hour after the last failure, and cleared by a successful sign-in from there.
// - per account, from every address: 100 failures in an hour. Beyond that, one try every 2
//   seconds for the account: distributed guessing crawls, while its owner still gets in.
// - per known session (a browser with a live refresh token of the account): the same backoff as
//   an address, on its own, so an attacker's failures elsewhere never slow that browser.
//
// A failure is counted for any address, registered or not, so the answers do not reveal accounts.
// A password reset or a password set by invitation clears the account's counters.
import type { PrismaClient } from '../../prisma/generated/client/client.ts';

export const BACKOFF_AFTER_FAILURES = 5;
export const BACKOFF_MAX_SECONDS = 300;
export const FAILURE_MEMORY_SECONDS = 3600;
export const ACCOUNT_FAILURES_PER_HOUR = 100;
export const ACCOUNT_SLOWDOWN_SECONDS = 2;

type Db = Pick<PrismaClient, 'loginThrottle' | '$queryRaw'>;

export interface LoginSource {
  email: string;
  ip: string;
  /** The family of the browser's live refresh token of this account, if it sent one. */
  knownFamily: string | null;
}

/** The counter keys a sign-in attempt is checked against. */
function keysOf(source: LoginSource): { own: string; account: string | null } {
  if (source.knownFamily) return { own: `family:${source.knownFamily} ${source.email}`, account: null };
  return { own: `ip-account:${source.ip} ${source.email}`, account: `account:${source.email}` };
}

/** Seconds this attempt must wait before a password may be checked; 0 when it may go ahead. */
export async function loginWait(prisma: Db, source: LoginSource, now: Date): Promise<number> {
  const { own, account } = keysOf(source);
  const locked = await prisma.loginThrottle.findMany({
    where: { key: { in: account ? [own, account] : [own] }, lockedUntil: { gt: now }, expiresAt: { gt: now } },
    select: { lockedUntil: true },
  });
  if (locked.length === 0) return 0;
  const until = Math.max(...locked.map((row) => row.lockedUntil.getTime()));
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/** Adds one failure to a counter; returns the count in its window. */
async function countFailure(prisma: Db, key: string, email: string, now: Date, sliding: boolean): Promise<number> {
  const expiresAt = new Date(now.getTime() + FAILURE_MEMORY_SECONDS * 1000);
  // One atomic statement: a counter past its expiry starts again at 1. A sliding counter lives
  // an hour after its last failure; a fixed one an hour after its first.
  const rows = sliding
    ? await prisma.$queryRaw<{ failures: number }[]>`
        INSERT INTO "LoginThrottle" ("key", "email", "failures", "lockedUntil", "expiresAt")
        VALUES (${key}, ${email}, 1, ${now}, ${expiresAt})
        ON CONFLICT ("key") DO UPDATE SET
          "failures" = CASE WHEN "LoginThrottle"."expiresAt" <= ${now} THEN 1 ELSE "LoginThrottle"."failures" + 1 END,
          "expiresAt" = ${expiresAt}
        RETURNING "failures"`
    : await prisma.$queryRaw<{ failures: number }[]>`
        INSERT INTO "LoginThrottle" ("key", "email", "failures", "lockedUntil", "expiresAt")
        VALUES (${key}, ${email}, 1, ${now}, ${expiresAt})
        ON CONFLICT ("key") DO UPDATE SET
          "failures" = CASE WHEN "LoginThrottle"."expiresAt" <= ${now} THEN 1 ELSE "LoginThrottle"."failures" + 1 END,
          "expiresAt" = CASE WHEN "LoginThrottle"."expiresAt" <= ${now} THEN ${expiresAt} ELSE "LoginThrottle"."expiresAt" END
        RETURNING "failures"`;
  return Number(rows[0]!.failures);
}

/** The wait after the n-th failure in a row from one address (or known session) for one account. */
export function backoffSeconds(failures: number): number {
  if (failures < BACKOFF_AFTER_FAILURES) return 0;
  return Math.min(2 ** (failures - BACKOFF_AFTER_FAILURES), BACKOFF_MAX_SECONDS);
}

/** Records a failed sign-in (wrong password or unknown address). */
export async function recordLoginFailure(prisma: Db, source: LoginSource, now: Date): Promise<void> {
  const { own, account } = keysOf(source);
  const failures = await countFailure(prisma, own, source.email, now, true);
  const wait = backoffSeconds(failures);
  if (wait > 0) {
    await prisma.loginThrottle.updateMany({
      where: { key: own },
      data: { lockedUntil: new Date(now.getTime() + wait * 1000) },
    });
  }
  if (!account) return;
  const accountFailures = await countFailure(prisma, account, source.email, now, false);
  if (accountFailures >= ACCOUNT_FAILURES_PER_HOUR) {
    await prisma.loginThrottle.updateMany({
      where: { key: account },
      data: { lockedUntil: new Date(now.getTime() + ACCOUNT_SLOWDOWN_SECONDS * 1000) },
    });
  }
}

/** A successful sign-in clears the failures of its own address (or session), not the account's. */
export async function recordLoginSuccess(prisma: Db, source: LoginSource): Promise<void> {
  await prisma.loginThrottle.deleteMany({ where: { key: keysOf(source).own } });
}

/** After the password changed by e-mail proof (reset, invitation): every counter of the account goes. */
export async function clearLoginFailures(prisma: Pick<PrismaClient, 'loginThrottle'>, email: string): Promise<void> {
  await prisma.loginThrottle.deleteMany({ where: { email } });
}
