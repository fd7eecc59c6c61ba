// Yoga plugin: every GraphQL answer of a document that passed validation carries its cost in
// `extensions.cost`:
//   requestedQueryCost  the estimate the limits computed before it ran (gateway/query-analysis.ts:
//                       the document and its variables, connections' first/last multiplying);
//   actualQueryCost     the same cost model over what the answer really holds: a connection's page
//                       counts the edges it returned, not the ones asked for; null when the
//                       operation never ran (a refused token or API key);
//   throttleStatus      only for a request made with an API key: the key's budget of cost points a
//                       minute (maximumAvailable), what is left of it after this request
//                       (currentlyAvailable) and the seconds until it starts over (resetInSeconds),
//                       as the RateLimit-* headers say.
// The actual cost is one walk over the answer's data beside the document's selections: no resolver
// or database work. The REST facade's in-process documents get it too, and leave it out of their
// product-shaped answers.
import {
  getNamedType,
  getNullableType,
  getOperationAST,
  isLeafType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { CONNECTION_COST, ROOT_FIELD_COST } from './query-analysis.ts';
import { queryCosts } from './use-query-limits.ts';
import { currentApiKeyBudget } from './request-context.ts';

export interface QueryCost {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  throttleStatus?: { maximumAvailable: number; currentlyAvailable: number; resetInSeconds: number };
}

/**
 * The estimated cost of the operation a validated request runs (the one its operationName names, or
 * its only one), rounded up; undefined before validation passed.
 */
export function requestedCost(context: object): number | undefined {
  const costs = queryCosts(context);
  if (!costs) return undefined;
  const name = (context as { params?: { operationName?: unknown } }).params?.operationName;
  const cost = typeof name === 'string' && name !== '' ? costs[name] : Object.keys(costs).length === 1 ? Object.values(costs)[0] : undefined;
  return cost === undefined ? undefined : Math.ceil(cost);
}

type Collected = Map<string, { nodes: FieldNode[]; parentType: GraphQLNamedType }>;

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  /** The fields below a selection (the operation, a field), collected once per walk: a page of 100 edges collects its node's fields once. */
  collected: Map<object, Collected>;
}

/**
 * The fields selected on an object, by response key, through inline fragments and fragment spreads.
 * Type conditions are not checked: the answer itself says which fields applied (a key present in
 * the object), so a fragment on another type adds nothing.
 */
function collect(walk: Walk, at: object, sets: readonly SelectionSetNode[], type: GraphQLNamedType): Collected {
  const known = walk.collected.get(at);
  if (known) return known;
  const fields: Collected = new Map();
  const visit = (set: SelectionSetNode, parentType: GraphQLNamedType, spread: Set<string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const same = fields.get(key);
        if (same) same.nodes.push(selection);
        else fields.set(key, { nodes: [selection], parentType });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const conditioned = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : undefined;
        visit(selection.selectionSet, conditioned ?? parentType, spread);
      } else {
        const name = selection.name.value;
        const fragment = walk.fragments.get(name);
        if (!fragment || spread.has(name)) continue;
        visit(fragment.selectionSet, walk.schema.getType(fragment.typeCondition.name.value) ?? parentType, new Set(spread).add(name));
      }
    }
  };
  for (const set of sets) visit(set, type, new Set());
  walk.collected.set(at, fields);
  return fields;
}

function definitionOf(type: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined;
}

/** Objects of a (possibly nested) list, nulls left out. */
function itemsOf(value: unknown[]): Record<string, unknown>[] {
  return value.flatMap((item) => (Array.isArray(item) ? itemsOf(item) : item !== null && typeof item === 'object' ? [item as Record<string, unknown>] : []));
}

/**
 * The cost model of query-analysis.ts, over an answer's object: each object field costs its weight
 * once for every object it was resolved on; the list of a connection's page (and of `nodes(ids:)`)
 * counts every item it holds; another list counts as its costliest item, as the estimate counts it
 * once.
 */
function objectCost(
  walk: Walk,
  at: object,
  sets: readonly SelectionSetNode[],
  type: GraphQLNamedType,
  object: Record<string, unknown>,
  root: boolean,
  pageOfConnection: boolean,
): number {
  let cost = 0;
  for (const [key, entry] of collect(walk, at, sets, type)) {
    const { nodes, parentType } = entry;
    if (!Object.hasOwn(object, key)) continue;
    const name = nodes[0]!.name.value;
    if (name.startsWith('__')) continue; // __typename costs nothing; introspection is bounded by depth
    const definition = definitionOf(parentType, name) ?? definitionOf(type, name);
    if (!definition) continue;
    const named = getNamedType(definition.type);
    const childSets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
    if (isLeafType(named) || childSets.length === 0) {
      if (root) cost += ROOT_FIELD_COST;
      continue;
    }
    const connection = definition.args.some((arg) => arg.name === 'first' || arg.name === 'last');
    const stated = definition.extensions?.cost;
    cost += typeof stated === 'number' ? stated : connection ? CONNECTION_COST : root ? ROOT_FIELD_COST : 1;
    const value = object[key];
    if (value === null || typeof value !== 'object') continue;
    // The entry stands for this field's selections on every object it is resolved on.
    const field = nodes[0]!;
    if (isListType(getNullableType(definition.type)) && Array.isArray(value)) {
      const byList = definition.args.some((arg) => isListType(getNullableType(arg.type)) && field.arguments?.some((a) => a.name.value === arg.name));
      const costs = itemsOf(value).map((item) => objectCost(walk, entry, childSets, named, item, false, connection));
      cost += pageOfConnection || byList ? costs.reduce((a, b) => a + b, 0) : costs.reduce((a, b) => Math.max(a, b), 0);
    } else {
      cost += objectCost(walk, entry, childSets, named, value as Record<string, unknown>, false, connection);
    }
  }
  return cost;
}

/** The cost of what an answer holds, by the estimate's model (see objectCost). */
export function actualCost(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, data: unknown): number {
  const operation = getOperationAST(document, operationName);
  if (!operation || data === null || typeof data !== 'object') return 0;
  const root = operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  if (!root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const walk: Walk = { schema, fragments, collected: new Map() };
  return Math.ceil(objectCost(walk, operation, [operation.selectionSet], root, data as Record<string, unknown>, true, false));
}

export function useQueryCost(): Plugin {
  const executed = new WeakMap<object, { schema: GraphQLSchema; document: DocumentNode; operationName?: string | null }>();
  return {
    onExecute({ args }) {
      executed.set(args.contextValue as object, { schema: args.schema, document: args.document, operationName: args.operationName });
    },
    onExecutionResult({ result, setResult, context }) {
      if (!result || isAsyncIterable(result) || Array.isArray(result)) return;
      const requestedQueryCost = requestedCost(context);
      if (requestedQueryCost === undefined) return; // refused before it was validated: nothing was estimated
      const run = executed.get(context);
      const answer = result as ExecutionResult;
      const cost: QueryCost = {
        requestedQueryCost,
        actualQueryCost: run ? actualCost(run.schema, run.document, run.operationName, answer.data) : null,
      };
      const budget = currentApiKeyBudget();
      if (budget) cost.throttleStatus = { maximumAvailable: budget.limit, currentlyAvailable: budget.remaining, resetInSeconds: budget.resetSeconds };
      setResult({ ...answer, extensions: { ...answer.extensions, cost } });
    },
  };
}
