// Fair share of the database per request. GraphQL runs a query's root fields (30 aliases) and the
// connections below a list (a page of users, each with its transactions) all at once: one request
// could queue dozens of statements ahead of everyone else's, on the pool of PostgreSQL connections
// or on embedded PGlite's single one, and a health check or another customer would wait for all
// of them. Here the resolvers that go to the database (root fields and connections) run at most
// `perRequest` at a time within one request, each after a turn of the event loop; the rest of the
// request waits its turn, other requests do not.
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';

class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}

  async run<T>(work: () => T | Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    // Back to the event loop before each step: embedded PGlite answers within the same turn
    // (promises only), so without this a whole request would run before any other is even read.
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      return await work();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

export function limitResolverConcurrency(schema: GraphQLSchema, perRequest: number): GraphQLSchema {
  const gates = new WeakMap<object, Gate>();
  const gateFor = (context: unknown) => {
    if (!context || typeof context !== 'object') return null;
    let gate = gates.get(context);
    if (!gate) gates.set(context, (gate = new Gate(perRequest)));
    return gate;
  };
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name].filter(Boolean));

  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const databaseBound = roots.has(typeName) || Object.hasOwn(field.args ?? {}, 'first');
      if (!databaseBound || fieldName.startsWith('__') || !field.resolve) return field;
      const resolve = field.resolve as GraphQLFieldResolver<unknown, unknown>;
      return {
        ...field,
        resolve: (source, args, context, info) => {
          const gate = gateFor(context);
          return gate ? gate.run(() => resolve(source, args, context, info)) : resolve(source, args, context, info);
        },
      };
    },
  });
}
