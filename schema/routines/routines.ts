// Per-user weekly routines.
//
// GraphQL: `routine(userId)` / `myRoutine` return the slots as typed nodes plus the product's map as a
// RoutinePreference scalar; `setRoutine(userId, slots)` (a list, for the UI) and
// `setRoutinePreference(userId, preference)` (the product's map, for REST) replace all of the user's
// slots in one transaction. A change is always accepted: the meals whose cut-off has passed are locked
// into the meal ledger first, so it reaches each meal from its next unlocked date (`changesFrom`,
// cutoff.ts). Admins change anyone's; a customer reads and sets their own (`myRoutine`, `setRoutine`
// without userId).
import type { Prisma, RoutineSlot } from '../../prisma/generated/client/client.ts';
import { recordAudit, userSubject } from '../audit/audit.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput, notFound } from '../errors.ts';
import { parseInput } from '../validate.ts';
import {
  MESSAGES as ROUTINE_MESSAGES,
  PROTEIN_PORTION_GRAMS,
  setRoutinePreferenceSchema,
  setRoutineSchema,
  toRoutinePreference,
  type RoutinePreference,
  type RoutineSlotData,
} from '@freshmeals/rules/routines';
import { lockDueMeals, mealCutoffs } from '../meals/ledger.ts';
import { requestCutoffHours } from '../settings/settings.ts';
import { whoseData } from '../users/whose.ts';
import { changeDates } from './cutoff.ts';
import { CategoryTypeEnum, MealOfDayEnum, WeekdayEnum } from './enums.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The product's map (weekday → meal → { time, type, snacks, drinks, proteinMultiplier }) as a JSON value. */
export const RoutinePreferenceScalar = builder.scalarType('RoutinePreference', {
  description:
    'A weekly routine as a JSON object: weekday (monday..sunday; capitalised names accepted on input) → meal ' +
    '(breakfast, lunch, dinner) → { time: hour 6..22, type: veg|chicken|egg, snacks: boolean, drinks: boolean, ' +
    'proteinMultiplier: integer >= 0 (one unit is 20 g) }.',
  serialize: (value) => value,
  // Checked by the resolver with the shared zod rules, which give the product's messages.
  parseValue: (value) => value,
});

export const RoutineSlotNode = builder.prismaNode('RoutineSlot', {
  description: 'One meal of a user\'s weekly routine.',
  id: { field: 'id' },
  authScopes: (slot) => ({ $any: { staff: true, self: slot.userId } }),
  fields: (t) => ({
    slotId: t.exposeInt('id', { description: 'The numeric id.' }),
    userId: t.exposeInt('userId', { description: 'Whose routine.' }),
    weekday: t.expose('weekday', { description: 'The day of the week.', type: WeekdayEnum }),
    meal: t.expose('meal', { description: 'breakfast, lunch or dinner.', type: MealOfDayEnum }),
    hour: t.exposeInt('hour', { description: 'Start hour in the business time zone, 6..22.' }),
    type: t.expose('type', { description: 'veg, chicken or egg.', type: CategoryTypeEnum }),
    snacks: t.exposeBoolean('snacks', { description: 'With snacks.' }),
    drinks: t.exposeBoolean('drinks', { description: 'With a drink.' }),
    proteinMultiplier: t.exposeInt('proteinMultiplier', { description: 'Extra protein portions (20 g each).' }),
    proteinGrams: t.int({
      description: 'Extra protein in grams (portions × 20).',
      select: { proteinMultiplier: true },
      resolve: (slot) => slot.proteinMultiplier * PROTEIN_PORTION_GRAMS,
    }),
    addressId: t.exposeInt('addressId', { nullable: true, description: "The address it goes to; null: the user's default address." }),
  }),
});

interface RoutineShape {
  userId: number;
  slots: RoutineSlot[];
  user: { id: number; name: string };
}

const RoutineChangeDateRef = builder
  .objectRef<ReturnType<typeof changeDates>[number]>('RoutineChangeDate')
  .implement({
    description: "From which date a change to one meal of the week applies: the meal's next date whose cut-off is still ahead.",
    fields: (t) => ({
      weekday: t.expose('weekday', { description: 'The day of the week.', type: WeekdayEnum }),
      meal: t.expose('meal', { description: 'breakfast, lunch or dinner.', type: MealOfDayEnum }),
      date: t.exposeString('date', { description: 'The first date a change reaches, YYYY-MM-DD, in the business time zone.' }),
      label: t.exposeString('label', { description: "The same for the grid, e.g. 'From Fri 4 Dec'." }),
    }),
  });

export const RoutineRef = builder.objectRef<RoutineShape>('Routine').implement({
  description: "A user's weekly routine: at most one slot per meal per day.",
  authScopes: (routine) => ({ $any: { staff: true, self: routine.userId } }),
  fields: (t) => ({
    userId: t.exposeInt('userId', { description: 'Whose routine.' }),
    user: t.prismaField({ description: 'Whose routine.',
      type: 'User',
      resolve: (query, routine, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: routine.userId } }),
    }),
    slots: t.field({
      type: [RoutineSlotNode],
      description: 'In week order (Monday first), then breakfast, lunch, dinner.',
      resolve: (routine) => routine.slots,
    }),
    cutoffHours: t.int({
      description: 'Hours before a meal after which a pause can no longer start with it (0: none). Routine changes follow the meal cut-offs instead.',
      resolve: (_routine, _args, ctx) => requestCutoffHours(ctx),
    }),
    changesFrom: t.field({
      type: [RoutineChangeDateRef],
      description: 'For each meal of the week (Monday breakfast first), the first date a change to it reaches.',
      resolve: async (_routine, _args, ctx) => changeDates(await mealCutoffs(ctx.prisma), ctx.now(), ctx.timeZone),
    }),
    preference: t.field({
      type: RoutinePreferenceScalar,
      description: "The product’s map shape of the same slots (REST GET /admin/users/{id}/preference).",
      resolve: (routine) => toRoutinePreference(routine.slots),
    }),
  }),
});

