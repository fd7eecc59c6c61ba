// The job queue of embedded mode: the same handlers and schedule as on PostgreSQL, run in this
// process (one process owns a PGlite database). Jobs wait in memory: a restart forgets them, so
// each job keeps its real state in the product's tables and is queued again from there at start.
import { retryDelaySeconds, type AddJobOptions, type JobDefinition, type JobQueue, type JobQueueOptions, DEFAULT_MAX_ATTEMPTS } from './index.ts';
import { scheduledItems } from './schedule.ts';
import { currentRequestId, runWithRequestId } from '../request-context.ts';

interface WaitingJob {
  task: string;
  payload: Record<string, unknown>;
  runAt: number;
  attempts: number;
  key?: string;
  /** The request that added the job: every log line of its runs carries this id. */
  requestId?: string;
}

export function createInProcessQueue(options: JobQueueOptions): JobQueue {
  const { logger } = options;
  const now = () => (options.now ? options.now().getTime() : Date.now());
  const definitions = new Map<string, JobDefinition>();
  const waiting: WaitingJob[] = [];
  const running = new Set<Promise<void>>();
  let started = false;
  let stopped = false;
  let wake: NodeJS.Timeout | null = null;
  let clock: NodeJS.Timeout | null = null;

  /** Starts due jobs up to the concurrency, and sets a timer for the next one that is not due. */
  function pump() {
    if (!started || stopped || !options.worker) return;
    if (wake) clearTimeout(wake);
    wake = null;
    const at = now();
    waiting.sort((a, b) => a.runAt - b.runAt);
    while (running.size < options.concurrency && waiting.length > 0 && waiting[0]!.runAt <= at) {
      const job = waiting.shift()!;
      const done: Promise<void> = execute(job).finally(() => {
        running.delete(done);
        pump();
      });
      running.add(done);
    }
    const next = waiting[0];
    if (next && running.size < options.concurrency) {
      wake = setTimeout(pump, Math.max(0, next.runAt - at));
      wake.unref();
    }
  }

  /**
   * Runs one try of a job as work for the request that added it (or for none). Set here rather than
   * inherited: the timer or step that starts a run belongs to whichever request happened to wake
   * the queue.
   */
  function execute(job: WaitingJob) {
    return runWithRequestId(job.requestId, () => executeTry(job));
  }

  async function executeTry(job: WaitingJob) {
    const definition = definitions.get(job.task);
    if (!definition) return;
    const maxAttempts = definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    job.attempts += 1;
    try {
      await definition.run(job.payload, { attempt: job.attempts, lastAttempt: job.attempts >= maxAttempts });
    } catch (error) {
      const message = String((error as Error)?.message ?? error).split('\n')[0];
      if (job.attempts >= maxAttempts) {
        logger.error({ job: { task: job.task }, err: { message } }, 'job failed for the last time');
        return;
      }
      logger.warn({ job: { task: job.task, attempt: job.attempts }, err: { message } }, 'job failed; it will run again');
      waiting.push({ ...job, runAt: now() + retryDelaySeconds(job.attempts) * 1000 });
    }
  }

  /** Adds the scheduled jobs whose pattern matches this minute, then waits for the next one. */
  function scheduleTick(items: ReturnType<typeof scheduledItems>) {
    const at = new Date(now());
    const digest = { min: at.getUTCMinutes(), hour: at.getUTCHours(), date: at.getUTCDate(), month: at.getUTCMonth() + 1, dow: at.getUTCDay() };
    for (const item of items) {
      if (item.match(digest)) void queue.add(item.task, {}, { jobKey: `schedule:${item.identifier}` });
    }
    waitForNextMinute(items);
  }

  /** Ticks just after the next minute starts, as cron slots do. */
  function waitForNextMinute(items: ReturnType<typeof scheduledItems>) {
    clock = setTimeout(() => scheduleTick(items), 60_000 - (now() % 60_000) + 50);
    clock.unref();
  }

  const queue: JobQueue = {
    engine: 'in-process',
    transactional: false,
    define(task, definition) {
      definitions.set(task, definition);
    },
    async add(task, payload = {}, opts: AddJobOptions = {}) {
      const job: WaitingJob = { task, payload, runAt: opts.runAt?.getTime() ?? now(), attempts: 0, key: opts.jobKey, requestId: currentRequestId() };
      const same = job.key ? waiting.findIndex((other) => other.key === job.key) : -1;
      if (same >= 0) waiting[same] = job;
      else waiting.push(job);
      // After the caller's current step, as a job added to a database would be.
      setImmediate(pump);
    },
    async start() {
      started = true;
      if (!options.worker) return;
      if (options.schedule) {
        waitForNextMinute(scheduledItems((task) => definitions.has(task), options.patterns));
      }
      pump();
    },
    async stop() {
      stopped = true;
      if (wake) clearTimeout(wake);
      if (clock) clearTimeout(clock);
      await Promise.allSettled([...running]);
    },
    async backlog() {
      const at = now();
      const due = waiting.filter((job) => job.runAt <= at);
      const oldest = due.reduce((min, job) => Math.min(min, job.runAt), at);
      return { due: due.length, oldestDueSeconds: (at - oldest) / 1000 };
    },
    async settled() {
      for (;;) {
        if (running.size > 0) await Promise.allSettled([...running]);
        else if (options.worker && started && !stopped && waiting.some((job) => job.runAt <= now())) {
          // Due by the clock, which may have been moved past the timer set for it: start it now.
          pump();
          await new Promise((resolve) => setImmediate(resolve));
        } else return;
      }
    },
  };
  return queue;
}
