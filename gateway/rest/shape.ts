// One source for every REST shape: a route's GraphQL document, read against the executable schema,
// gives both the JSON Schema of its answer (for openapi.json and the facade's response check) and
// the function that turns the GraphQL `data` into that answer. Aliases name the REST fields; named
// fragments become the document's named components (Dish, User, ...); enums, nullability, lists and
// field descriptions come from the schema, so a new enum value or field cannot drift.
//
// Where the REST contract arranges values differently from GraphQL, the document says so with a
// few directives that only the facade reads (they are taken out before GraphQL sees the document):
//   @flatten                     the field's object fields go into the object that holds it
//   @unwrap                      an object (or each object of a list) of one field becomes that field's value
//   @keyBy(field, keep)          a list of objects becomes an object keyed by each one's `field`
//                                (left out of the object unless keep); an enum key lists its values
//   @capitalize                  'friday' becomes 'Friday' (the contract's weekday names)
//   @omitIfNull                  null leaves the field out instead of sending null
//   @omit                        selected for the operation's sake, left out of the answer
//   @nest(as, variable)          on an inline fragment: its fields become { [as]: { [$variable]: [fields] } }
import {
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  Kind,
  parse,
  print,
  visit,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

export type JsonSchema = Record<string, unknown>;
type Vars = Record<string, unknown>;
type Apply = (value: any, variables: Vars) => any;

/** The directives above: REST's own, never sent to GraphQL. */
const REST_DIRECTIVES = new Set(['flatten', 'unwrap', 'keyBy', 'capitalize', 'omitIfNull', 'omit', 'nest']);

export interface RestShape {
  /** The document GraphQL runs: the REST directives taken out. */
  document: string;
  /** The JSON Schema of the shaped answer; named fragments are `$ref`s into `components`. */
  schema: JsonSchema;
  /** Each named fragment's JSON Schema, by the fragment's name. */
  components: Record<string, JsonSchema>;
  /** GraphQL `data` → the REST answer. */
  shape(data: unknown, variables: Vars): Record<string, unknown>;
}

/** The document GraphQL runs for a route: its text without the REST directives above. */
export function graphqlDocumentOf(source: string | DocumentNode): string {
  const ast = typeof source === 'string' ? parse(source) : source;
  const stripped: DocumentNode = visit(ast, {
    Directive: (node) => (REST_DIRECTIVES.has(node.name.value) ? null : undefined),
  });
  return print(stripped);
}

export class RestShapeError extends Error {
  override name = 'RestShapeError';
}

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const ref = (name: string) => `#/components/schemas/${name}`;

/** The schema of a value that may also be null. */
function orNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.$ref === 'string') return { anyOf: [schema, { type: 'null' }] };
  const out = { ...schema };
  if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
  if (typeof out.type === 'string') out.type = [out.type, 'null'];
  else if (out.type === undefined && !Array.isArray(out.enum)) return { anyOf: [schema, { type: 'null' }] };
  return out;
}

const enumSchema = (type: GraphQLEnumType): JsonSchema => ({ type: 'string', enum: type.getValues().map((v) => v.value as string) });

/**
 * The custom scalars as the REST contract sends them. A scalar missing here stops the gateway from
 * starting, so a new one is mapped on purpose, not guessed.
 */
