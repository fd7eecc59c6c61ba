// One pass over a validated-looking document, with the request's variables at hand (which plain
// validation rules never see): page sizes, list sizes, cyclic selections, NUL characters and
// unpaired surrogates in string literals, introspection depth and an estimate of the work the query
// asks for. Everything here runs before execution, so a refused query costs a walk over its (already
// size-bounded) document.
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  TypeInfo,
  ValidationContext,
  valueFromASTUntyped,
  type ASTVisitor,
  type DocumentNode,
  type GraphQLSchema,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLError,
  type GraphQLField,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { limitExceeded, badRequest } from './graphql-errors.ts';
import { textProblem } from './text-input.ts';

export interface AnalysisLimits {
  /** `first` / `last` of any connection: 0..maxPageSize. */
  maxPageSize: number;
  /** Items of any list given as an argument (literal or variable). */
  maxListItems: number;
  /** Estimated cost (see the cost model of queryAnalysisRule). */
  maxCost: number;
  /** Depth inside `__schema` (where `ofType` chains do not count: each returns one type). */
  maxIntrospectionDepth: number;
  /** Selections the analysis may visit before it gives up on a query (fragment fan-out). */
  maxVisits: number;
  /** Refuse `__schema` and `__type` (production). */
  introspection: boolean;
}

/** Page size assumed for a connection asked without `first`/`last`: the largest default of any
 * connection (the audit log, the outbox and payments give 20), so no default page costs more than counted. */
export const DEFAULT_PAGE_SIZE = 20;
/**
 * Weights, measured on this gateway: a row costs ~0.1-0.2 ms to load and resolve, an SQL
 * statement ~1-2 ms (Prisma's query planning, a pool connection). A connection runs two
 * statements (its page and its count); a root field runs at least one.
 */
export const CONNECTION_COST = 20;
export const ROOT_FIELD_COST = 10;

type Variables = Record<string, unknown>;

/**
 * Cost model: every field that returns an object (or a list of them) costs its weight once per
 * parent object it is resolved for; a field with `first`/`last` (a connection) weighs
 * CONNECTION_COST, another root field ROOT_FIELD_COST, any other object field 1, scalars 0 (the
 * token limit bounds those). A connection's list multiplies what is selected below it by the page
 * size, a list that follows a list argument (`nodes(ids:)`) by its length. Other lists (a menu's
 * items, a week's days, a routine's slots) come whole from their parent's resolver, bounded by the
 * data and not by the query, and hold no connection: they count once. A field may state its own
 * weight with the schema extension `cost`. `onCost` hears each operation's estimate (by its name,
 * '' for an anonymous one), for the metrics.
 */
export function queryAnalysisRule(limits: AnalysisLimits, variables: () => Variables, onCost?: (operationName: string, cost: number) => void) {
  return (context: ValidationContext): ASTVisitor => {
    const report = (error: GraphQLError) => context.reportError(error);
    return {
      StringValue(node) {
        const problem = textProblem(node.value);
        if (problem) report(badRequest(problem));
      },
      Field(node) {
        if (!limits.introspection && (node.name.value === '__schema' || node.name.value === '__type')) {
          report(limitExceeded('GraphQL introspection is disabled', node));
        }
      },
      OperationDefinition(operation) {
        const cost = analyzeOperation(context, operation, limits, variables() ?? {}, report);
        onCost?.(operation.name?.value ?? '', cost);
      },
    };
  };
}

/**
 * The selections of a document's operations, fragments counted wherever they are spread and a field
 * selected twice counted twice; stops counting past `max`, so it costs at most `max` steps however
 * the fragments fan out. Runs before the validation rules: graphql-js compares every pair of
 * same-named fields (OverlappingFieldsCanBeMergedRule), which for a few hundred repeated
 * `viewer { id }` takes tens of milliseconds of the single event loop.
 */
export function countSelections(document: DocumentNode, max: number): number {
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet);
  }
  let count = 0;
  const visit = (set: SelectionSetNode, onPath: readonly string[]): void => {
    for (const selection of set.selections) {
      if (++count > max) return;
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // An unknown or cyclic spread is the validation rules' to report.
        if (fragment && !onPath.includes(name)) visit(fragment, [...onPath, name]);
      } else if (selection.selectionSet) {
        visit(selection.selectionSet, onPath);
      }
      if (count > max) return;
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) visit(definition.selectionSet, []);
    if (count > max) break;
  }
  return count;
}

interface Walk {
  context: ValidationContext;
  limits: AnalysisLimits;
  values: Variables;
  report: (error: GraphQLError) => void;
  visits: number;
  cost: number;
  stopped: boolean;
  reportedCycles: Set<string>;
}

