// When the scheduled jobs run: one list of UTC crontab lines (graphile-worker's syntax), which
// both engines follow. JOB_SCHEDULE_<TASK> settings move a job (see gateway/config.ts).
import { parseCronItems } from 'graphile-worker';

/** Scheduled jobs, as UTC crontab patterns (graphile-worker's syntax, used by both engines). */
export const SCHEDULE: readonly { task: string; pattern: string; what: string }[] = [
  { task: 'housekeeping', pattern: '17 * * * *', what: 'hourly: delete expired codes, sessions, rate-limit rows and old analytics' },
  { task: 'lock-meals', pattern: '*/5 * * * *', what: "every 5 minutes: write the meals whose cut-off has passed into the ledger" },
  { task: 'low-credit-check', pattern: '30 3 * * *', what: 'daily at 09:00 India time: e-mail customers whose credit runs low' },
  { task: 'reconcile-payments', pattern: '*/15 * * * *', what: 'every 15 minutes: ask the payment provider about orders whose webhook is overdue' },
  { task: 'monthly-tax-invoices', pattern: '30 0 1 * *', what: "the 1st of each month at 06:00 India time: issue last month's tax invoices for the meals delivered" },
  { task: 'weekly-summary', pattern: '30 12 * * 0', what: "Sundays at 18:00 India time: e-mail customers the coming week's meals" },
];

/**
 * The scheduled jobs that have a handler, parsed, each at its pattern or the one `patterns` gives it
 * (JOB_SCHEDULE_<TASK> settings). Both engines fire these; the identifier keeps one run per slot.
 */
export function scheduledItems(defined: (task: string) => boolean, patterns: Readonly<Record<string, string>> = {}) {
  return parseCronItems(
    SCHEDULE.filter((item) => defined(item.task)).map((item) => ({ task: item.task, match: patterns[item.task] ?? item.pattern, identifier: item.task })),
  );
}

/** Throws unless `pattern` is a crontab pattern graphile-worker accepts. */
export function assertCronPattern(pattern: string): void {
  parseCronItems([{ task: 'check', match: pattern, identifier: 'check' }]);
}
