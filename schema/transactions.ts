// Interactive database transactions of money and meals (credits, skips, deductions, payments).
import type { PrismaClient, Prisma } from '../prisma/generated/client/client.ts';

// They lock the user's row, so under load a transaction may wait behind others for that lock:
// Prisma's defaults (2 s to start, 5 s to finish) would fail requests that are only queued, so both
// bounds are raised, and stay bounded so a stuck lock cannot hold a request forever.
export const TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;

/** Attempts of a money transaction that PostgreSQL aborted as a deadlock or a serialization failure. */
export const MONEY_TRANSACTION_ATTEMPTS = 3;

const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);

/**
 * Whether PostgreSQL aborted the transaction only because of another one running at the same time
 * (deadlock_detected 40P01, serialization_failure 40001): running it again is correct. Prisma
 * reports both as P2034 for its own queries; a raw query's error keeps the SQLSTATE.
 */
export function isRetryableConflict(error: unknown): boolean {
  const e = error as { code?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } }; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.code === 'P2034') return true;
  if (typeof e.code === 'string' && RETRYABLE_SQLSTATES.has(e.code)) return true;
  const original = e.meta?.driverAdapterError?.cause?.originalCode;
  return typeof original === 'string' && RETRYABLE_SQLSTATES.has(original);
}

/**
 * Runs `work` in one interactive transaction (TX_OPTIONS), again from the start if PostgreSQL
 * aborted it as a deadlock or serialization failure, up to MONEY_TRANSACTION_ATTEMPTS times with a
 * short random pause; every other error, and the last conflict, reaches the caller. `work` must do
 * nothing outside the database (send mail after it returns), since a rolled-back attempt is repeated.
 */
export async function moneyTransaction<T>(
  prisma: Pick<PrismaClient, '$transaction'>,
  work: (tx: Prisma.TransactionClient) => Promise<T>,
  attempts = MONEY_TRANSACTION_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await prisma.$transaction(work, TX_OPTIONS);
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