/** The estimated cost of each operation of a document (for tests and for choosing the limit). */
export function estimateCosts(schema: GraphQLSchema, document: DocumentNode, variables: Variables = {}): Record<string, number> {
  const costs: Record<string, number> = {};
  const context = new ValidationContext(schema, document, new TypeInfo(schema), () => undefined);
  const limits: AnalysisLimits = {
    maxPageSize: Infinity,
    maxListItems: Infinity,
    maxCost: Infinity,
    maxIntrospectionDepth: Infinity,
    maxVisits: 1_000_000,
    introspection: true,
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    costs[definition.name?.value ?? ''] = analyzeOperation(context, definition, limits, variables, () => undefined);
  }
  return costs;
}

function analyzeOperation(
  context: ValidationContext,
  operation: OperationDefinitionNode,
  limits: AnalysisLimits,
  variables: Variables,
  report: (error: GraphQLError) => void,
): number {
  const schema = context.getSchema();
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!root) return 0;
  // Variables as the operation sees them: the request's value, else the declared default.
  const values: Variables = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (Object.hasOwn(variables, name)) values[name] = variables[name];
    else if (definition.defaultValue) values[name] = valueFromASTUntyped(definition.defaultValue);
  }
  const walk: Walk = { context, limits, values, report, visits: 0, cost: 0, stopped: false, reportedCycles: new Set() };
  selectionSet(walk, operation.selectionSet, root, 1, [], new Set(), null, null);
  if (walk.stopped) {
    report(limitExceeded('Query is too complex: it expands to too many selections', operation));
  } else if (walk.cost > limits.maxCost) {
    report(
      limitExceeded(
        `Query cost limit of ${limits.maxCost} exceeded, found ${Math.ceil(walk.cost)} ` +
          '(each object and list below a connection counts once per item of its page)',
        operation,
      ),
    );
  }
  return walk.cost;
}

function selectionSet(
  walk: Walk,
  set: SelectionSetNode,
  parentType: GraphQLCompositeType,
  multiplicity: number,
  path: string[],
  fragmentsOnPath: Set<string>,
  pageSize: number | null,
  introspectionDepth: number | null,
) {
  for (const selection of set.selections) {
    if (walk.stopped) return;
    if (++walk.visits > walk.limits.maxVisits) {
      walk.stopped = true;
      return;
    }
    if (selection.kind === Kind.FIELD) {
      field(walk, selection, parentType, multiplicity, path, fragmentsOnPath, pageSize, introspectionDepth);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const typed = selection.typeCondition ? walk.context.getSchema().getType(selection.typeCondition.name.value) : parentType;
      const type = typed && isCompositeType(typed) ? typed : parentType;
      selectionSet(walk, selection.selectionSet, type, multiplicity, path, fragmentsOnPath, pageSize, introspectionDepth);
    } else {
      const name = selection.name.value;
      const fragment = walk.context.getFragment(name);
      // A fragment inside itself is a cycle that NoFragmentCyclesRule reports.
      if (!fragment || fragmentsOnPath.has(name)) continue;
      const typed = walk.context.getSchema().getType(fragment.typeCondition.name.value);
      const type = typed && isCompositeType(typed) ? typed : parentType;
      const inside = new Set(fragmentsOnPath).add(name);
      selectionSet(walk, fragment.selectionSet, type, multiplicity, path, inside, pageSize, introspectionDepth);
    }
  }
}

function field(
  walk: Walk,
  node: FieldNode,
  parentType: GraphQLCompositeType,
  multiplicity: number,
  path: string[],
  fragmentsOnPath: Set<string>,
  parentPageSize: number | null,
  introspectionDepth: number | null,
) {
  const name = node.name.value;
  if (name === '__typename') return;
  const definition = fieldOf(walk, parentType, name);
  if (!definition) return; // FieldsOnCorrectTypeRule reports it

  const size = checkArguments(walk, node, definition);
  const namedType = getNamedType(definition.type);
  const root = path.length === 0 && introspectionDepth === null && !name.startsWith('__');
  if (isLeafType(namedType) || !node.selectionSet) {
    if (root) walk.cost += ROOT_FIELD_COST * multiplicity;
    return;
  }
  const returnType = getNullableType(definition.type);
  const coordinate = `${parentType.name}.${name}`;

  // Introspection: bounded by depth (ofType chains excepted), not by the cost model.
  const introspection = introspectionDepth !== null || name === '__schema' || name === '__type';
  if (introspection) {
    const depth = (introspectionDepth ?? 0) + (name === 'ofType' ? 0 : 1);
    if (depth > walk.limits.maxIntrospectionDepth) {
      walk.report(limitExceeded(`Query depth limit of ${walk.limits.maxIntrospectionDepth} exceeded in introspection`, node));
      return;
    }
    if (isCompositeType(namedType)) {
      selectionSet(walk, node.selectionSet, namedType, multiplicity, path, fragmentsOnPath, null, depth);
    }
    return;
  }

  // A back-reference selected inside itself (User.transactions → CreditTransaction.user →
  // User.transactions) multiplies the work at every turn: refused, whatever the page sizes.
  if (path.includes(coordinate)) {
    if (!walk.reportedCycles.has(coordinate)) {
      walk.reportedCycles.add(coordinate);
      const loop = [...path.slice(path.indexOf(coordinate)), coordinate].join(' → ');
      walk.report(limitExceeded(`Cyclic selection refused: ${coordinate} is selected inside itself (${loop})`, node));
    }
    return;
  }

  const stated = definition.extensions?.cost;
  const weight = typeof stated === 'number' ? stated : size.connection ? CONNECTION_COST : root ? ROOT_FIELD_COST : 1;
  walk.cost += weight * multiplicity;

  let childMultiplicity = multiplicity;
  if (isListType(returnType)) childMultiplicity *= size.listLength ?? parentPageSize ?? 1;
  const childPageSize = size.connection ? size.pageSize : null;
  if (isCompositeType(namedType)) {
    selectionSet(walk, node.selectionSet, namedType, childMultiplicity, [...path, coordinate], fragmentsOnPath, childPageSize, null);
  }
}

