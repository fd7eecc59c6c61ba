// The GraphQL endpoint: graphql-yoga over the Pothos schema. Exported apart from the listener so
// tests call `yoga.fetch(...)` directly.
import { createYoga, type YogaServerOptions } from 'graphql-yoga';
import { schema } from '../schema/index.ts';
import type { Context } from '../schema/context.ts';
import { createContextFactory, type ContextDeps, type ServerContext } from './context.ts';
import type { Logger } from './logger.ts';
import { limitResolverConcurrency } from './resolver-concurrency.ts';
import { useErrorLogging } from './use-error-logging.ts';
import { useApiKeyScope } from './use-api-key-scope.ts';
import { useExecutionTimeout } from './use-execution-timeout.ts';
import { useKeptSummary } from './use-kept-summary.ts';
import { GRAPHQL_LIMITS, useQueryLimits } from './use-query-limits.ts';
import { useRequestGuard } from './use-request-guard.ts';
import { useResponseCookies } from './use-response-cookies.ts';

export interface GraphQLOptions {
  /** GraphiQL on GET /graphql for browsers: the gateway serves it itself (gateway/graphiql/), not yoga. */
  graphiql: boolean;
  /** Answer __schema / __type. Off also hides "Did you mean ...?" hints. */
  introspection: boolean;
  /** Executions running longer are stopped with HTTP 503. */
  executionTimeoutMs: number;
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

export function createGraphQL(
  deps: ContextDeps &
    GraphQLOptions & {
      logger: Logger;
      /** Which browser origins get CORS (gateway/cors.ts). Required: yoga's default grants every origin, with credentials. */
      cors: NonNullable<YogaServerOptions<ServerContext, Context>['cors']>;
    },
) {
  const buildContext = createContextFactory(deps);
  return createYoga<ServerContext, Context>({
    schema: gatedSchema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    cors: deps.cors,
    // Never leak internals: unexpected errors become 'Unexpected error.' (logged in full).
    maskedErrors: { isDev: false },
    // yoga's validation cache keys on the document alone, but the limits read the variables too:
    // use-query-limits.ts remembers passed validations per document and variables instead.
    parserAndValidationCache: { validationCache: false },
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
      useRequestGuard({ maxDocumentBytes: GRAPHQL_LIMITS.maxDocumentBytes, maxListItems: GRAPHQL_LIMITS.maxListItems, maxVariableDepth: 32 }),
      useQueryLimits({ introspection: deps.introspection, hideSuggestions: !deps.introspection }),
      useApiKeyScope(),
      useExecutionTimeout(deps.executionTimeoutMs),
      useKeptSummary(),
      useErrorLogging({ logger: deps.logger, hideSuggestions: !deps.introspection, schema: gatedSchema }),
      useResponseCookies(),
    ],
  });
}

export type GraphQLApp = ReturnType<typeof createGraphQL>;
