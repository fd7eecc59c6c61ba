// The job queue on PostgreSQL: graphile-worker, in its own schema (graphile_worker) of the
// product's database. Jobs are added with its SQL function through Prisma, so a job added in a
// transaction exists only if that transaction commits.
import { Logger as WorkerLogger, run, runMigrations, type Runner, type TaskList } from 'graphile-worker';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { type AddJobOptions, type JobDefinition, type JobQueue, type JobQueueOptions, DEFAULT_MAX_ATTEMPTS, JOB_REQUEST_ID_KEY } from './index.ts';
import { scheduledItems } from './schedule.ts';
import { currentRequestId, isValidRequestId, runWithRequestId } from '../request-context.ts';

const SETTLED_POLL_MS = 50;

/** The id of the request that added a job, from the payload it was stored with. */
function requestIdOf(payload: unknown): string | undefined {
  const value = payload && typeof payload === 'object' ? (payload as Record<string, unknown>)[JOB_REQUEST_ID_KEY] : undefined;
  return typeof value === 'string' && isValidRequestId(value) ? value : undefined;
}

/**
 * graphile-worker's log lines in the gateway's log; a line per finished job is debug detail. The
 * lines about one job's run (its failure, its completion) carry the id of the request that added it.
 */
function workerLogger(logger: Logger): WorkerLogger {
  return new WorkerLogger((scope) => (level, message, meta) => {
    const fields = { job: { task: scope.taskIdentifier, id: scope.jobId, worker: scope.workerId }, ...(meta?.error ? { err: { message: String((meta.error as Error)?.message ?? meta.error).split('\n')[0] } } : {}) };
    runWithRequestId(requestIdOf((meta?.job as { payload?: unknown } | undefined)?.payload), () => {
      if (level === 'error') logger.error(fields, message);
      else if (level === 'warning') logger.warn(fields, message);
      else logger.debug(fields, message);
    });
  });
}

export function createGraphileQueue(options: JobQueueOptions): JobQueue {
  const { database, logger } = options;
  const connectionString = database.url;
  if (!connectionString) throw new Error('The job queue on PostgreSQL needs the database URL');
  const prisma = database.prisma;
  const definitions = new Map<string, JobDefinition>();
  let pool: pg.Pool | null = null;
  let runner: Runner | null = null;
  let sweeper: NodeJS.Timeout | null = null;

  /**
   * Unlocks the jobs of workers that died while running them (a killed process), so another worker
   * runs them now rather than after graphile-worker's own four-hour timeout. Only locks older than
   * `staleAfterMs` count: every job finishes well within that.
   */
  async function unlockStaleJobs() {
    const stale = await prisma.$queryRaw<{ locked_by: string }[]>`
      SELECT DISTINCT locked_by FROM graphile_worker.jobs
      WHERE locked_by IS NOT NULL AND locked_at < now() - make_interval(secs => ${options.staleAfterMs / 1000})`;
    if (stale.length === 0) return;
    const workers = stale.map((row) => row.locked_by);
    await prisma.$executeRaw`SELECT graphile_worker.force_unlock_workers(${workers}::text[])`;
    logger.warn({ workers }, 'jobs of stopped workers unlocked, to run again');
  }

  return {
    engine: 'graphile-worker',
    transactional: true,
    define(task, definition) {
      definitions.set(task, definition);
    },
    async add(task, payload = {}, opts: AddJobOptions = {}) {
      const maxAttempts = definitions.get(task)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      const requestId = currentRequestId();
      if (requestId !== undefined) payload = { ...payload, [JOB_REQUEST_ID_KEY]: requestId };
      await (opts.db ?? prisma).$executeRaw`
        SELECT graphile_worker.add_job(
          identifier := ${task}, payload := ${JSON.stringify(payload)}::json,
          run_at := ${opts.runAt ?? null}::timestamptz, max_attempts := ${maxAttempts}::int,
          job_key := ${opts.jobKey ?? null}::text)`;
    },
    async start() {
      pool = new pg.Pool({ connectionString, max: options.concurrency + 2 });
      // Errors on idle connections (a restarted server) must not crash the gateway.
      const lost = (error: Error) => logger.warn({ err: { message: error.message } }, 'job queue connection lost');
      pool.on('error', lost);
      pool.on('connect', (client) => client.on('error', lost));
      await runMigrations({ pgPool: pool, logger: workerLogger(logger) });
      if (!options.worker) return;
      const taskList: TaskList = {};
      for (const [task, definition] of definitions) {
        taskList[task] = async (payload, helpers) => {
          const { attempts, max_attempts } = helpers.job;
          const { [JOB_REQUEST_ID_KEY]: _requestId, ...own } = (payload ?? {}) as Record<string, unknown>;
          await runWithRequestId(requestIdOf(payload), () => definition.run(own, { attempt: attempts, lastAttempt: attempts >= max_attempts }));
        };
      }
      await unlockStaleJobs();
      runner = await run({
        pgPool: pool,
        taskList,
        concurrency: options.concurrency,
        noHandleSignals: true,
        pollInterval: 1000,
        logger: workerLogger(logger),
        // Missed slots are not caught up: a check that runs daily needs no second run for yesterday.
        parsedCronItems: options.schedule ? scheduledItems((task) => definitions.has(task), options.patterns) : [],
      });
      sweeper = setInterval(() => {
        unlockStaleJobs().catch((error: unknown) => logger.error({ err: { message: (error as Error).message } }, 'could not unlock stale jobs'));
      }, Math.min(60_000, options.staleAfterMs));
      sweeper.unref();
    },
    async stop() {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      await runner?.stop();
      runner = null;
      await pool?.end();
      pool = null;
    },
    async backlog() {
      // Not locked: a job a worker has taken is running. A failed job waits for its retry, in the future.
      const [row] = await prisma.$queryRaw<{ due: number; oldest: number | null }[]>`
        SELECT count(*)::int AS due, extract(epoch FROM now() - min(run_at))::float8 AS oldest
        FROM graphile_worker.jobs WHERE run_at <= now() AND attempts < max_attempts AND locked_at IS NULL`;
      return { due: row?.due ?? 0, oldestDueSeconds: Math.max(0, row?.oldest ?? 0) };
    },
    async settled() {
      // Due jobs still waiting or running; a failed job waits for its retry, in the future.
      for (;;) {
        const [{ count }] = await prisma.$queryRaw<{ count: number }[]>`
          SELECT count(*)::int AS count FROM graphile_worker.jobs WHERE run_at <= now() AND attempts < max_attempts`;
        if (count === 0 || !runner) return;
        await new Promise((resolve) => setTimeout(resolve, SETTLED_POLL_MS));
      }
    },
  };
}