function scalarSchema(type: GraphQLScalarType, schema: GraphQLSchema): JsonSchema {
  const named = (name: string) => {
    const t = schema.getType(name);
    if (!(t instanceof GraphQLEnumType)) throw new RestShapeError(`the schema has no enum ${name}`);
    return enumSchema(t);
  };
  switch (type.name) {
    case 'Int':
      return { type: 'integer' };
    case 'Float':
      return { type: 'number' };
    case 'String':
    case 'ID':
      return { type: 'string' };
    case 'Boolean':
      return { type: 'boolean' };
    case 'DateTime':
      return { type: 'string', format: 'date-time', description: 'An ISO 8601 instant in UTC.' };
    case 'Date':
      return { type: 'string', format: 'date', description: 'A calendar date, YYYY-MM-DD.' };
    case 'JSON':
      return {};
    case 'RoutinePreference':
      // weekday → meal → slot: only the days and meals of the routine are present.
      return {
        type: 'object',
        propertyNames: named('Weekday'),
        additionalProperties: {
          type: 'object',
          propertyNames: named('MealOfDay'),
          additionalProperties: {
            type: 'object',
            additionalProperties: false,
            required: ['time', 'type', 'snacks', 'drinks', 'proteinMultiplier'],
            properties: {
              time: { type: 'integer', description: 'The hour, 6..22' },
              type: named('CategoryType'),
              snacks: { type: 'boolean' },
              drinks: { type: 'boolean' },
              proteinMultiplier: { type: 'integer', minimum: 0, description: '20 g portions' },
            },
          },
        },
      };
    default:
      throw new RestShapeError(`no REST form for the scalar ${type.name}: add it to gateway/rest/shape.ts`);
  }
}

function directive(node: { directives?: readonly DirectiveNode[] }, name: string): DirectiveNode | undefined {
  return node.directives?.find((d) => d.name.value === name);
}

function literal(d: DirectiveNode, arg: string): unknown {
  const value: ValueNode | undefined = d.arguments?.find((a) => a.name.value === arg)?.value;
  if (!value) return undefined;
  if (value.kind === Kind.STRING) return value.value;
  if (value.kind === Kind.BOOLEAN) return value.value;
  throw new RestShapeError(`@${d.name.value}(${arg}:) takes a literal string or boolean`);
}

interface Built {
  schema: JsonSchema;
  nullable: boolean;
  apply: Apply;
}

/** Applies `fn` to the object values inside a (possibly nested) list, as schema and as function. */
function throughLists(built: Built, what: string, fn: (inner: Built) => Built): Built {
  if (built.schema.type !== 'array') return fn(built);
  const items: Built = { schema: built.schema.items as JsonSchema, nullable: false, apply: (v) => v };
  if (Array.isArray((built.schema.items as JsonSchema).type) || (built.schema.items as JsonSchema).anyOf) {
    throw new RestShapeError(`${what} needs a list of non-null items`);
  }
  const mapped = throughLists(items, what, fn);
  return {
    schema: { ...built.schema, items: mapped.schema },
    nullable: built.nullable,
    apply: (v, vars) => {
      const list = built.apply(v, vars);
      return list.map((x: unknown) => mapped.apply(x, vars));
    },
  };
}

const inlineObject = (schema: JsonSchema, what: string) => {
  if (schema.type !== 'object' || !schema.properties) throw new RestShapeError(`${what} needs an object selected inline (not a fragment)`);
  return schema as JsonSchema & { properties: Record<string, JsonSchema>; required?: string[] };
};

