// GraphQL spans for a trace (gateway/tracing.ts): parse, validate and execute, named after the
// operation, and a span for each resolver that took at least the threshold, so a slow trace shows
// which field was slow without a span for each of the thousands of fields a page resolves. The
// database queries a resolver runs are children of the execute span.
import { useOnResolve } from '@envelop/on-resolve';
import { context, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Tracing } from './tracing.ts';

const nowMs = () => performance.timeOrigin + performance.now();

function end(span: Span, error?: unknown): void {
  if (error) {
    span.recordException(error instanceof Error ? error : new Error(String(error)));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

export function useTracing({ tracer, resolverThresholdMs }: Pick<Tracing, 'tracer' | 'resolverThresholdMs'>): Plugin {
  // The execute span of each operation, by its context object: a resolver's span is its child.
  const executing = new WeakMap<object, Span>();
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(
        useOnResolve(({ info, context: contextValue }) => {
          const started = nowMs();
          return ({ result }) => {
            const ended = nowMs();
            if (ended - started < resolverThresholdMs) return;
            const parent = executing.get(contextValue as object);
            const span = tracer.startSpan(
              `graphql.resolve ${info.parentType.name}.${info.fieldName}`,
              { startTime: started, attributes: { 'graphql.field.path': String(info.path.key), 'graphql.field.type': String(info.returnType) } },
              parent ? trace.setSpan(context.active(), parent) : undefined,
            );
            if (result instanceof Error) {
              span.recordException(result);
              span.setStatus({ code: SpanStatusCode.ERROR });
            }
            span.end(ended);
          };
        }),
      );
    },
    onParse() {
      const span = tracer.startSpan('graphql.parse');
      return ({ result }) => end(span, result instanceof Error ? result : undefined);
    },
    onValidate() {
      const span = tracer.startSpan('graphql.validate');
      return ({ valid, result }) => {
        if (!valid) span.setAttribute('graphql.validation.errors', result.length);
        end(span, valid ? undefined : result[0]);
      };
    },
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      const type = operation?.operation ?? 'query';
      const name = operation?.name?.value ?? 'anonymous';
      const span = tracer.startSpan(`graphql.execute ${type} ${name}`, { attributes: { 'graphql.operation.type': type, 'graphql.operation.name': name } });
      executing.set(args.contextValue as object, span);
      setExecuteFn((executeArgs) => context.with(trace.setSpan(context.active(), span), () => executeFn(executeArgs)));
      return {
        onExecuteDone({ result }) {
          const errors = 'errors' in result ? (result.errors?.length ?? 0) : 0;
          if (errors) {
            span.setAttribute('graphql.errors', errors);
            span.setStatus({ code: SpanStatusCode.ERROR });
          }
          span.end();
        },
      };
    },
  };
}
