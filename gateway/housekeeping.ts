// Deletes what the product no longer needs, so tables that grow with traffic stay small: rate-limit
// windows that have ended, sign-in and code throttles that have expired, sessions and e-mailed
// codes that can no longer be used, and analytics older than the retention period. Runs once
// shortly after start and then every hour; each table is one short DELETE, so it never holds
// anything up. Deleting is idempotent, so several gateways running it at once do no harm.
import type { PrismaClient } from '../prisma/generated/client/client.ts';
import type { Logger } from './logger.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long used or expired sessions and codes are kept, for support and for reuse detection. */
export const KEEP_ENDED_DAYS = 7;
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 30_000;

export interface HousekeepingResult {
  rateLimits: number;
  loginThrottles: number;
  codeGuards: number;
  sessions: number;
  emailCodes: number;
  analyticsEvents: number;
}

export async function runHousekeeping(
  prisma: PrismaClient,
  now: Date,
  opts: { analyticsRetentionDays: number },
): Promise<HousekeepingResult> {
  const ended = new Date(now.getTime() - KEEP_ENDED_DAYS * DAY_MS);
  const usedOrExpired = { OR: [{ expiresAt: { lt: ended } }, { consumedAt: { lt: ended } }] };
  const rateLimits = await prisma.rateLimit.deleteMany({ where: { resetAt: { lt: now } } });
  const loginThrottles = await prisma.loginThrottle.deleteMany({ where: { expiresAt: { lt: now } } });
  const codeGuards = await prisma.codeGuard.deleteMany({ where: { expiresAt: { lt: now } } });
  // A rotated token presented again revokes its sign-in: rows stay while that can matter.
  const sessions = await prisma.session.deleteMany({
    where: { OR: [{ familyExpiresAt: { lt: ended } }, { expiresAt: { lt: ended } }, { revokedAt: { lt: ended } }] },
  });
  const emailCodes = await prisma.emailCode.deleteMany({
    where: {
      AND: [usedOrExpired],
      OR: [
        { purpose: 'reset_password' },
        // A pending sign-up's password travels on its verification codes until the address is verified.
        { purpose: 'verify_email', user: { emailVerified: true } },
        // An invitation lets its user ask for a reset until they have set a password.
        { purpose: 'set_password', user: { passwordHash: { not: null } } },
      ],
    },
  });
  const analyticsEvents = await prisma.analyticsEvent.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - opts.analyticsRetentionDays * DAY_MS) } },
  });
  return {
    rateLimits: rateLimits.count,
    loginThrottles: loginThrottles.count,
    codeGuards: codeGuards.count,
    sessions: sessions.count,
    emailCodes: emailCodes.count,
    analyticsEvents: analyticsEvents.count,
  };
}

/** Runs housekeeping on a timer that never keeps the process alive; failures are logged. */
export function startHousekeeping(deps: {
  prisma: PrismaClient;
  now: () => Date;
  logger: Logger;
  analyticsRetentionDays: number;
}): { stop(): void } {
  const run = async () => {
    try {
      const deleted = await runHousekeeping(deps.prisma, deps.now(), { analyticsRetentionDays: deps.analyticsRetentionDays });
      if (Object.values(deleted).some((count) => count > 0)) deps.logger.info({ deleted }, 'housekeeping');
    } catch (error) {
      deps.logger.error({ err: { message: error instanceof Error ? error.message.split('\n')[0] : String(error) } }, 'housekeeping failed');
    }
  };
  const first = setTimeout(run, FIRST_RUN_DELAY_MS);
  const every = setInterval(run, HOUSEKEEPING_INTERVAL_MS);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
