// The GraphQL endpoint: graphql-yoga over the Pothos schema. Exported apart from the listener so
// tests call `yoga.fetch(...)` directly.
import { GraphQLError, type ExecutionResult } from 'graphql';
import { createYoga, isAsyncIterable, maskError, type YogaServerOptions } from 'graphql-yoga';
import { schema } from '../schema/index.ts';
import type { Context } from '../schema/context.ts';
import { createContextFactory, type ContextDeps, type ServerContext } from './context.ts';
import type { Logger } from './logger.ts';
import type { Plugin } from 'graphql-yoga';
import { limitResolverConcurrency } from './resolver-concurrency.ts';
import { unexpectedErrorMessage } from './graphql-errors.ts';
import { currentRequestId } from './request-context.ts';
import { reportGraphQLErrors, useErrorLogging, type ErrorReportingOptions } from './use-error-logging.ts';
import { useApiKeyScope } from './use-api-key-scope.ts';
import { useExecutionTimeout } from './use-execution-timeout.ts';
import { useIdempotency } from './use-idempotency.ts';
import { useKeptSummary } from './use-kept-summary.ts';
import { GRAPHQL_LIMITS, useQueryLimits } from './use-query-limits.ts';
import { useQueryCost } from './use-query-cost.ts';
import { useRequestGuard } from './use-request-guard.ts';
import { takeResponseCookies, useResponseCookies } from './use-response-cookies.ts';
import { resolveViewer } from './context.ts';
import { trustInProcessRun, useTrustedDocuments, type TrustedDocumentStore } from './use-trusted-documents.ts';

export interface GraphQLOptions {
  /** GraphiQL on GET /graphql for browsers: the gateway serves it itself (gateway/graphiql/), not yoga. */
  graphiql: boolean;
  /** Answer __schema / __type. Off also hides "Did you mean ...?" hints. */
  introspection: boolean;
  /** Executions running longer are stopped with HTTP 503. */
  executionTimeoutMs: number;
  /** How long a repeat of an idempotency key whose first request still runs waits for its answer. */
  idempotencyWaitMs: number;
}

/** yoga logs (message, error) pairs as arguments: errors go to pino's `err` so they keep message and stack. */
function logWith(logger: Logger, level: 'debug' | 'info' | 'warn' | 'error') {
  return (...args: unknown[]) => {
    const err = args.find((a): a is Error => a instanceof Error);
    const text = args.filter((a) => typeof a === 'string').join(' ');
    const rest = args.filter((a) => a !== err && typeof a !== 'string');
    logger[level]({ ...(err ? { err } : {}), ...(rest.length ? { args: rest } : {}) }, text || err?.message || 'yoga');
  };
}

/** Database-bound resolvers (root fields, connections) one request runs at a time. */
export const DATABASE_RESOLVERS_PER_REQUEST = 4;

// Wrapped once for the process: every gateway built here shares it.
const gatedSchema = limitResolverConcurrency(schema, DATABASE_RESOLVERS_PER_REQUEST);

/** A document run in-process (the REST facade's): its result, its HTTP status and the cookies its resolvers set. */
export interface InProcessAnswer {
  result: ExecutionResult;
  /** The status GraphQL over HTTP answers this result with to a client that accepts application/graphql-response+json. */
  status: number;
  cookies: string[];
}

/**
 * The status yoga gives a result for a client that accepts application/graphql-response+json: the
 * highest status an error carries (a refusal's 400, a token's 401, a rate's 429, a timeout's 503);
 * else 500 when an unexpected error left no data, else 200.
 */
function statusOf(result: ExecutionResult): number {
  let status = 0;
  let unexpected = false;
  for (const error of result.errors ?? []) {
    const http = error.extensions?.http as { status?: unknown } | undefined;
    if (http) {
      if (typeof http.status === 'number' && http.status > status) status = http.status;
    } else if (error.extensions?.unexpected || !isOriginalGraphQLError(error)) {
      unexpected = true;
    }
  }
  return status || (unexpected && !('data' in result) ? 500 : 200);
}

function isOriginalGraphQLError(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isOriginalGraphQLError(error.originalError);
}

