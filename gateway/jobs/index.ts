// Background jobs: work that must happen even if the request that asked for it has long been
// answered, or that runs on a schedule. One set of handlers, two engines:
//
// - PostgreSQL: graphile-worker (gateway/jobs/graphile.ts). Jobs live in the database, so they
//   survive restarts, each runs once however many gateways share the database, failures are
//   retried with exponential backoff, and the schedule fires once per slot across all gateways.
// - Embedded PGlite: the same handlers on the same schedule in this process
//   (gateway/jobs/in-process.ts), with the same backoff. Jobs waiting in memory are lost when the
//   process stops; what matters survives anyway, because each job's state is in the product's own
//   tables (an e-mail not yet delivered stays pending in the outbox and is queued again at start).
//
// Handlers must be idempotent: a job may run again after its worker died half-way.
//
// A job added while serving a request keeps that request's id (gateway/request-context.ts), and
// each of its runs happens as work for that request: its log lines carry the id, and so do the
// jobs it adds in turn.
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import type { Database } from '../../prisma/database.ts';
import type { Logger } from '../logger.ts';
import { createGraphileQueue } from './graphile.ts';
import { createInProcessQueue } from './in-process.ts';

export { SCHEDULE, scheduledItems } from './schedule.ts';

export interface JobContext {
  /** This run's number, from 1. */
  attempt: number;
  /** After a failure of this run there is no other. */
  lastAttempt: boolean;
}

/**
 * Where a job kept in the database holds the id of the request that added it, beside the
 * handler's payload; the handler never sees it.
 */
export const JOB_REQUEST_ID_KEY = '_requestId';

/** Runs of a job in all, unless its definition says otherwise (graphile-worker's default). */
export const DEFAULT_MAX_ATTEMPTS = 25;

export interface JobDefinition {
  run(payload: Record<string, unknown>, context: JobContext): Promise<void>;
  /** Runs in all (default 25). */
  maxAttempts?: number;
}

export interface AddJobOptions {
  /** Not before this time (default now). */
  runAt?: Date;
  /** A job waiting with the same key is replaced instead of added twice. */
  jobKey?: string;
  /**
   * Prisma (or a Prisma transaction) to add the job through, where the engine keeps jobs in the
   * database: added in a transaction, the job exists only if the transaction commits.
   */
  db?: Pick<PrismaClient, '$executeRaw'>;
}

export interface JobQueue {
  readonly engine: 'graphile-worker' | 'in-process';
  /** True when `add` with `db` is part of that transaction (jobs kept in the database). */
  readonly transactional: boolean;
  define(task: string, definition: JobDefinition): void;
  add(task: string, payload?: Record<string, unknown>, options?: AddJobOptions): Promise<void>;
  /** Prepares storage (migrations) and, unless `worker` is off, starts running jobs. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for those running. */
  stop(): Promise<void>;
  /** Resolves once no job that is due is waiting or running (tests, shutdown). */
  settled(): Promise<void>;
  /** The jobs that are due and not yet taken by a worker, and how long the oldest of them has been due (metrics). */
  backlog(): Promise<JobBacklog>;
}

export interface JobBacklog {
  due: number;
  /** 0 when none is waiting. */
  oldestDueSeconds: number;
}

/**
 * Seconds before the next run after `attempt` failed runs: graphile-worker's own backoff
 * (e^min(attempt, 10): 3 s, 7 s, 20 s ... then every 6 hours), which the in-process engine copies.
 */
export function retryDelaySeconds(attempt: number): number {
  return Math.exp(Math.min(attempt, 10));
}

export interface JobQueueOptions {
  database: Database;
  logger: Logger;
  /** Run jobs in this process (otherwise only add them). */
  worker: boolean;
  /** Add the scheduled jobs at their times. */
  schedule: boolean;
  /** Patterns that replace the default of a scheduled job, by task. */
  patterns?: Readonly<Record<string, string>>;
  concurrency: number;
  /** A job locked for longer than this belongs to a worker that died, and is run again. */
  staleAfterMs: number;
  /**
   * The app's clock (default: the system's). The in-process engine reads it for when a job is due,
   * so a test that moves its clock past a retry's backoff sees the retry at its next `settled()`.
   * graphile-worker keeps the database's clock.
   */
  now?: () => Date;
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  return options.database.kind === 'postgres' ? createGraphileQueue(options) : createInProcessQueue(options);
}
