// The Pothos builder: configuration only. Types, queries and mutations live in one module per domain.
import SchemaBuilder from '@pothos/core';
import { GraphQLError } from 'graphql';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin, { resolveNodes } from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type PrismaTypes from '../prisma/generated/pothos-types.ts';
import { getDatamodel } from '../prisma/generated/pothos-types.ts';
import type { Context } from './context.ts';
import { forbidden, unauthenticated } from './errors.ts';
import { nodeOrNull } from './node-lookup.ts';

export interface AuthScopes {
  /** Anyone, visitors included: stated explicitly so every field has a rule. */
  public: boolean;
  loggedIn: boolean;
  admin: boolean;
  /** The viewer is the user with this id. */
  self: number;
}

// nodes(ids:) resolves each id on its own (one missing record must not fail the others) with
// Pothos' resolveNodes, which takes the builder: set right after it is made.
let self: Parameters<typeof resolveNodes>[0] | undefined;

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  // Every custom scalar is declared here; each is implemented by the module that owns it.
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    /** A file of the GraphQL multipart request spec (schema/images). */
    File: { Input: unknown; Output: never };
    /** The product's weekly routine map as JSON (schema/routines). */
    RoutinePreference: { Input: unknown; Output: unknown };
    /** One analytics event as JSON (schema/analytics). */
    AnalyticsEventInput: { Input: unknown; Output: never };
  };
}>({
  plugins: [ScopeAuthPlugin, RelayPlugin, PrismaPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // Type-level scopes run once per object, so node(id:) cannot bypass them.
    runScopesOnType: true,
    authScopes: async (ctx) => ({
      public: true,
      loggedIn: ctx.viewer !== null,
      admin: ctx.viewer?.role === 'admin',
      self: (userId: number) => ctx.viewer?.id === userId,
    }),
    unauthorizedError: (_parent, ctx) => (ctx.viewer ? forbidden() : unauthenticated()),
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // An id of no record (missing, non-numeric, out of range) answers null, never an unexpected error.
    nodeQueryOptions: {
      resolve: (_root, { id }, _ctx, _info, resolveNode) => nodeOrNull(id, async () => [await resolveNode(id)]),
    },
    nodesQueryOptions: {
      resolve: (_root, { ids }, ctx, info) =>
        Promise.all(ids.map((id) => nodeOrNull(id, () => resolveNodes(self!, ctx, info, [id])))),
    },
  },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
});

self = builder as unknown as Parameters<typeof resolveNodes>[0];

builder.queryType({});

// Every list is a connection with a total count (the admin tables show page numbers).
builder.globalConnectionField('totalCount', (t) =>
  t.int({
    authScopes: { public: true },
    resolve: (parent) => (parent as { totalCount?: number }).totalCount ?? 0,
  }),
);
builder.mutationType({});

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

export const RoleEnum = builder.enumType('Role', { values: ['admin', 'customer'] as const });
