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
import { ROUTINE_CUTOFF_DEFAULT_HOURS, settingsSchema, type Meal } from '@freshmeals/rules/routines';
import { cutoffLabel, mealCutoffsSchema, type MealCutoff } from '@freshmeals/rules/meals';
import { MEAL_CUTOFFS_KEY, mealCutoffs } from '../meals/ledger.ts';

const ROUTINE_CUTOFF_KEY = 'routineCutoffHours';

interface SettingsShape {
  routineCutoffHours: number;
}

const MealCutoffRef = builder.objectRef<MealCutoff>('MealCutoff').implement({
  description: "A meal's cut-off: the time of day it locks into the ledger (business time zone), on its day or the day before.",
  authScopes: { loggedIn: true },
  fields: (t) => ({
    time: t.exposeString('time', { description: 'HH:MM.' }),
    dayBefore: t.exposeBoolean('dayBefore', { description: 'On the day before the meal.' }),
    label: t.string({ description: "How customers read it, e.g. 'Changes until 21:00 the day before'.", resolve: (c) => cutoffLabel(c) }),
  }),
});

const MealCutoffsRef = builder.objectRef<Record<Meal, MealCutoff>>('MealCutoffs').implement({
  description: 'The cut-off of each meal.',
  authScopes: { loggedIn: true },
  fields: (t) => ({
    breakfast: t.field({ type: MealCutoffRef, description: 'Default 21:00 the day before.', resolve: (c) => c.breakfast }),
    lunch: t.field({ type: MealCutoffRef, description: 'Default 10:00.', resolve: (c) => c.lunch }),
    dinner: t.field({ type: MealCutoffRef, description: 'Default 16:00.', resolve: (c) => c.dinner }),
  }),
});

const MealCutoffInput = builder.inputType('MealCutoffInput', {
  description: "A meal's cut-off.",
  fields: (t) => ({
    time: t.string({ required: true, description: 'HH:MM, business time zone.' }),
    dayBefore: t.boolean({ required: true, description: 'On the day before the meal.' }),
  }),
});

const MealCutoffsInput = builder.inputType('MealCutoffsInput', {
  description: 'The cut-off of each meal.',
  fields: (t) => ({
    breakfast: t.field({ type: MealCutoffInput, required: true, description: "Breakfast's cut-off." }),
    lunch: t.field({ type: MealCutoffInput, required: true, description: "Lunch's cut-off." }),
    dinner: t.field({ type: MealCutoffInput, required: true, description: "Dinner's cut-off." }),
  }),
});

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
    mealCutoffs: t.field({
      type: MealCutoffsRef,
      description: 'When each meal locks into the ledger: from then on it is cooked and delivered as it was.',
      resolve: (_settings, _args, ctx) => mealCutoffs(ctx.prisma),
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

  updateMealCutoffs: t.field({
    type: SettingsRef,
    description: "Changes each meal's cut-off (admin). Meals already locked stay as they are.",
    authScopes: { admin: true },
    args: { input: t.arg({ type: MealCutoffsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const cutoffs = parseInput(mealCutoffsSchema, input);
      await ctx.prisma.$transaction(async (tx) => {
        const before = await mealCutoffs(tx);
        const value = JSON.parse(JSON.stringify(cutoffs)) as Prisma.InputJsonObject;
        await tx.setting.upsert({
          where: { key: MEAL_CUTOFFS_KEY },
          create: { key: MEAL_CUTOFFS_KEY, value, updatedById: ctx.viewer!.id },
          update: { value, updatedById: ctx.viewer!.id },
        });
        await recordAudit(tx, ctx, { action: 'settings.update', subject: 'Meal cut-offs', before: JSON.parse(JSON.stringify(before)) as Prisma.InputJsonObject, after: value });
      });
      return { routineCutoffHours: await routineCutoffHours(ctx.prisma) };
    },
  }),
}));
