// The Pothos builder: configuration only. Types, queries and mutations live in one module per domain.
import SchemaBuilder from '@pothos/core';
import { GraphQLError } from 'graphql';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin, { resolveNodes } from '@pothos/plugin-relay';
import { localDateField, MESSAGES as ROUTINE_MESSAGES } from '@freshmeals/rules/routines';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type PrismaTypes from '../prisma/generated/pothos-types.ts';
import { getDatamodel } from '../prisma/generated/pothos-types.ts';
import type { Context } from './context.ts';
import { forbidden, unauthenticated } from './errors.ts';
import { nodeGlobalId, nodeOrNull } from './node-lookup.ts';

export interface AuthScopes {
  /** Anyone, visitors included: stated explicitly so every field has a rule. */
  public: boolean;
  loggedIn: boolean;
  admin: boolean;
  /** An admin or kitchen staff: the kitchen's screens (dishes, menu, summary, dispatch lists, users read-only). */
  staff: boolean;
  /** Delivery staff (riders): today's delivery run and the delivery state of its meals. */
  delivery: boolean;
  /** The viewer is the user with this id. */
  self: number;
  /** An admin signed in themselves, not a request made with an API key (keys cannot see other keys). */
  adminInPerson: boolean;
}

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  // Every custom scalar is declared here; each is implemented by the module that owns it.
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Date: { Input: string; Output: string };
    /** A file of the GraphQL multipart request spec (schema/images). */
    File: { Input: unknown; Output: never };
    /** The product's weekly routine map as JSON (schema/routines). */
    RoutinePreference: { Input: unknown; Output: unknown };
    /** Any JSON value: an audit entry's before and after (schema/audit). */
    JSON: { Input: unknown; Output: unknown };
    /** One analytics event as JSON (schema/analytics). */
    AnalyticsEventInput: { Input: unknown; Output: never };
  };
}>({
  plugins: [ScopeAuthPlugin, RelayPlugin, PrismaPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // Type-level scopes run once per object, so node(id:) cannot bypass them.
    runScopesOnType: true,
    // A subscription's scopes are checked when it starts, not only on each event: a caller who
    // may not watch gets the refusal at once instead of an open stream.
    authorizeOnSubscribe: true,
    authScopes: async (ctx) => ({
      public: true,
      loggedIn: ctx.viewer !== null,
      admin: ctx.viewer?.role === 'admin',
      staff: ctx.viewer?.role === 'admin' || ctx.viewer?.role === 'kitchen',
      delivery: ctx.viewer?.role === 'delivery',
      self: (userId: number) => ctx.viewer?.id === userId,
      adminInPerson: ctx.viewer?.role === 'admin' && !ctx.viewer.apiKey,
    }),
    unauthorizedError: (_parent, ctx) => (ctx.viewer ? forbidden() : unauthenticated()),
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // An id of no record (missing, non-numeric, out of range) answers null, never an unexpected error.
    // Descriptions of the Relay types the plugin makes, so the docs describe every field.
    nodeTypeOptions: { description: 'An object with a global id: fetch any of them again with node(id:).' },
    idFieldOptions: { description: 'The global id (opaque): for node(id:) and Relay caches. The numeric id is its own field.' },
    pageInfoTypeOptions: { description: 'Where a page of a connection sits in the whole list.' },
    // What the flags promise (schema/pagination.ts): items of the range the cursors bound, never beyond them.
    hasNextPageFieldOptions: {
      description: 'Whether items lie between this page and the `before` cursor (or the end of the list): true only for a page that `first` cut short.',
    },
    hasPreviousPageFieldOptions: {
      description: 'Whether items lie between the `after` cursor (or the start of the list) and this page: true only for a page that `last` cut short.',
    },
    startCursorFieldOptions: { description: "The first item's cursor (pass as before: for the page before)." },
    endCursorFieldOptions: { description: "The last item's cursor (pass as after: for the next page)." },
    defaultConnectionTypeOptions: { description: 'A page of a list: its items (edges), where it sits (pageInfo) and the size of the whole list (totalCount).' },
    defaultEdgeTypeOptions: { description: 'One item of a page, with the cursor that marks its place.' },
    edgesFieldOptions: { description: 'The items of this page, in order.' },
    nodeFieldOptions: { description: 'The item.' },
    cursorFieldOptions: { description: "This item's place in the list (opaque)." },
    pageInfoFieldOptions: { description: 'Where this page sits in the whole list.' },
    firstArgOptions: { description: 'How many items from the start (or after `after`).' },
    afterArgOptions: { description: 'The cursor after which the page starts (pageInfo.endCursor of the page before).' },
    lastArgOptions: { description: 'How many items from the end (or before `before`); with `first`, the last of the items `first` keeps.' },
    beforeArgOptions: {
      description: 'The cursor before which the page ends (pageInfo.startCursor of the page after). Without `first` or `last`, the page is the default number of items just before it.',
    },
    nodeQueryOptions: {
      description: 'Any object by its global id, if it exists and the viewer may see it; null otherwise.',
      resolve: (_root, { id }, _ctx, _info, resolveNode) => nodeOrNull(id, async () => [await resolveNode(id)]),
    },
    // The plugin's nodes(ids:) decodes every id before resolving any, so one malformed id lost the
    // whole list (data: null): the field is defined below the builder, each id read on its own.
    nodesQueryOptions: false,
  },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
});

