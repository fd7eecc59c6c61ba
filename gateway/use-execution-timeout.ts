// Yoga plugin: an execution that runs longer than the limit is stopped. The executor checks the
// abort signal between fields, so no further resolver starts; the client gets HTTP 503 with a
// clear message while statements already sent to the database finish on their own. A client that
// disconnects aborts the same way.
import type { Plugin } from 'graphql-yoga';
import { guardError } from './graphql-errors.ts';

export function useExecutionTimeout(timeoutMs: number): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const request = (args.contextValue as { request?: Request } | undefined)?.request;
      setExecuteFn(async (executionArgs) => {
        const controller = new AbortController();
        const timer = setTimeout(() => {
          controller.abort(
            guardError(`The request took longer than ${timeoutMs / 1000} s and was stopped`, 'TIMEOUT', 503),
          );
        }, timeoutMs);
        const onClientAbort = () => controller.abort(request?.signal.reason);
        request?.signal.addEventListener('abort', onClientAbort, { once: true });
        try {
          return await executeFn({ ...executionArgs, signal: controller.signal } as typeof executionArgs);
        } finally {
          clearTimeout(timer);
          request?.signal.removeEventListener('abort', onClientAbort);
        }
      });
    },
  };
}
