// One-day changes: a customer's meal of one date made different from the weekly routine (another
// hour, type, extras or address), or a meal added on a date the routine has none, before that
// meal's cut-off. A change takes the routine slot's place for that date everywhere the meal is
// planned (the summary, the dispatch list, the charge, the coming meals) and is locked into the
// ledger with it at the cut-off. A customer changes their own meals; an admin anyone's.
//
// GraphQL: `changeMealForDay(userId, input)`, `undoMealChange(userId, date, meal)` and
// `Routine.oneDayChanges` (the coming ones).
import type { Prisma } from '../../prisma/generated/client/client.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { recordAudit, userSubject } from '../audit/audit.ts';
import { badInput, conflict, notFound } from '../errors.ts';
import { CategoryTypeEnum, MealOfDayEnum } from '../routines/enums.ts';
import { RoutineRef } from '../routines/routines.ts';
import { addDays, businessDate, fromDbDate, toDbDate, type LocalDate } from '../time.ts';
import { parseInput } from '../validate.ts';
import { whoseData } from '../users/whose.ts';
import { MEAL_CHANGE_MAX_DAYS, MEAL_CHANGE_MESSAGES, mealChangeSchema, undoMealChangeSchema } from '@freshmeals/rules/meals';
import { MESSAGES as ROUTINE_MESSAGES, PROTEIN_PORTION_GRAMS, type Meal } from '@freshmeals/rules/routines';
import { cutoffInstant, lockDueMeals, mealCutoffs } from './ledger.ts';

interface OneDayChangeShape {
  userId: number;
  date: Date;
  meal: Meal;
  hour: number;
  type: 'veg' | 'chicken' | 'egg';
  snacks: boolean;
  drinks: boolean;
  proteinMultiplier: number;
  addressId: number | null;
}

const OneDayChangeRef = builder.objectRef<OneDayChangeShape>('OneDayChange').implement({
  description: "One date's meal as changed for that day only, in place of the routine's slot.",
  authScopes: (c) => ({ $any: { staff: true, self: c.userId } }),
  fields: (t) => ({
    date: t.string({ description: 'YYYY-MM-DD, business time zone.', resolve: (c) => fromDbDate(c.date) }),
    meal: t.expose('meal', { type: MealOfDayEnum, description: 'breakfast, lunch or dinner.' }),
    hour: t.exposeInt('hour', { description: "The delivery hour, inside the meal's window." }),
    categoryType: t.expose('type', { type: CategoryTypeEnum, description: 'veg, chicken or egg.' }),
    snacks: t.exposeBoolean('snacks', { description: 'With snacks.' }),
    drinks: t.exposeBoolean('drinks', { description: 'With a drink.' }),
    proteinMultiplier: t.exposeInt('proteinMultiplier', { description: 'Extra protein portions (20 g each).' }),
    proteinGrams: t.int({ description: 'Extra protein in grams.', resolve: (c) => c.proteinMultiplier * PROTEIN_PORTION_GRAMS }),
    addressId: t.exposeInt('addressId', { nullable: true, description: "Where it goes; null: the user's default address." }),
  }),
});

const MealChangeInput = builder.inputType('MealChangeInput', {
  description: 'One date\'s meal as it should be that day.',
  fields: (t) => ({
    date: t.string({ required: true, description: 'YYYY-MM-DD, before the meal\'s cut-off.' }),
    meal: t.field({ type: MealOfDayEnum, required: true, description: 'breakfast, lunch or dinner.' }),
    hour: t.int({ required: true, description: "The delivery hour, inside the meal's window." }),
    type: t.field({ type: CategoryTypeEnum, required: true, description: 'veg, chicken or egg.' }),
    snacks: t.boolean({ required: false, description: 'With snacks.' }),
    drinks: t.boolean({ required: false, description: 'With a drink.' }),
    proteinMultiplier: t.int({ required: false, description: 'Extra 20 g protein portions (0 or more).' }),
    addressId: t.int({ required: false, description: "One of the user's addresses; omitted or null: their default address." }),
  }),
});

const today = (ctx: Context) => businessDate(ctx.now(), ctx.timeZone);

/**
 * Refuses a change of a meal past its cut-off, too far ahead, already charged or closed. The meals
 * due are locked first, so a meal whose cut-off has just passed is in the ledger as it was.
 */
async function assertChangeable(ctx: Context, userId: number, date: LocalDate, meal: Meal): Promise<void> {
  const cutoffs = await mealCutoffs(ctx.prisma);
  if (ctx.now().getTime() >= cutoffInstant(date, cutoffs[meal], ctx.timeZone).getTime()) throw badInput(MEAL_CHANGE_MESSAGES.tooLate, 'date');
  if (date > addDays(today(ctx), MEAL_CHANGE_MAX_DAYS)) throw badInput(MEAL_CHANGE_MESSAGES.tooFar, 'date');
  await lockDueMeals(ctx);
  const key = { userId_date_meal: { userId, date: toDbDate(date), meal } };
  if (await ctx.prisma.deduction.findUnique({ where: key, select: { id: true } })) throw conflict(MEAL_CHANGE_MESSAGES.charged);
  if (await ctx.prisma.kitchenClosure.findUnique({ where: { date_meal: { date: toDbDate(date), meal } }, select: { id: true } })) {
    throw badInput(MEAL_CHANGE_MESSAGES.closed);
  }
}

