// Traces (OpenTelemetry), exported with OTLP over HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set, and
// absent otherwise: then no provider, context manager or plugin is installed, so a request pays for
// none of it. A trace holds the request's HTTP span (continuing a caller's W3C `traceparent`), the
// GraphQL parse, validate and execute spans with the resolvers that took longer than a threshold
// (use-tracing.ts), the Prisma queries (@prisma/instrumentation) and the jobs the request enqueued.
import { context, propagation, SpanKind, SpanStatusCode, trace, type Span, type Tracer } from '@opentelemetry/api';
import type { JobQueue } from './jobs/index.ts';
import { currentRequestId } from './request-context.ts';

export interface TracingOptions {
  /** The collector's base URL (OTEL_EXPORTER_OTLP_ENDPOINT); spans go to `<endpoint>/v1/traces`. */
  endpoint: string;
  serviceName: string;
  /** Resolvers running at least this long get a span of their own (OTEL_RESOLVER_THRESHOLD_MS). */
  resolverThresholdMs: number;
}

export interface Tracing {
  tracer: Tracer;
  resolverThresholdMs: number;
  /**
   * Runs `handle` inside a server span for `request`, the child of the caller's trace if it sent one,
   * named by `nameOf` from the answer (a route template: a path would give each dish its own name).
   */
  inRequestSpan(request: Request, handle: () => Promise<Response>, nameOf: (response: Response) => string): Promise<Response>;
  /** Runs `work` inside a span named `name`, a child of whatever span is current. */
  inSpan<T>(name: string, attributes: Record<string, string | number>, work: () => Promise<T>): Promise<T>;
  /** Sends every finished span now. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** The ids of the span current in this async context, for log lines; none outside a trace. */
export function currentTraceIds(): { traceId: string; spanId: string } | null {
  const span = trace.getSpan(context.active());
  if (!span) return null;
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}

/**
 * Installs the tracer provider, the exporter and Prisma's instrumentation. They are loaded here, on
 * demand: importing them costs a start-up about a quarter of a second, which a gateway without
 * tracing does not pay.
 */
export async function startTracing(options: TracingOptions): Promise<Tracing> {
  const [{ AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, { OTLPTraceExporter }, { resourceFromAttributes }, { BatchSpanProcessor, TracerProvider }, { PrismaInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace'),
      import('@prisma/instrumentation'),
    ]);
  const exporter = new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter })],
  });
  // The API's globals are what @prisma/instrumentation and the async context read: one set per process.
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const prisma = new PrismaInstrumentation({ enabled: false });
  prisma.setTracerProvider(provider);
  prisma.enable();
  const tracer = provider.getTracer('freshmeals-gateway');

  function finish(span: Span, error: unknown): void {
    if (error !== undefined) {
      span.recordException(error instanceof Error ? error : new Error(String(error)));
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  }

  return {
    tracer,
    resolverThresholdMs: options.resolverThresholdMs,
    async inRequestSpan(request, handle, nameOf) {
      const headers = Object.fromEntries(request.headers);
      const parent = propagation.extract(context.active(), headers);
      const url = new URL(request.url);
      const span = tracer.startSpan(
        request.method,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'url.path': url.pathname, 'url.scheme': url.protocol.slice(0, -1) } },
        parent,
      );
      try {
        const response = await context.with(trace.setSpan(parent, span), handle);
        span.updateName(nameOf(response));
        span.setAttribute('http.response.status_code', response.status);
        if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        finish(span, undefined);
        return response;
      } catch (error) {
        finish(span, error);
        throw error;
      }
    },
    async inSpan(name, attributes, work) {
      const span = tracer.startSpan(name, { attributes });
      try {
        const result = await context.with(trace.setSpan(context.active(), span), work);
        finish(span, undefined);
        return result;
      } catch (error) {
        finish(span, error);
        throw error;
      }
    },
    async flush() {
      await provider.forceFlush();
    },
    async close() {
      prisma.disable();
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

/**
 * The queue to use instead of `queue`: each run of a job is a span of its own trace (a root: the
 * request that added the job may have ended long before), with the id of that request as an
 * attribute, as its log lines have it.
 */
export function traceJobRuns(queue: JobQueue, tracing: Tracing): JobQueue {
  return Object.assign(Object.create(queue) as JobQueue, {
    define(task: string, definition: Parameters<JobQueue['define']>[1]) {
      queue.define(task, {
        ...definition,
        run(payload, jobContext) {
          const span = tracing.tracer.startSpan(`job ${task}`, { root: true, attributes: { 'job.task': task } });
          const requestId = currentRequestId();
          if (requestId !== undefined) span.setAttribute('freshmeals.request_id', requestId);
          return context.with(trace.setSpan(context.active(), span), async () => {
            try {
              await definition.run(payload, jobContext);
              span.end();
            } catch (error) {
              span.recordException(error instanceof Error ? error : new Error(String(error)));
              span.setStatus({ code: SpanStatusCode.ERROR });
              span.end();
              throw error;
            }
          });
        },
      });
    },
  });
}
