// Work that runs after the response: e-mail delivery, and the parts of account requests whose
// duration would tell whether an address has an account. Errors are logged, never thrown at a
// client. `idle()` waits for everything started so far (and what that started), for tests and
// for a graceful shutdown.
import type { BackgroundTasks } from '../schema/context.ts';
import type { Logger } from './logger.ts';

export function createBackgroundTasks(logger: Logger): BackgroundTasks & { idle(): Promise<void> } {
  const running = new Set<Promise<void>>();
  return {
    run(label, task) {
      const promise: Promise<void> = Promise.resolve()
        .then(async () => {
          await task();
        })
        .catch((error: unknown) => {
          // Only the first line of the message: database errors go on to print the statement's
          // arguments, which may be an e-mail with a code in it.
          const err = error as { name?: string; code?: string; message?: string };
          const message = String(err?.message ?? error).split('\n')[0]!.slice(0, 300);
          logger.error({ err: { name: err?.name, code: err?.code, message }, task: label }, 'background task failed');
        })
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
