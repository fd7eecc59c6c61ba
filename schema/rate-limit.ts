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
