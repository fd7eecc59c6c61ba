// Deletes what the product no longer needs, so tables that grow with traffic stay small: rate-limit
// windows that have ended (wrong code tries among them), sign-in throttles that have expired, sessions and e-mailed
// codes that can no longer be used, analytics older than the retention period, idempotency keys
// past their 24 hours, and webhook events (with their delivery logs) older than 30 days. Runs as the
// hourly scheduled job 'housekeeping' (gateway/jobs); each table is one short DELETE, so it never
// holds anything up, and deleting is idempotent, so a run repeated after a crash does no harm.
import type { PrismaClient } from '../prisma/generated/client/client.ts';
import { IDEMPOTENCY_WINDOW_MS } from './use-idempotency.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long used or expired sessions and codes are kept, for support and for reuse detection. */
export const KEEP_ENDED_DAYS = 7;
/** How long webhook events and their delivery logs are kept: long past their day of retries. */
export const KEEP_WEBHOOK_EVENTS_DAYS = 30;

export interface HousekeepingResult {
  rateLimits: number;
  loginThrottles: number;
  sessions: number;
  emailCodes: number;
  analyticsEvents: number;
  idempotencyKeys: number;
  webhookEvents: number;
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
  // A rotated token presented again revokes its sign-in: rows stay while that can matter.
  const sessions = await prisma.session.deleteMany({
    where: { OR: [{ familyExpiresAt: { lt: ended } }, { expiresAt: { lt: ended } }, { revokedAt: { lt: ended } }] },
  });
  const emailCodes = await prisma.emailCode.deleteMany({
    where: {
      AND: [usedOrExpired],
      OR: [
        { purpose: 'reset_password' },
        { purpose: 'sign_in' },
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
  // A key older than its window is never replayed again (a new request takes its row over).
  const idempotencyKeys = await prisma.idempotencyKey.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS) } } });
  const webhookEvents = await prisma.webhookEvent.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - KEEP_WEBHOOK_EVENTS_DAYS * DAY_MS) } } });
  return {
    rateLimits: rateLimits.count,
    loginThrottles: loginThrottles.count,
    sessions: sessions.count,
    emailCodes: emailCodes.count,
    analyticsEvents: analyticsEvents.count,
    idempotencyKeys: idempotencyKeys.count,
    webhookEvents: webhookEvents.count,
  };
}