async function auditChange(ctx: Context, userId: number, action: 'meal.change' | 'meal.change-undo', after: Prisma.InputJsonObject) {
  // Customers' own changes are theirs to make; the log keeps what staff do to accounts.
  if (ctx.viewer?.role !== 'admin') return;
  const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, name: true } });
  await recordAudit(ctx.prisma, ctx, { action, subject: userSubject(user), after });
}

builder.objectField(RoutineRef, 'oneDayChanges', (t) =>
  t.field({
    type: [OneDayChangeRef],
    description: "The routine's one-day changes from today on, by date and meal.",
    resolve: (routine, _args, ctx) =>
      ctx.prisma.mealChange.findMany({
        where: { userId: routine.userId, date: { gte: toDbDate(today(ctx)) } },
        orderBy: [{ date: 'asc' }, { meal: 'asc' }],
      }),
  }),
);

builder.mutationFields((t) => ({
  changeMealForDay: t.field({
    type: OneDayChangeRef,
    description:
      "Changes one date's meal for that day only (hour, type, extras, address), or adds a meal on a date the routine has " +
      `none: a signed-in customer their own (userId omitted), an admin anyone's. Before the meal's cut-off ('${MEAL_CHANGE_MESSAGES.tooLate}'), ` +
      `at most ${MEAL_CHANGE_MAX_DAYS} days ahead, not once charged or closed. A second change of the same meal replaces the first.`,
    authScopes: { loggedIn: true },
    args: {
      userId: t.arg.int({ required: false, description: "Whose: the viewer's own when omitted; another user's for admins only." }),
      input: t.arg({ type: MealChangeInput, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const given = Object.fromEntries(Object.entries(args.input).filter(([, v]) => v !== null && v !== undefined));
      const { userId: asked, date, ...slot } = parseInput(mealChangeSchema, { ...given, userId: args.userId ?? undefined });
      const userId = whoseData(ctx, asked);
      if (!(await ctx.prisma.user.findUnique({ where: { id: userId }, select: { id: true } }))) throw notFound('User not found');
      if (slot.addressId !== null && (await ctx.prisma.address.count({ where: { id: slot.addressId, userId } })) === 0) {
        throw badInput(ROUTINE_MESSAGES.address, 'addressId');
      }
      await assertChangeable(ctx, userId, date, slot.meal);
      const data = { ...slot, createdById: ctx.viewer!.id, createdAt: ctx.now() };
      const saved = await ctx.prisma.mealChange.upsert({
        where: { userId_date_meal: { userId, date: toDbDate(date), meal: slot.meal } },
        create: { userId, date: toDbDate(date), ...data },
        update: data,
      });
      await auditChange(ctx, userId, 'meal.change', { date, ...slot });
      return saved;
    },
  }),
  undoMealChange: t.field({
    type: OneDayChangeRef,
    description:
      "Takes back a one-day change before the meal's cut-off: the meal is the routine's again (none if the routine has none). " +
      `Answers the change undone; '${MEAL_CHANGE_MESSAGES.notChanged}' (NOT_FOUND) when there is none.`,
    authScopes: { loggedIn: true },
    args: {
      userId: t.arg.int({ required: false, description: "Whose: the viewer's own when omitted; another user's for admins only." }),
      date: t.arg.string({ required: true, description: 'YYYY-MM-DD.' }),
      meal: t.arg({ type: MealOfDayEnum, required: true, description: 'breakfast, lunch or dinner.' }),
    },
    resolve: async (_root, args, ctx) => {
      const { userId: asked, date, meal } = parseInput(undoMealChangeSchema, { userId: args.userId ?? undefined, date: args.date, meal: args.meal });
      const userId = whoseData(ctx, asked);
      const key = { userId_date_meal: { userId, date: toDbDate(date), meal } };
      const change = await ctx.prisma.mealChange.findUnique({ where: key });
      if (!change) throw notFound(MEAL_CHANGE_MESSAGES.notChanged);
      await assertChangeable(ctx, userId, date, meal);
      // Of two undos at once, one deletes it; the other finds nothing left to undo.
      const { count } = await ctx.prisma.mealChange.deleteMany({ where: { id: change.id } });
      if (count === 0) throw notFound(MEAL_CHANGE_MESSAGES.notChanged);
      await auditChange(ctx, userId, 'meal.change-undo', { date, meal });
      return change;
    },
  }),
}));
