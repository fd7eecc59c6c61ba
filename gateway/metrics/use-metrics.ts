// Yoga plugin: counts and times every GraphQL operation (over HTTP and the REST facade's in-process
// documents) and records the cost the query limits estimated for it. An operation refused before it
// ran (a document that does not parse or validate, a token the context refuses) counts as an error
// too; a request refused before parsing (its size, its text) is only in the HTTP metrics.
import { getOperationAST, type DocumentNode, type ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { queryCosts } from '../use-query-limits.ts';
import type { MetricsRegistry } from './registry.ts';

interface Operation {
  started: number;
  operation: string;
  type: string;
  recorded: boolean;
}

/** The operation name the client sent alongside its document (yoga puts the request's params on the context). */
const requestedName = (context: object): string | undefined => {
  const name = (context as { params?: { operationName?: unknown } }).params?.operationName;
  return typeof name === 'string' ? name : undefined;
};

export function useMetrics(metrics: MetricsRegistry): Plugin {
  const operations = new WeakMap<object, Operation>();

  /** The operation of a context, begun at the first hook that sees it. */
  const begin = (context: object): Operation => {
    let operation = operations.get(context);
    if (!operation) {
      operation = { started: performance.now(), operation: metrics.operationLabel(requestedName(context)), type: 'unknown', recorded: false };
      operations.set(context, operation);
    }
    return operation;
  };

  const identify = (operation: Operation, document: DocumentNode, name: string | null | undefined) => {
    const definition = getOperationAST(document, name);
    if (definition) {
      operation.operation = metrics.operationLabel(definition.name?.value);
      operation.type = definition.operation;
    }
    return definition;
  };

  const record = (operation: Operation, outcome: 'ok' | 'error') => {
    if (operation.recorded) return;
    operation.recorded = true;
    const { operation: name, type } = operation;
    metrics.graphqlOperations.inc({ operation: name, type, outcome });
    metrics.graphqlDuration.observe({ operation: name, type }, (performance.now() - operation.started) / 1000);
  };

  return {
    onPluginInit({ registerContextErrorHandler }) {
      registerContextErrorHandler(({ context }) => {
        const operation = operations.get(context as object);
        if (operation) record(operation, 'error');
      });
    },
    onParse({ context }) {
      const operation = begin(context);
      return ({ result }) => {
        if (result instanceof Error) record(operation, 'error');
      };
    },
    onValidate({ context, params }) {
      const operation = begin(context);
      identify(operation, params.documentAST, requestedName(context));
      return ({ valid }) => {
        if (!valid) record(operation, 'error');
      };
    },
    onExecute({ args }) {
      const context = args.contextValue as object;
      const operation = begin(context);
      const definition = identify(operation, args.document, args.operationName);
      const cost = queryCosts(context)?.[definition?.name?.value ?? ''];
      if (cost !== undefined) metrics.graphqlCost.observe({ operation: operation.operation }, cost);
      return {
        onExecuteDone({ result }) {
          if (!isAsyncIterable(result)) {
            record(operation, (result as ExecutionResult).errors?.length ? 'error' : 'ok');
            return;
          }
          let failed = false;
          return {
            onNext({ result: part }) {
              if (part.errors?.length) failed = true;
            },
            onEnd() {
              record(operation, failed ? 'error' : 'ok');
            },
          };
        },
      };
    },
  };
}
