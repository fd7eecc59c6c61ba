// The audit log: every admin change to money, prices, routines, users and staff, settings and API
// keys is recorded (who, when, what, before and after), in the same database transaction as the
// change where it has one, so a change and its entry are never one without the other.
//
// GraphQL: `auditLog(category, search, from, to, first, after)` (admin; newest first, 20 a page).
import type { Prisma, PrismaClient } from '../../prisma/generated/client/client.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { offsetConnection } from '../pagination.ts';
import { addDays, startOfBusinessDay } from '../time.ts';
import { AUDIT_ACTIONS, AUDIT_CATEGORIES, type AuditAction } from '@freshmeals/rules/audit';

type Db = Pick<PrismaClient, 'auditEntry' | 'user'> | Prisma.TransactionClient;

export interface AuditRecord {
  action: AuditAction;
  /** What it was done to, in words. */
  subject: string;
  before?: Prisma.InputJsonValue | null;
  after?: Prisma.InputJsonValue | null;
}

/** "Asha Iyer (user #12)". */
export const userSubject = (user: { id: number; name: string }) => `${user.name} (user #${user.id})`;

/** The actor's name by request: "Deduct all" records one entry per charged row, the name is read once. */
const actorNames = new WeakMap<object, string>();

/** The signed-in admin's name, read once per request through `db` (the change's own client). */
async function actorOf(db: Db, ctx: Pick<Context, 'viewer'>): Promise<{ actorId: number | null; actorName: string }> {
  const actorId = ctx.viewer?.id ?? null;
  let actorName = actorNames.get(ctx);
  if (actorName === undefined) {
    // Read through the change's own client: on the embedded database a read outside an open
    // transaction would wait for it.
    const actor = actorId === null ? null : await db.user.findUnique({ where: { id: actorId }, select: { name: true } });
    actorName = actor?.name ?? 'System';
    actorNames.set(ctx, actorName);
  }
  return { actorId, actorName };
}

const entryOf = (record: AuditRecord) => ({
  action: record.action,
  category: AUDIT_ACTIONS[record.action].category,
  subject: record.subject,
  before: record.before ?? undefined,
  after: record.after ?? undefined,
});

/** Records what the signed-in admin did; call it inside the change's transaction (`db` = its client). */
export async function recordAudit(db: Db, ctx: Pick<Context, 'viewer' | 'now'>, record: AuditRecord): Promise<void> {
  await db.auditEntry.create({ data: { at: ctx.now(), ...(await actorOf(db, ctx)), ...entryOf(record) } });
}

/** Records many changes of one action in one statement (a batch of 'Deduct all' charges). */
export async function recordAudits(db: Db, ctx: Pick<Context, 'viewer' | 'now'>, records: readonly AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  const at = ctx.now();
  const actor = await actorOf(db, ctx);
  await db.auditEntry.createMany({ data: records.map((record) => ({ at, ...actor, ...entryOf(record) })) });
}

export const JsonScalar = builder.scalarType('JSON', {
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
});

export const AuditCategoryEnum = builder.enumType('AuditCategory', {
  description: 'What an audit entry is about.',
  values: Object.fromEntries(AUDIT_CATEGORIES.map((category) => [category.replace('-', '_'), { value: category }])) as Record<
    string,
    { value: (typeof AUDIT_CATEGORIES)[number] }
  >,
});

export const AuditEntryNode = builder.prismaNode('AuditEntry', {
  description: "An admin's change: who, when, what, before and after. Admin-only.",
  id: { field: 'id' },
  authScopes: { admin: true },
  fields: (t) => ({
    entryId: t.exposeInt('id', { description: 'The numeric id.' }),
    at: t.expose('at', { type: 'DateTime', description: 'When.' }),
    actorName: t.exposeString('actorName', { description: 'Who, by the name they had then.' }),
    action: t.exposeString('action', { description: 'What was done, e.g. credit.add.' }),
    label: t.string({
      description: 'What was done, in words.',
      resolve: (entry) => AUDIT_ACTIONS[entry.action as AuditAction]?.label ?? entry.action,
    }),
    category: t.field({ type: AuditCategoryEnum, description: 'Its category.', resolve: (entry) => entry.category as never }),
    subject: t.exposeString('subject', { description: 'What it was done to.' }),
    before: t.field({ type: JsonScalar, nullable: true, description: 'The values before, where there were any.', resolve: (entry) => entry.before }),
    after: t.field({ type: JsonScalar, nullable: true, description: 'The values after.', resolve: (entry) => entry.after }),
  }),
});

builder.queryFields((t) => ({
  auditLog: t.connection(
    {
      type: AuditEntryNode,
      description:
        "The audit log, newest first (20 a page). Filters: category, from/to (calendar days in the business time zone, both " +
        'included) and search on the actor or the subject.',
      authScopes: { admin: true },
      args: {
        category: t.arg({ type: AuditCategoryEnum, description: 'Only this category.' }),
        search: t.arg.string({ description: 'Part of the actor’s name or of the subject (any case).' }),
        from: t.arg({ type: 'Date', description: 'On or after this day.' }),
        to: t.arg({ type: 'Date', description: 'On or before this day.' }),
      },
      resolve: (_root, args, ctx) => {
        const at = {
          ...(args.from ? { gte: startOfBusinessDay(args.from, ctx.timeZone) } : {}),
          ...(args.to ? { lt: startOfBusinessDay(addDays(args.to, 1), ctx.timeZone) } : {}),
        };
        const text = args.search?.trim().slice(0, 100);
        const where: Prisma.AuditEntryWhereInput = {
          ...(args.category ? { category: args.category } : {}),
          ...(args.from || args.to ? { at } : {}),
          ...(text
            ? { OR: [{ actorName: { contains: text, mode: 'insensitive' } }, { subject: { contains: text, mode: 'insensitive' } }] }
            : {}),
        };
        return offsetConnection(
          args,
          () => ctx.prisma.auditEntry.count({ where }),
          ({ offset, limit }) => ctx.prisma.auditEntry.findMany({ where, orderBy: [{ at: 'desc' }, { id: 'desc' }], skip: offset, take: limit }),
          20,
        );
      },
    },
    { name: 'AuditEntryConnection' },
    { name: 'AuditEntryEdge' },
  ),
}));