export function createGraphQL(
  deps: ContextDeps &
    GraphQLOptions & {
      logger: Logger;
      /** Which browser origins get CORS (gateway/cors.ts). Required: yoga's default grants every origin, with credentials. */
      cors: NonNullable<YogaServerOptions<ServerContext, Context>['cors']>;
      /** Counts and times every operation (gateway/metrics/): runs first, so it sees the other plugins' refusals. */
      metrics?: Plugin;
      /** Parse, validate, execute and slow-resolver spans (gateway/use-tracing.ts), when tracing is on. */
      tracing?: Plugin;
      /** The apps' compiled documents, and whether other documents are refused (gateway/use-trusted-documents.ts). */
      trustedDocuments: { store: TrustedDocumentStore; enforce: boolean };
    },
) {
  const buildContext = createContextFactory(deps);
  const errorReporting: ErrorReportingOptions = { logger: deps.logger, hideSuggestions: !deps.introspection, schema: gatedSchema };
  const yoga = createYoga<ServerContext, Context>({
    schema: gatedSchema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    cors: deps.cors,
    // Never leak internals: unexpected errors become 'Unexpected error. Reference: <request id>'
    // (logged in full, with that id).
    maskedErrors: { isDev: false, maskError: (error, _message, isDev) => maskError(error, unexpectedErrorMessage(currentRequestId()), isDev) },
    // yoga's validation cache keys on the document alone, but the limits read the variables too:
    // use-query-limits.ts remembers passed validations per document and variables instead.
    parserAndValidationCache: { validationCache: false },
    // A browser sends the id of one of its app's compiled documents instead of the text.
    extraParamNames: ['documentId'],
    // The gateway bounds every body before it reaches yoga (JSON in body-limit.ts, uploads in
    // multipart.ts). yoga's own limit would stream each body through a transform once more, which
    // cost a few per cent of every request under load.
    maxRequestBodySize: false,
    logging: {
      debug: logWith(deps.logger, 'debug'),
      info: logWith(deps.logger, 'info'),
      warn: logWith(deps.logger, 'warn'),
      error: logWith(deps.logger, 'error'),
    },
    context: (initial) => buildContext(initial as unknown as { request: Request } & ServerContext),
    plugins: [
      ...(deps.metrics ? [deps.metrics] : []),
      ...(deps.tracing ? [deps.tracing] : []),
      useRequestGuard({ maxDocumentBytes: GRAPHQL_LIMITS.maxDocumentBytes, maxListItems: GRAPHQL_LIMITS.maxListItems, maxVariableDepth: 32 }),
      useTrustedDocuments({
        ...deps.trustedDocuments,
        identify: (request) => resolveViewer(request, { services: deps.services, tokens: deps.tokens, viewerCache: deps.viewerCache, apiKeys: deps.apiKeys }),
      }),
      useQueryLimits({ introspection: deps.introspection, hideSuggestions: !deps.introspection }),
      useQueryCost(),
      useApiKeyScope(),
      useExecutionTimeout(deps.executionTimeoutMs),
      // After the timeout: its wrapper runs inside this one, so a repeat's wait for the first
      // request's answer is not counted against the execution time limit.
      useIdempotency({ waitMs: deps.idempotencyWaitMs, logger: deps.logger }),
      useKeptSummary(),
      useErrorLogging(errorReporting),
      useResponseCookies(),
    ],
  });

  /**
   * Runs one document in-process, for the REST facade: no GraphQL request is written, sent through
   * `yoga.fetch` and read back. `getResultForParams` is where yoga takes every GraphQL over HTTP
   * request once its body is parsed: the plugins' onParams hooks (the request guard's size and text
   * checks), then parse, validation (the limits), the context (who is asking, from the request's
   * Authorization and Cookie headers), execution (API key scope, timeout, kept summary) and the
   * masking of unexpected errors. What yoga does only to an HTTP response, this does itself with the
   * same functions: the errors' rewriting and logging, and the cookies the resolvers set. (The
   * request guard's onResultProcess only chooses 200 or 400 for a client that accepts plain
   * application/json; the status here is the graphql-response+json one, which ignores that choice.)
   * `request` is the client's own request (its headers and abort signal); its body is not read.
   */
  async function runInProcess(
    request: Request,
    params: { query: string; variables: Record<string, unknown> },
    serverContext: ServerContext,
  ): Promise<InProcessAnswer> {
    // A variable left undefined is absent, as it is once a request is written as JSON: GraphQL would
    // otherwise pass it on as null, and `{ attended: false }` would clear the notes it leaves out.
    const variables = Object.fromEntries(Object.entries(params.variables).filter(([, value]) => value !== undefined));
    const sent = { query: params.query, variables };
    // yoga adds the request and params to the context object it is given: a fresh one per run.
    const context = { ...serverContext } as ServerContext & { request: Request; params: typeof sent };
    // The facade's documents are written in the gateway's code: trusted whoever calls the route.
    trustInProcessRun(context);
    const answer = await yoga.getResultForParams({ request, params: sent }, context);
    if (Array.isArray(answer) || isAsyncIterable(answer)) throw new Error('An in-process GraphQL document answered more than one result');
    const result = answer as ExecutionResult;
    const errors = (result.errors ?? []) as GraphQLError[];
    reportGraphQLErrors(errors, errorReporting, new URL(request.url).pathname);
    return { result, status: statusOf(result), cookies: takeResponseCookies(request) };
  }

  // The yoga instance is a proxy over its request handler: the property is set on that handler,
  // where the proxy's lookups find it.
  return Object.assign(yoga, { runInProcess });
}

export type GraphQLApp = ReturnType<typeof createGraphQL>;
