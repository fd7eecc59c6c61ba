// Fixed-window counters kept in the database, so any number of stateless gateways share them.
import type { PrismaClient } from '../prisma/generated/client/client.ts';
import { tooManyRequests } from './errors.ts';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
  message?: string;
}

/** Counts one hit on `key`; returns the seconds to wait when over the limit, else 0. */
export async function hit(prisma: PrismaClient, key: string, rule: RateLimitRule, now: Date): Promise<number> {
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  // One atomic statement: a new window starts when the old one has passed.
  const rows = await prisma.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimit" ("key", "count", "resetAt") VALUES (${key}, 1, ${resetAt})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."resetAt" <= ${now} THEN 1 ELSE "RateLimit"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= ${now} THEN ${resetAt} ELSE "RateLimit"."resetAt" END
    RETURNING "count", "resetAt"`;
  const row = rows[0]!;
  if (row.count <= rule.limit) return 0;
  return Math.max(1, Math.ceil((new Date(row.resetAt).getTime() - now.getTime()) / 1000));
}

/** The seconds to wait when `key` has used up its window already (nothing is counted), else 0. */
export async function pending(prisma: PrismaClient, key: string, rule: RateLimitRule, now: Date): Promise<number> {
  const row = await prisma.rateLimit.findUnique({ where: { key } });
  if (!row || row.resetAt <= now || row.count < rule.limit) return 0;
  return Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
}

/** Like `hit`, but throws the RATE_LIMITED error (HTTP 429 through REST) when over the limit. */
export async function enforce(prisma: PrismaClient, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  const wait = await hit(prisma, key, rule, now);
  if (wait > 0) {
    throw tooManyRequests(rule.message ?? `Too many requests. Please try again in ${wait} seconds.`, wait);
  }
}

/** What is left of a budget's window: its size, what remains, and the seconds until it starts over. */
export interface BudgetState {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

const stateOf = (limit: number, used: number, resetAt: Date | null, now: Date, windowSeconds: number): BudgetState => {
  const live = resetAt !== null && resetAt.getTime() > now.getTime();
  return {
    limit,
    remaining: live ? Math.max(0, limit - used) : limit,
    resetSeconds: live ? Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)) : windowSeconds,
  };
};

/**
 * Spends `amount` of a budget of `rule.limit` points per window on `key`, only when that much is
 * left: a refused spend takes nothing, so a caller over its budget does not push its own window
 * further. One atomic statement for a spend that fits (every gateway shares the row); a refusal
 * reads the row once more to say what is left.
 */
export async function spend(
  prisma: PrismaClient,
  key: string,
  rule: RateLimitRule,
  amount: number,
  now: Date,
): Promise<BudgetState & { spent: boolean }> {
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  if (amount <= rule.limit) {
    const rows = await prisma.$queryRaw<{ count: number; resetAt: Date }[]>`
      INSERT INTO "RateLimit" ("key", "count", "resetAt") VALUES (${key}, ${amount}, ${resetAt})
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN "RateLimit"."resetAt" <= ${now} THEN ${amount} ELSE "RateLimit"."count" + ${amount} END,
        "resetAt" = CASE WHEN "RateLimit"."resetAt" <= ${now} THEN ${resetAt} ELSE "RateLimit"."resetAt" END
      WHERE "RateLimit"."resetAt" <= ${now} OR "RateLimit"."count" + ${amount} <= ${rule.limit}
      RETURNING "count", "resetAt"`;
    const row = rows[0];
    if (row) return { ...stateOf(rule.limit, Number(row.count), new Date(row.resetAt), now, rule.windowSeconds), spent: true };
  }
  return { ...(await budget(prisma, key, rule, now)), spent: false };
}

/** What is left of the budget on `key`, spending nothing. */
export async function budget(prisma: PrismaClient, key: string, rule: RateLimitRule, now: Date): Promise<BudgetState> {
  const row = await prisma.rateLimit.findUnique({ where: { key } });
  return stateOf(rule.limit, row?.count ?? 0, row?.resetAt ?? null, now, rule.windowSeconds);
}