const RoutineSlotInput = builder.inputType('RoutineSlotInput', {
  description: 'One meal of a weekly routine.',
  fields: (t) => ({
    weekday: t.field({ type: WeekdayEnum, description: 'The day of the week.', required: true }),
    meal: t.field({ type: MealOfDayEnum, description: 'breakfast, lunch or dinner.', required: true }),
    hour: t.int({ description: 'The delivery hour, inside the meal\'s window.', required: true }),
    type: t.field({ type: CategoryTypeEnum, description: 'veg, chicken or egg.', required: true }),
    snacks: t.boolean({ description: 'With snacks.', required: false }),
    drinks: t.boolean({ description: 'With a drink.', required: false }),
    proteinMultiplier: t.int({ description: 'Extra 20 g protein portions (0 or more).', required: false }),
    addressId: t.int({ description: "One of the user's addresses; omitted or null: their default address.", required: false }),
  }),
});

const slotOrder = [{ weekday: 'asc' as const }, { meal: 'asc' as const }];

export async function loadRoutine(ctx: Pick<Context, 'prisma'>, userId: number): Promise<RoutineShape> {
  const user = await ctx.prisma.user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, routineSlots: { orderBy: slotOrder } },
  });
  if (!user) throw notFound('User not found');
  return { userId, slots: user.routineSlots, user: { id: user.id, name: user.name } };
}

/**
 * Replaces all of a user's slots in one transaction. The meals whose cut-off has passed are locked
 * first (if no reader or job has yet), so they keep the routine they had.
 * `keepAddresses`: the slots come from the product's map, which has no addresses: each meal keeps
 * the address it had.
 */
export async function replaceRoutine(ctx: Context, userId: number, given: RoutineSlotData[], keepAddresses = false): Promise<RoutineShape> {
  const current = await loadRoutine(ctx, userId);
  const addressOf = new Map(current.slots.map((slot) => [`${slot.weekday}:${slot.meal}`, slot.addressId]));
  const slots = keepAddresses ? given.map((slot) => ({ ...slot, addressId: addressOf.get(`${slot.weekday}:${slot.meal}`) ?? null })) : given;
  const named = [...new Set(slots.map((slot) => slot.addressId).filter((id): id is number => id !== null))];
  if (named.length > 0) {
    const owned = await ctx.prisma.address.count({ where: { id: { in: named }, userId } });
    if (owned !== named.length) throw badInput(ROUTINE_MESSAGES.address, 'addressId');
  }
  await lockDueMeals(ctx);
  await ctx.prisma.$transaction(async (tx) => {
    await tx.routineSlot.deleteMany({ where: { userId } });
    await tx.routineSlot.createMany({ data: slots.map((slot) => ({ ...slot, userId })) });
    await recordAudit(tx, ctx, {
      action: 'routine.set',
      subject: userSubject(current.user),
      before: toRoutinePreference(current.slots) as Prisma.InputJsonValue,
      after: toRoutinePreference(slots) as Prisma.InputJsonValue,
    });
    await ctx.webhooks.record(tx, 'routine.changed', {
      object: 'routine',
      userId,
      changedBy: ctx.viewer?.id === userId ? 'customer' : 'staff',
      slots: slots.map((slot) => ({ ...slot })),
    });
  });
  return loadRoutine(ctx, userId);
}

builder.queryFields((t) => ({
  routine: t.field({
    type: RoutineRef,
    description: "A user's weekly routine (admins and kitchen staff). 404 when the user does not exist.",
    authScopes: { staff: true },
    args: { userId: t.arg.int({ required: true }) },
    resolve: (_root, { userId }, ctx) => loadRoutine(ctx, userId),
  }),
  myRoutine: t.field({
    type: RoutineRef,
    description: "The signed-in customer's own weekly routine.",
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => loadRoutine(ctx, ctx.viewer!.id),
  }),
}));

builder.mutationFields((t) => ({
  setRoutine: t.field({
    type: RoutineRef,
    description:
      "Replaces the user's whole routine with these slots (an empty list clears it): a signed-in customer their own (userId omitted), " +
      "an admin anyone's. The same rules for both; it reaches each meal from its next date not yet locked (`changesFrom`).",
    authScopes: { loggedIn: true },
    args: {
      userId: t.arg.int({ required: false, description: "Whose: the viewer's own when omitted; another user's for admins only." }),
      slots: t.arg({ type: [RoutineSlotInput], required: true }),
    },
    resolve: (_root, args, ctx) => {
      const { userId, slots } = parseInput(setRoutineSchema, {
        userId: whoseData(ctx, args.userId),
        // GraphQL gives null for omitted optional fields; the rules default them.
        slots: args.slots.map((s) => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== null && v !== undefined))),
      });
      return replaceRoutine(ctx, userId, slots);
    },
  }),
  setRoutinePreference: t.field({
    type: RoutineRef,
    description: "Replaces the user's whole routine with the product’s map shape (admin; REST PATCH /admin/users/set-preference).",
    authScopes: { admin: true },
    args: {
      userId: t.arg.int({ required: true }),
      preference: t.arg({ type: RoutinePreferenceScalar, required: true }),
    },
    resolve: (_root, args, ctx) => {
      const { userId, preference } = parseInput(setRoutinePreferenceSchema, args);
      return replaceRoutine(ctx, userId, preference, true);
    },
  }),
}));
