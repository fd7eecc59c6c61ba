// Settings an admin changes at run time. Today one: the routine change cut-off (hours before a meal
// after which its routine slot is locked). Stored one row per setting; a missing row is the default.
//
// GraphQL: `settings` (any signed-in user: a customer's routine grid shows the same cut-off) and
// `updateSettings(input)` (admin).
import { recordAudit } from '../audit/audit.ts';
import { builder } from '../builder.ts';
import type { Prisma } from '../../prisma/generated/client/client.ts';
import type { Context } from '../context.ts';
import { parseInput } from '../validate.ts';
import { ROUTINE_CUTOFF_DEFAULT_HOURS, settingsSchema } from '@freshmeals/rules/routines';

const ROUTINE_CUTOFF_KEY = 'routineCutoffHours';

interface SettingsShape {
  routineCutoffHours: number;
}

/** The routine change cut-off in hours (the default when no admin has set one). */
export async function routineCutoffHours(db: Pick<Prisma.TransactionClient, 'setting'>): Promise<number> {
  const row = await db.setting.findUnique({ where: { key: ROUTINE_CUTOFF_KEY }, select: { value: true } });
  return typeof row?.value === 'number' ? row.value : ROUTINE_CUTOFF_DEFAULT_HOURS;
}

const cutoffPerRequest = new WeakMap<object, Promise<number>>();

/**
 * The cut-off as one request sees it: read once however many fields and checks ask (a routine's
 * `cutoffHours` and `locks`, and the check of a change).
 */
export function requestCutoffHours(ctx: Pick<Context, 'prisma'>): Promise<number> {
  let hours = cutoffPerRequest.get(ctx);
  if (!hours) {
    hours = routineCutoffHours(ctx.prisma);
    cutoffPerRequest.set(ctx, hours);
  }
  return hours;
}

const SettingsRef = builder.objectRef<SettingsShape>('Settings').implement({
  description: 'Settings an admin changes at run time.',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    routineCutoffHours: t.exposeInt('routineCutoffHours', {
      description: `Hours before a meal after which its routine slot cannot change (0: no cut-off; default ${ROUTINE_CUTOFF_DEFAULT_HOURS}).`,
    }),
  }),
});

const SettingsInput = builder.inputType('SettingsInput', {
  description: 'New values of the settings.',
  fields: (t) => ({
    routineCutoffHours: t.int({ description: 'Hours before a meal after which its routine slot cannot change, 0..72.', required: true }),
  }),
});

builder.queryFields((t) => ({
  settings: t.field({
    type: SettingsRef,
    description: 'The current settings (any signed-in user).',
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, ctx) => ({ routineCutoffHours: await routineCutoffHours(ctx.prisma) }),
  }),
}));

builder.mutationFields((t) => ({
  updateSettings: t.field({
    type: SettingsRef,
    description: 'Changes the settings (admin).',
    authScopes: { admin: true },
    args: { input: t.arg({ type: SettingsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { routineCutoffHours: hours } = parseInput(settingsSchema, input);
      await ctx.prisma.$transaction(async (tx) => {
        const before = await routineCutoffHours(tx);
        await tx.setting.upsert({
          where: { key: ROUTINE_CUTOFF_KEY },
          create: { key: ROUTINE_CUTOFF_KEY, value: hours, updatedById: ctx.viewer!.id },
          update: { value: hours, updatedById: ctx.viewer!.id },
        });
        await recordAudit(tx, ctx, {
          action: 'settings.update',
          subject: 'Routine change cut-off',
          before: { routineCutoffHours: before },
          after: { routineCutoffHours: hours },
        });
      });
      return { routineCutoffHours: hours };
    },
  }),
}));
