// Structured JSON logs (pino): one line per event, with request ids. A line written while serving a
// request, or while running a job that a request added, carries that request's `requestId`
// (gateway/request-context.ts) without any caller passing it; with tracing on, its `traceId` too.
import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-context.ts';
import { currentTraceIds } from './tracing.ts';

export type { Logger };

/** `destination`: where lines go instead of standard output (tests read them back). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'gateway' },
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.accessToken'],
    // With tracing on, the trace and span ids too, so a log line leads to its trace.
    mixin() {
      const requestId = currentRequestId();
      const trace = currentTraceIds();
      return { ...(requestId === undefined ? {} : { requestId }), ...(trace ?? {}) };
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
