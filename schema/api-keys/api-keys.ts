// API keys for integrations (an accounting tool, a delivery partner, a bot). Admins make named keys
// with a role (read-only admin or full admin) and an optional last day; the key is shown once, in
// the answer of createApiKey; only its hash is kept. A key can be revoked; the list shows its last
// use. Requests with a key act as the admin who made it (gateway/api-keys.ts); a read-only key
// cannot run mutations (gateway/use-api-key-scope.ts). Keys are managed by signed-in admins only:
// a request made with a key cannot list, make or revoke keys.
import { recordAudit } from '../audit/audit.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput, conflict, forbidden, notFound } from '../errors.ts';
import { isStorableId } from '../node-lookup.ts';
import { offsetConnection } from '../pagination.ts';
import { addDays, businessDate, startOfBusinessDay } from '../time.ts';
import { parseInput } from '../validate.ts';
import { API_KEY_MESSAGES, API_KEY_ROLES, API_KEYS_PAGE_SIZE, createApiKeySchema, expiryAfter } from '@freshmeals/rules/api-keys';
import { newApiKey } from './keys.ts';

/** How a key's prefix is shown: as the key itself starts. */
const shownPrefix = (prefix: string) => `fmk_${prefix}`;

const ApiKeyRoleEnum = builder.enumType('ApiKeyRole', {
  description: 'What a key may do: readonly (what an admin reads, no mutations) or admin (a full admin).',
  values: API_KEY_ROLES,
});

/** Key management needs a signed-in admin: a key cannot list, make or revoke keys. */
function signedInAdmin(ctx: Context) {
  if (ctx.viewer?.apiKey) throw forbidden(API_KEY_MESSAGES.keysCannotManageKeys);
}

export const ApiKeyNode = builder.prismaNode('ApiKey', {
  id: { field: 'id' },
  // On the type, so node(id:) and nodes(ids:) refuse a key-authenticated request as apiKeys does.
  authScopes: { adminInPerson: true },
  description: 'An API key for an integration. Its secret is never shown again after createApiKey.',
  fields: (t) => ({
    apiKeyId: t.exposeInt('id', { description: 'The numeric id.' }),
    name: t.exposeString('name', { description: 'What the key is for, e.g. "Tally export".' }),
    role: t.expose('role', { description: 'readonly or admin.', type: ApiKeyRoleEnum }),
    prefix: t.string({
      description: 'The start of the key (fmk_<prefix>_…), to tell keys apart.',
      resolve: (key) => shownPrefix(key.prefix),
    }),
    createdAt: t.expose('createdAt', { description: 'When it was made.', type: 'DateTime' }),
    createdByName: t.string({
      description: 'The admin who made it (the key acts as them).',
      select: { createdBy: { select: { name: true } } },
      resolve: (key) => key.createdBy.name,
    }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'When it stops working; null: never.' }),
    revokedAt: t.expose('revokedAt', { description: 'When it was revoked; null while it is not.', type: 'DateTime', nullable: true }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'The last request made with it (to the minute).' }),
    status: t.string({
      description: 'active, revoked or expired.',
      select: { revokedAt: true, expiresAt: true },
      resolve: (key, _args, ctx) => (key.revokedAt ? 'revoked' : key.expiresAt && key.expiresAt <= ctx.now() ? 'expired' : 'active'),
    }),
  }),
});

const CreateApiKeyInput = builder.inputType('CreateApiKeyInput', {
  description: "A new key: its name, role and optional last day (YYYY-MM-DD, after today; it works through that day, India time).",
  fields: (t) => ({
    name: t.string({ description: 'What the key is for (1 to 60 characters).', required: true }),
    role: t.field({ description: 'readonly or admin.', type: ApiKeyRoleEnum, required: true }),
    expiresOn: t.field({ type: 'Date', required: false, description: 'The last day it works; omit for no expiry.' }),
  }),
});

