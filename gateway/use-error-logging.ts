// Yoga plugin: every GraphQL error a client receives is logged with its message, code and path
// (unexpected ones are logged in full by yoga's masking, through the logger adapter in yoga.ts),
// and, where introspection is off, "Did you mean ...?" hints are taken out of the messages: they
// would spell out the schema field by field. Variables that do not fit their types are reported
// in the product's words rather than the schema's (graphql-errors.ts), in every mode.
import type { GraphQLError, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { rewriteInputErrors } from './graphql-errors.ts';
import type { Logger } from './logger.ts';

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

export function useErrorLogging(options: { logger: Logger; hideSuggestions: boolean; schema: GraphQLSchema }): Plugin {
  return {
    onResultProcess({ request, result, setResult }) {
      if (!result || typeof result !== 'object' || Symbol.asyncIterator in result) return;
      const results = Array.isArray(result) ? result : [result];
      const errors = results.flatMap((r) => (r.errors ?? []) as GraphQLError[]);
      if (errors.length === 0) return;
      // GraphQLError.message is writable; the response serialises the changed text.
      rewriteInputErrors(errors, options.schema);
      if (options.hideSuggestions) {
        for (const error of errors) error.message = error.message.replace(SUGGESTION, '');
      }
      setResult(result);
      const path = new URL(request.url).pathname;
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
    },
  };
}