function fieldOf(walk: Walk, parentType: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (name === '__schema' || name === '__type') return introspectionField(walk, name);
  if (!isObjectType(parentType) && !isInterfaceType(parentType)) return undefined;
  return parentType.getFields()[name];
}

// graphql-js keeps __schema / __type apart from the Query type's own fields.
function introspectionField(walk: Walk, name: string): GraphQLField<unknown, unknown> | undefined {
  const type = walk.context.getSchema().getType(name === '__schema' ? '__Schema' : '__Type');
  if (!type) return undefined;
  return { name, type, args: [], extensions: {} } as unknown as GraphQLField<unknown, unknown>;
}

interface ArgumentFacts {
  /** The field pages with first/last. */
  connection: boolean;
  /** The page it asks for (or the default). */
  pageSize: number;
  /** The length of a list argument, when the field returns one item per entry (nodes(ids:)). */
  listLength: number | null;
}

function checkArguments(walk: Walk, node: FieldNode, definition: GraphQLField<unknown, unknown>): ArgumentFacts {
  const { maxPageSize, maxListItems } = walk.limits;
  const facts: ArgumentFacts = { connection: false, pageSize: DEFAULT_PAGE_SIZE, listLength: null };
  const sizes: number[] = [];
  for (const arg of definition.args) {
    const given = node.arguments?.find((a) => a.name.value === arg.name);
    const value = given ? valueOf(given.value, walk.values) : arg.defaultValue;
    if (arg.name === 'first' || arg.name === 'last') {
      facts.connection = true;
      if (value === null || value === undefined) continue;
      if (typeof value === 'number' && (!Number.isInteger(value) || value < 0 || value > maxPageSize)) {
        walk.report(limitExceeded(`${arg.name} must be between 0 and ${maxPageSize}`, given ?? node));
      } else if (typeof value === 'number') {
        sizes.push(value);
      }
      continue;
    }
    if (given && tooLongList(given.value, walk.values, maxListItems)) {
      walk.report(limitExceeded(`${arg.name} may hold at most ${maxListItems} items`, given));
    }
    if (Array.isArray(value) && isListType(getNullableType(definition.type))) facts.listLength = value.length;
  }
  if (sizes.length) facts.pageSize = Math.min(maxPageSize, Math.max(...sizes));
  return facts;
}

/** A literal's value, or a variable's (undefined when absent). */
function valueOf(value: ValueNode, variables: Variables): unknown {
  if (value.kind === Kind.VARIABLE) return variables[value.name.value];
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.FLOAT) return Number(value.value);
  if (value.kind === Kind.NULL) return null;
  if (value.kind === Kind.LIST) return value.values;
  return undefined;
}

/** Any list inside the argument (literal lists and input objects included) longer than `max`. */
function tooLongList(value: ValueNode, variables: Variables, max: number): boolean {
  if (value.kind === Kind.LIST) return value.values.length > max || value.values.some((v) => tooLongList(v, variables, max));
  if (value.kind === Kind.OBJECT) return value.fields.some((f) => tooLongList(f.value, variables, max));
  if (value.kind === Kind.VARIABLE) return tooLongJson(variables[value.name.value], max, 0);
  return false;
}

function tooLongJson(value: unknown, max: number, depth: number): boolean {
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.length > max || value.some((v) => tooLongJson(v, max, depth + 1));
  return Object.values(value).some((v) => tooLongJson(v, max, depth + 1));
}
