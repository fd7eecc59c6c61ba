// Counts each run of every job this process defines, by task and outcome, without touching the
// engines: the queue is wrapped where the app creates it, so every definition (the mailer's, the
// payments', the scheduled ones) goes through here.
import type { JobQueue } from '../jobs/index.ts';
import type { MetricsRegistry } from './registry.ts';

export function countJobRuns(queue: JobQueue, metrics: Pick<MetricsRegistry, 'jobRuns'>): JobQueue {
  return Object.assign(Object.create(queue) as JobQueue, {
    define(task: string, definition: Parameters<JobQueue['define']>[1]) {
      metrics.jobRuns.inc({ task, outcome: 'succeeded' }, 0);
      metrics.jobRuns.inc({ task, outcome: 'failed' }, 0);
      queue.define(task, {
        ...definition,
        async run(payload, context) {
          try {
            await definition.run(payload, context);
          } catch (error) {
            metrics.jobRuns.inc({ task, outcome: 'failed' });
            throw error;
          }
          metrics.jobRuns.inc({ task, outcome: 'succeeded' });
        },
      });
    },
  });
}
