// Gauges read when Prometheus scrapes, not kept up to date on every change: the outbox and the
// payments are counted with one grouped query each, the job backlog asks the queue, the pool is
// read from pg's counters, and whether the database answers at all is one `SELECT 1`. A reading
// that fails (the database is down) shows no series for that scrape (NaN for a gauge without
// labels), so a stale value is never shown as current.
import { Gauge } from 'prom-client';
import { ABANDONED_AFTER_MINUTES } from '@freshmeals/rules/payments';
import type { Database } from '../../prisma/database.ts';
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import type { JobQueue } from '../jobs/index.ts';
import type { Logger } from '../logger.ts';
import type { MetricsRegistry } from './registry.ts';

/** The outbox states still on their way or needing someone: pending, failed (tried again), dead (given up). */
export const OUTBOX_STATES = ['pending', 'failed', 'dead'] as const;
/** As the console shows payments: an order still unpaid ABANDONED_AFTER_MINUTES after it was made is abandoned. */
export const PAYMENT_STATES = ['created', 'abandoned', 'paid', 'failed'] as const;

export interface CollectorSources {
  prisma: PrismaClient;
  database: Pick<Database, 'poolStats'>;
  jobs: Pick<JobQueue, 'backlog'>;
  now: () => Date;
  logger: Logger;
}

export function registerCollectors(metrics: MetricsRegistry, sources: CollectorSources): void {
  const { prisma, database, jobs, now, logger } = sources;
  const registers = [metrics.registry];

  /** A gauge whose values `read` sets at each scrape. */
  function scraped<L extends string>(options: { name: string; help: string; labelNames?: readonly L[] }, what: string, read: (gauge: Gauge<L>) => Promise<void> | void) {
    return new Gauge<L>({
      ...options,
      registers,
      async collect() {
        this.reset();
        try {
          await read(this);
        } catch (error) {
          this.reset();
          // A gauge without labels always shows a value: NaN, which no alert threshold matches, rather than a made-up 0.
          if (!options.labelNames?.length) this.set(Number.NaN);
          logger.warn({ err: { message: (error as Error)?.message } }, `metrics: could not read ${what}`);
        }
      },
    });
  }

  scraped(
    { name: 'freshmeals_outbox_emails', help: 'E-mails in the outbox by status: pending delivery, failed (to be tried again), dead (given up until an admin retries).', labelNames: ['status'] as const },
    'the outbox',
    async (gauge) => {
      const rows = await prisma.emailOutbox.groupBy({ by: ['status'], where: { status: { in: [...OUTBOX_STATES] } }, _count: { _all: true } });
      for (const status of OUTBOX_STATES) gauge.set({ status }, rows.find((row) => row.status === status)?._count._all ?? 0);
    },
  );

  scraped(
    { name: 'freshmeals_payments', help: `Online top-up orders by state: created (waiting for payment), abandoned (unpaid after ${ABANDONED_AFTER_MINUTES} minutes), paid, failed.`, labelNames: ['state'] as const },
    'the payments',
    async (gauge) => {
      const abandonedBefore = new Date(now().getTime() - ABANDONED_AFTER_MINUTES * 60_000);
      const rows = await prisma.$queryRaw<{ state: string; count: number }[]>`
        SELECT CASE WHEN status = 'created' AND "createdAt" < ${abandonedBefore} THEN 'abandoned' ELSE status::text END AS state, count(*)::int AS count
        FROM "Payment" GROUP BY 1`;
      for (const state of PAYMENT_STATES) gauge.set({ state }, rows.find((row) => row.state === state)?.count ?? 0);
    },
  );

  scraped({ name: 'freshmeals_database_up', help: 'Whether the database answered a trivial query during this scrape (1) or not (0).' }, 'the database', async (gauge) => {
    gauge.set(await prisma.$queryRaw`SELECT 1`.then(() => 1, () => 0));
  });

  // One reading of the queue serves both gauges of a scrape.
  let backlog: ReturnType<JobQueue['backlog']> | null = null;
  const readBacklog = () => {
    backlog ??= jobs.backlog().finally(() => setImmediate(() => (backlog = null)));
    return backlog;
  };
  scraped({ name: 'freshmeals_jobs_queue_depth', help: 'Background jobs that are due and waiting for a worker.' }, 'the job queue', async (gauge) => {
    gauge.set((await readBacklog()).due);
  });
  scraped({ name: 'freshmeals_jobs_oldest_age_seconds', help: 'How long the oldest due job has waited for a worker (0 when none waits).' }, 'the job queue', async (gauge) => {
    gauge.set((await readBacklog()).oldestDueSeconds);
  });

  // PostgreSQL only: PGlite is one connection inside the process.
  const poolStats = database.poolStats;
  if (poolStats) {
    scraped({ name: 'freshmeals_db_pool_connections', help: "Prisma's PostgreSQL pool: connections open (total), idle, and queries waiting for one.", labelNames: ['state'] as const }, 'the pool', (gauge) => {
      const { total, idle, waiting } = poolStats();
      gauge.set({ state: 'total' }, total);
      gauge.set({ state: 'idle' }, idle);
      gauge.set({ state: 'waiting' }, waiting);
    });
  }
}