export function compileShape(schema: GraphQLSchema, source: string): RestShape {
  const ast = parse(source);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of ast.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const operation = ast.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) throw new RestShapeError('the document has no operation');
  const variableTypes = new Map(operation.variableDefinitions?.map((v) => [v.variable.name.value, v.type]) ?? []);
  const components: Record<string, JsonSchema> = {};
  const fragmentApply = new Map<string, Apply>();

  /** A component's own schema for its `$ref`; any other schema as it is. */
  const resolve = (s: JsonSchema): JsonSchema =>
    typeof s.$ref === 'string' ? (components[s.$ref.slice(ref('').length)] ?? s) : s;

  function typeOf(name: string) {
    const t = schema.getType(name);
    if (!(t instanceof GraphQLObjectType)) throw new RestShapeError(`${name} is not an object type`);
    return t;
  }

  /** The fields of one object, as an object schema and the function that builds it. */
  function objectOf(parent: GraphQLObjectType, selectionSet: SelectionSetNode): Built {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    const steps: ((from: any, to: Record<string, unknown>, vars: Vars) => void)[] = [];
    const add = (key: string, s: JsonSchema, isRequired: boolean) => {
      if (key in properties) throw new RestShapeError(`${parent.name}: the answer would hold ${key} twice`);
      properties[key] = s;
      if (isRequired) required.push(key);
    };
    const merge = (sub: Built, conditional: boolean) => {
      const obj = inlineObject(resolve(sub.schema), 'merging');
      for (const [key, s] of Object.entries(obj.properties)) add(key, s, !conditional && (obj.required ?? []).includes(key));
    };

    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (!fragment) throw new RestShapeError(`unknown fragment ${selection.name.value}`);
        const sub = objectOf(typeOf(fragment.typeCondition.name.value), fragment.selectionSet);
        merge(sub, false);
        steps.push((from, to, vars) => Object.assign(to, sub.apply(from, vars)));
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? typeOf(selection.typeCondition.name.value) : parent;
        const sub = objectOf(on, selection.selectionSet);
        const nest = directive(selection, 'nest');
        if (!nest) {
          merge(sub, false);
          steps.push((from, to, vars) => Object.assign(to, sub.apply(from, vars)));
          continue;
        }
        const as = literal(nest, 'as') as string;
        const variable = literal(nest, 'variable') as string;
        const varType = variableTypes.get(variable);
        const enumName = varType && (varType.kind === Kind.NON_NULL_TYPE ? varType.type : varType);
        const keyType = enumName?.kind === Kind.NAMED_TYPE ? schema.getType(enumName.name.value) : undefined;
        if (!(keyType instanceof GraphQLEnumType)) throw new RestShapeError(`@nest needs $${variable} to be an enum variable`);
        const list = { type: 'array', items: sub.schema };
        add(
          as,
          {
            type: 'object',
            additionalProperties: false,
            properties: Object.fromEntries(keyType.getValues().map((v) => [v.value, list])),
            description: `The one ${variable} asked for, by its name.`,
          },
          true,
        );
        steps.push((from, to, vars) => {
          to[as] = { [String(vars[variable])]: [sub.apply(from, vars)] };
        });
        continue;
      }

      const field = selection;
      const key = field.alias?.value ?? field.name.value;
      const conditional = Boolean(directive(field, 'include') || directive(field, 'skip'));
      const built = fieldOf(parent, field);
      if (directive(field, 'omit')) continue;
      if (directive(field, 'flatten')) {
        merge(built, conditional || built.nullable);
        steps.push((from, to, vars) => {
          const value = from[key];
          if (value !== undefined && value !== null) Object.assign(to, built.apply(value, vars));
        });
        continue;
      }
      const omitIfNull = Boolean(directive(field, 'omitIfNull'));
      add(key, built.nullable && !omitIfNull ? orNull(built.schema) : built.schema, !conditional && !omitIfNull);
      steps.push((from, to, vars) => {
        const value = from[key];
        if (value === undefined || (value === null && omitIfNull)) return;
        to[key] = value === null ? null : built.apply(value, vars);
      });
    }
    return {
      schema: { type: 'object', additionalProperties: false, required, properties },
      nullable: false,
      apply: (from, vars) => {
        const to: Record<string, unknown> = {};
        for (const step of steps) step(from, to, vars);
        return to;
      },
    };
  }

  /** A value of the given output type with its selection (and without the field's directives). */
  function valueOf(type: GraphQLOutputType, selectionSet: SelectionSetNode | undefined, where: string): Built {
    if (type instanceof GraphQLNonNull) return { ...valueOf(type.ofType, selectionSet, where), nullable: false };
    if (type instanceof GraphQLList) {
      const item = valueOf(type.ofType, selectionSet, where);
      return {
        schema: { type: 'array', items: item.nullable ? orNull(item.schema) : item.schema },
        nullable: true,
        apply: (list: unknown[], vars) => list.map((x) => (x === null ? null : item.apply(x, vars))),
      };
    }
    if (type instanceof GraphQLEnumType) return { schema: enumSchema(type), nullable: true, apply: (v) => v };
    if (type instanceof GraphQLScalarType) return { schema: scalarSchema(type, schema), nullable: true, apply: (v) => v };
    if (!(type instanceof GraphQLObjectType) || !selectionSet) throw new RestShapeError(`${where}: unions and interfaces are not shaped`);
    const only = selectionSet.selections.length === 1 ? selectionSet.selections[0] : undefined;
    if (only?.kind === Kind.FRAGMENT_SPREAD && !only.directives?.length) {
      // A selection that is one named fragment is that component, referenced.
      const name = only.name.value;
      if (!fragmentApply.has(name)) {
        const fragment = fragments.get(name);
        if (!fragment) throw new RestShapeError(`unknown fragment ${name}`);
        const built = objectOf(typeOf(fragment.typeCondition.name.value), fragment.selectionSet);
        components[name] = built.schema;
        fragmentApply.set(name, built.apply);
      }
      return { schema: { $ref: ref(name) }, nullable: true, apply: fragmentApply.get(name)! };
    }
    return { ...objectOf(type, selectionSet), nullable: true };
  }

  function fieldOf(parent: GraphQLObjectType, field: FieldNode): Built {
    const name = field.name.value;
    const where = `${parent.name}.${name}`;
    if (name === '__typename') return { schema: { type: 'string' }, nullable: false, apply: (v) => v };
    const def = parent.getFields()[name];
    if (!def) throw new RestShapeError(`${where} is not a field`);
    let built = valueOf(def.type, field.selectionSet, where);
    if (def.description && !built.schema.$ref) built = { ...built, schema: { description: def.description, ...built.schema } };

    if (directive(field, 'unwrap')) {
      built = throughLists(built, `@unwrap on ${where}`, (inner) => {
        const obj = inlineObject(inner.schema, `@unwrap on ${where}`);
        const keys = Object.keys(obj.properties);
        if (keys.length !== 1) throw new RestShapeError(`@unwrap on ${where} needs exactly one field selected`);
        const only = keys[0]!;
        const value = obj.properties[only]!;
        return { schema: value, nullable: inner.nullable, apply: (v, vars) => inner.apply(v, vars)[only] };
      });
    }
    const keyBy = directive(field, 'keyBy');
    if (keyBy) {
      const by = literal(keyBy, 'field') as string;
      const keep = literal(keyBy, 'keep') === true;
      if (built.schema.type !== 'array') throw new RestShapeError(`@keyBy on ${where} needs a list`);
      const itemSchema = built.schema.items as JsonSchema;
      const item = inlineObject(resolve(itemSchema), `@keyBy on ${where}`);
      const keySchema = item.properties[by];
      if (!keySchema) throw new RestShapeError(`@keyBy on ${where}: ${by} is not selected`);
      const value = keep
        ? itemSchema
        : {
            ...item,
            properties: Object.fromEntries(Object.entries(item.properties).filter(([k]) => k !== by)),
            required: (item.required ?? []).filter((k) => k !== by),
          };
      const keys = Array.isArray(keySchema.enum) ? (keySchema.enum as unknown[]).filter((k): k is string => typeof k === 'string') : null;
      const inner = built;
      built = {
        schema: keys
          ? { type: 'object', additionalProperties: false, properties: Object.fromEntries(keys.map((k) => [k, value])) }
          : { type: 'object', additionalProperties: value },
        nullable: inner.nullable,
        apply: (v, vars) =>
          Object.fromEntries(
            (inner.apply(v, vars) as Record<string, unknown>[]).map((row) => {
              if (keep) return [row[by], row];
              const { [by]: k, ...rest } = row;
              return [k, rest];
            }),
          ),
      };
    }
    if (directive(field, 'capitalize')) {
      const s = built.schema;
      if (s.type !== 'string') throw new RestShapeError(`@capitalize on ${where} needs a String or an enum`);
      const inner = built;
      built = {
        schema: Array.isArray(s.enum) ? { ...s, enum: (s.enum as string[]).map(capitalize) } : s,
        nullable: inner.nullable,
        apply: (v) => (typeof v === 'string' ? capitalize(v) : v),
      };
    }
    return built;
  }

  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root || operation.operation === 'subscription') throw new RestShapeError('only queries and mutations are shaped');
  const body = objectOf(root, operation.selectionSet);

  return {
    document: graphqlDocumentOf(ast),
    schema: body.schema,
    components,
    shape: (data, variables) => body.apply(data, variables),
  };
}