builder.queryType({ description: 'What can be read. Each field says who may read it.' });

// nodes(ids:) resolves each id on its own, with Pothos' resolveNodes: one malformed id, missing
// record or record of another type is null at its place and never fails the others.
builder.queryField('nodes', (t) =>
  t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    description: 'Several objects by their global ids, in order; null for each that does not exist or may not be seen.',
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, { ids }, ctx, info) =>
      Promise.all(
        ids.map((text) => {
          const id = nodeGlobalId(String(text), info.schema);
          return nodeOrNull(id, () => resolveNodes(builder as unknown as Parameters<typeof resolveNodes>[0], ctx, info, [id!]));
        }),
      ),
  }),
);

// Every list is a connection with a total count (the admin tables show page numbers).
builder.globalConnectionField('totalCount', (t) =>
  t.int({
    description: 'How many items the whole list holds (all pages).',
    authScopes: { public: true },
    resolve: (parent) => (parent as { totalCount?: number }).totalCount ?? 0,
  }),
);
builder.mutationType({ description: 'What can be changed. Each field says who may do it.' });
builder.subscriptionType({
  description: 'What can be watched as it changes (GraphQL over server-sent events). Each field says who may watch it.',
});

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO-8601 string in UTC.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  // A GraphQLError, so the client reads why (a plain error would be masked as 'Unexpected error.');
  // years 1 to 9999 only: PostgreSQL refuses a year 0 or -200000 that JavaScript dates accept.
  parseValue: (value) => {
    const date = typeof value === 'string' && value.length <= 64 ? new Date(value) : new Date(Number.NaN);
    const year = date.getUTCFullYear();
    if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) {
      throw new GraphQLError('Invalid date: send an ISO-8601 date and time (UTC or with an offset) in the years 1 to 9999');
    }
    return date;
  },
});

// A calendar day in the business time zone. Invalid input gets the rules' own message, the one
// the forms and the REST API show.
builder.scalarType('Date', {
  description: 'A calendar day, YYYY-MM-DD (India time where it matters).',
  serialize: (value) => String(value),
  parseValue: (value) => {
    const parsed = localDateField.safeParse(value);
    if (!parsed.success) throw new GraphQLError(ROUTINE_MESSAGES.date, { extensions: { code: 'BAD_USER_INPUT' } });
    return parsed.data;
  },
});

export const RoleEnum = builder.enumType('Role', {
  description:
    'What a user may do: admin (everything), kitchen (dishes, menu, summary, dispatch lists, users read-only; no ' +
    'credits, prices, staff or settings), delivery (today\'s delivery run and its delivery states) or customer.',
  values: ['admin', 'customer', 'kitchen', 'delivery'] as const,
});
