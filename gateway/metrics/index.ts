// Prometheus metrics of one gateway app (see registry.ts for the names): the HTTP requests it
// answered, its GraphQL operations, database operations, jobs and sign-ins, and gauges read at
// each scrape. GET /metrics answers them in Prometheus's text format: open outside production; in
// production only to `Authorization: Bearer <METRICS_TOKEN>`, and not at all (404) without one.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerAdapterPlugin } from '@whatwg-node/server';
import type { Database } from '../../prisma/database.ts';
import type { Observations } from '../../schema/context.ts';
import type { JobQueue } from '../jobs/index.ts';
import type { RestRoute } from '../rest/facade.ts';
import { json } from '../rest/facade.ts';
import { registerCollectors, type CollectorSources } from './collectors.ts';
import { countJobRuns } from './jobs.ts';
import { createMetricsRegistry } from './registry.ts';
import { createRouteTemplates, methodLabel } from './routes.ts';
import { useMetrics } from './use-metrics.ts';

export { METRICS_PATH } from './routes.ts';

export interface MetricsOptions {
  production: boolean;
  /** METRICS_TOKEN: required as a bearer token whenever it is set; production without it serves no metrics. */
  token: string | undefined;
  restRoutes: RestRoute[];
}

/** The status the metrics give a request whose client went away before the answer (nginx's code for it). */
export const CLIENT_CLOSED_REQUEST = 499;

const digest = (value: string) => createHash('sha256').update(value).digest();

export function createMetrics(options: MetricsOptions) {
  const metrics = createMetricsRegistry();
  const routeTemplate = createRouteTemplates(options.restRoutes);
  // Compared as digests of equal length, in constant time: the answer's timing tells nothing of
  // how much of a guessed token was right.
  const tokenDigest = options.token ? digest(options.token) : null;
  const served = !options.production || tokenDigest !== null;

  const observe: Observations = {
    login(outcome) {
      metrics.logins.inc({ outcome });
    },
  };

  return {
    registry: metrics.registry,
    observe,
    /** The yoga plugin counting GraphQL operations (put it first, so that it sees every other plugin's refusals). */
    plugin: () => useMetrics(metrics),
    /** Times each SQL statement the database runs, by kind; returns the function that stops it. */
    timeStatements: (database: Pick<Database, 'onStatement'>) =>
      database.onStatement((kind, seconds) => metrics.dbQueryDuration.observe({ operation: kind }, seconds)),
    /** The queue to use instead of `queue`, counting each run of the jobs defined through it. */
    countJobRuns: (queue: JobQueue) => countJobRuns(queue, metrics),
    /** Starts the gauges read at each scrape, once the app has what they read. */
    collect(sources: CollectorSources) {
      registerCollectors(metrics, sources);
    },
    /** The route template a request is counted under (`/server/api/v1/dishes/:id`, `/static/*`, `other`). */
    routeOf: (request: Request, status: number) => routeTemplate(request.method, new URL(request.url).pathname, status),
    /** The server adapter's plugin counting and timing every answered request, until its response headers. */
    serverPlugin(): ServerAdapterPlugin {
      const started = new WeakMap<Request, number>();
      return {
        onRequest({ request }) {
          started.set(request, performance.now());
        },
        onResponse({ request, response }) {
          const since = started.get(request);
          // A client that left before its answer (closed its connection mid-request) is counted as
          // 499, as proxies count it: the error answer written to nobody is no fault of the server's
          // and must not look like one to the 5xx alerts.
          const status = request.signal?.aborted ? CLIENT_CLOSED_REQUEST : response.status;
          const labels = { method: methodLabel(request.method), route: routeTemplate(request.method, new URL(request.url).pathname, status), status: String(status) };
          metrics.httpRequests.inc(labels);
          if (since !== undefined) metrics.httpDuration.observe(labels, (performance.now() - since) / 1000);
        },
      };
    },
    /** The answer to a request for /metrics. */
    async serve(request: Request): Promise<Response> {
      if (!served) return json(404, { message: 'Not found' });
      if (tokenDigest) {
        const [scheme, token] = (request.headers.get('authorization') ?? '').split(' ', 2);
        if (scheme?.toLowerCase() !== 'bearer' || !token || !timingSafeEqual(digest(token), tokenDigest)) {
          return json(401, { message: 'The metrics need their token' }, { 'www-authenticate': 'Bearer realm="metrics"' });
        }
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') return json(405, { message: 'Method not allowed' }, { allow: 'GET, HEAD' });
      const text = await metrics.registry.metrics();
      return new Response(request.method === 'HEAD' ? null : text, {
        headers: { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
