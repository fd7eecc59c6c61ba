// Yoga plugin: every GraphQL error a client receives is logged with its message, code and path
// (unexpected ones are logged in full by yoga's masking, through the logger adapter in yoga.ts),
// and, where introspection is off, "Did you mean ...?" hints are taken out of the messages: they
// would spell out the schema field by field. Variables that do not fit their types are reported
// in the product's words rather than the schema's (graphql-errors.ts), in every mode. Every error
// a client receives names its request in `extensions.requestId` (the X-Request-Id of the response).
import type { ExecutionResult, GraphQLError, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { rewriteInputErrors, withRequestId } from './graphql-errors.ts';
import type { Logger } from './logger.ts';
import { currentRequestId } from './request-context.ts';

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

export interface ErrorReportingOptions {
  logger: Logger;
  hideSuggestions: boolean;
  schema: GraphQLSchema;
}

/**
 * Rewrites a result's errors in place (the product's words for variables, no suggestions where
 * introspection is off) and logs them. GraphQL over HTTP calls it through the plugin below; the REST
 * facade, which runs its documents in-process without yoga's result processing, calls it directly,
 * so both answer with the same messages.
 */
export function reportGraphQLErrors(errors: readonly GraphQLError[], options: ErrorReportingOptions, path: string): void {
  if (errors.length === 0) return;
  // GraphQLError.message is writable; the response serialises the changed text.
  rewriteInputErrors(errors, options.schema);
  if (options.hideSuggestions) {
    for (const error of errors) error.message = error.message.replace(SUGGESTION, '');
  }
  options.logger.info(
    {
      path,
      errors: errors.map((e) => ({
        message: e.message,
        code: e.extensions?.code,
        path: e.path?.join('.'),
      })),
    },
    'graphql errors',
  );
}

export function useErrorLogging(options: ErrorReportingOptions): Plugin {
  return {
    onResultProcess({ request, result, setResult }) {
      if (!result || typeof result !== 'object' || Symbol.asyncIterator in result) return;
      const results = Array.isArray(result) ? result : [result];
      const errors = results.flatMap((r) => (r.errors ?? []) as GraphQLError[]);
      if (errors.length === 0) return;
      reportGraphQLErrors(errors, options, new URL(request.url).pathname);
      const requestId = currentRequestId();
      if (requestId === undefined) {
        setResult(result);
        return;
      }
      const stamp = (r: ExecutionResult) => (r.errors?.length ? { ...r, errors: withRequestId(r.errors as GraphQLError[], requestId) } : r);
      setResult(Array.isArray(result) ? result.map(stamp) : stamp(result as ExecutionResult));
    },
  };
}