const CreateApiKeyPayload = builder
  .objectRef<{ apiKey: Awaited<ReturnType<Context['prisma']['apiKey']['create']>>; key: string }>('CreateApiKeyPayload')
  .implement({
    authScopes: { admin: true },
    description: 'The new key: `key` is its only showing.',
    fields: (t) => ({
      apiKey: t.expose('apiKey', { description: 'The key\'s record (without its secret).', type: ApiKeyNode }),
      key: t.exposeString('key', { description: 'The whole key, to send as `Authorization: Bearer <key>`. Shown once.' }),
      message: t.string({ description: 'What happened, for people.', resolve: () => API_KEY_MESSAGES.created }),
    }),
  });

builder.queryFields((t) => ({
  apiKeys: t.connection(
    {
      type: ApiKeyNode,
      description: `API keys, newest first (${API_KEYS_PAGE_SIZE} a page). Signed-in admins only (not with a key).`,
      authScopes: { admin: true },
      resolve: (_root, args, ctx) => {
        signedInAdmin(ctx);
        return offsetConnection(
          args,
          () => ctx.prisma.apiKey.count(),
          ({ offset, limit }) =>
            ctx.prisma.apiKey.findMany({
              include: { createdBy: { select: { name: true } } },
              orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
              skip: offset,
              take: limit,
            }),
          API_KEYS_PAGE_SIZE,
        );
      },
    },
    { name: 'ApiKeyConnection' },
    { name: 'ApiKeyEdge' },
  ),
}));

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: CreateApiKeyPayload,
    description: 'Makes an API key. The answer holds the key itself, once; only its hash is kept.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateApiKeyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      signedInAdmin(ctx);
      const { name, role, expiresOn } = parseInput(createApiKeySchema, {
        name: input.name,
        role: input.role,
        expiresOn: input.expiresOn || null,
      });
      const today = businessDate(ctx.now(), ctx.timeZone);
      if (!expiryAfter(today)(expiresOn)) throw badInput(API_KEY_MESSAGES.expiry, 'expiresOn');
      // It works through its last day: it stops at midnight, India time, at the start of the next.
      const expiresAt = expiresOn ? startOfBusinessDay(addDays(expiresOn, 1), ctx.timeZone) : null;
      const { key, prefix, secretHash } = newApiKey();
      const apiKey = await ctx.prisma.$transaction(async (tx) => {
        const created = await tx.apiKey.create({
          data: { name, role, prefix, secretHash, createdById: ctx.viewer!.id, createdAt: ctx.now(), expiresAt },
          include: { createdBy: { select: { name: true } } },
        });
        await recordAudit(tx, ctx, {
          action: 'api-key.create',
          subject: `${name} (${shownPrefix(prefix)})`,
          after: { role, expiresOn: expiresOn ?? null },
        });
        return created;
      });
      return { apiKey, key };
    },
  }),

  revokeApiKey: t.prismaField({
    type: 'ApiKey',
    description: 'Revokes a key: requests with it are refused from now on. A key is revoked once (CONFLICT after).',
    authScopes: { admin: true },
    args: { apiKeyId: t.arg.int({ required: true }) },
    resolve: async (query, _root, { apiKeyId }, ctx) => {
      signedInAdmin(ctx);
      if (!isStorableId(apiKeyId)) throw notFound(API_KEY_MESSAGES.notFound);
      const count = await ctx.prisma.$transaction(async (tx) => {
        const revoked = await tx.apiKey.updateMany({ where: { id: apiKeyId, revokedAt: null }, data: { revokedAt: ctx.now() } });
        if (revoked.count === 0) return 0;
        const { name, prefix } = await tx.apiKey.findUniqueOrThrow({ where: { id: apiKeyId }, select: { name: true, prefix: true } });
        await recordAudit(tx, ctx, { action: 'api-key.revoke', subject: `${name} (${shownPrefix(prefix)})` });
        return revoked.count;
      });
      const key = await ctx.prisma.apiKey.findUnique({ ...query, where: { id: apiKeyId } });
      if (!key) throw notFound(API_KEY_MESSAGES.notFound);
      if (count === 0) throw conflict(API_KEY_MESSAGES.alreadyRevoked);
      return key;
    },
  }),
}));
