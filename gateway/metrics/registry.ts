// The gateway's Prometheus metrics: one prom-client Registry per app, never prom-client's global
// default registry, so that the many apps a test process builds each count only their own traffic.
// The names are fixed: alert rules and dashboards are written against them.
import { collectDefaultMetrics, Counter, Histogram, Registry, type Metric } from 'prom-client';
import type { LoginOutcome } from '../../schema/context.ts';

/** Every outcome the sign-in distinguishes: each is shown from 0, so that a rate over it exists from the start. */
export const LOGIN_OUTCOMES = ['success', 'bad_password', 'unknown_account', 'locked', 'rate_limited', 'disabled', 'unverified'] as const satisfies readonly LoginOutcome[];

/** Operation names longer than this are counted as `other`. */
export const MAX_OPERATION_NAME = 64;
/** Distinct operation names a registry labels; names first seen after these are counted as `other`. */
export const MAX_OPERATION_NAMES = 200;

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** The cost limit is 1,000 (use-query-limits.ts); the largest frontend operation costs 384. */
const COSTS = [10, 25, 50, 100, 200, 400, 700, 1000];

let processMetrics: Registry | undefined;

/**
 * CPU, memory, event loop and garbage collection belong to the process, not to one app: they are
 * collected once (collectDefaultMetrics starts timers and a GC observer each time it is called)
 * into a registry of their own, whose metrics every app's registry also shows.
 */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

export function createMetricsRegistry() {
  const registry = new Registry();
  for (const metric of processRegistry().getMetricsAsArray() as unknown as Metric[]) {
    // prom-client names three gauges `nodejs_active_*_total`; Prometheus keeps `_total` for
    // counters (`promtool check metrics` refuses them), and `nodejs_active_*` without it say the same.
    if (!(metric instanceof Counter) && (metric as unknown as { name: string }).name.endsWith('_total')) continue;
    registry.registerMetric(metric);
  }
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'freshmeals_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'freshmeals_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (until its response headers), by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers,
  });
  const graphqlOperations = new Counter({
    name: 'freshmeals_graphql_operations_total',
    help: 'GraphQL operations (over HTTP and the REST routes), by operation name, type and outcome (error: any error in the result, or refused before it ran).',
    labelNames: ['operation', 'type', 'outcome'] as const,
    registers,
  });
  const graphqlDuration = new Histogram({
    name: 'freshmeals_graphql_operation_duration_seconds',
    help: 'Time from parsing a GraphQL operation to its result, by operation name and type.',
    labelNames: ['operation', 'type'] as const,
    buckets: SECONDS,
    registers,
  });
  const graphqlCost = new Histogram({
    name: 'freshmeals_graphql_operation_cost',
    help: 'The estimated cost of each GraphQL operation that ran (the limit is 1000), by operation name.',
    labelNames: ['operation'] as const,
    buckets: COSTS,
    registers,
  });
  const dbQueryDuration = new Histogram({
    name: 'freshmeals_db_query_duration_seconds',
    help: 'Time of each SQL statement Prisma sent, by kind (select, insert, update, delete, other).',
    labelNames: ['operation'] as const,
    buckets: DB_SECONDS,
    registers,
  });
  const jobRuns = new Counter({
    name: 'freshmeals_job_runs_total',
    help: 'Background job runs in this process, by task and outcome (a failed run may be retried).',
    labelNames: ['task', 'outcome'] as const,
    registers,
  });
  const logins = new Counter({
    name: 'freshmeals_logins_total',
    help: 'Password sign-ins, by outcome.',
    labelNames: ['outcome'] as const,
    registers,
  });
  for (const outcome of LOGIN_OUTCOMES) logins.inc({ outcome }, 0);

  const operationNames = new Set<string>();
  /**
   * The `operation` label of a GraphQL operation name: `anonymous` without one, `other` for a name
   * that is too long, not a GraphQL name (a client's operationName of a document that did not parse)
   * or beyond the first MAX_OPERATION_NAMES names, so that clients cannot grow the label's values.
   */
  function operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (operationNames.has(name)) return name;
    if (name.length > MAX_OPERATION_NAME || !/^[_A-Za-z][_0-9A-Za-z]*$/.test(name) || operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    operationNames.add(name);
    return name;
  }

  return { registry, httpRequests, httpDuration, graphqlOperations, graphqlDuration, graphqlCost, dbQueryDuration, jobRuns, logins, operationLabel };
}

export type MetricsRegistry = ReturnType<typeof createMetricsRegistry>;
