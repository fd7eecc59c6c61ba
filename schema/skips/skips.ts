// Skipping scheduled meals (cancellation at least 24 hours before delivery, at most 2 per week). A
// customer skips their own meals; an admin may skip anyone's. `upcomingMeals` lists the next days'
// meals with what may be skipped, for the customer's account page and the admin alike.
import type { Prisma, PrismaClient } from '../../prisma/generated/client/client.ts';
import { recordAudit, userSubject } from '../audit/audit.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput, conflict, isUniqueViolation, notFound } from '../errors.ts';
import { moneyTransaction } from '../transactions.ts';
import { loadPrices, paiseToInr, slotPrice, type PriceTable } from '../pricing/prices.ts';
import { CategoryTypeEnum, MealOfDayEnum, WeekdayEnum } from '../routines/enums.ts';
import {
  addDays,
  businessDate,
  fromDbDate,
  hoursUntil,
  mealStartsAt,
  toDbDate,
  weekStartOf,
  weekdayOf,
  type LocalDate,
} from '../time.ts';
import { parseInput } from '../validate.ts';
import { CLOSURE_MESSAGES } from '@freshmeals/rules/meals';
import { whoseData } from '../users/whose.ts';
import { PAUSE_MESSAGES } from '@freshmeals/rules/pauses';
import { plannedDishes, type PlannedDish } from '../menu/planned-dishes.ts';
import { cutoffInstant, mealCutoffs, plannedSlot } from '../meals/ledger.ts';
import { mealSkippedEmail } from './skip-email.ts';
import { MEALS, MEAL_WINDOWS, skipMealSchema, type Meal } from '@freshmeals/rules/routines';

export const SKIP_NOTICE_HOURS = 24;
export const MAX_SKIPS_PER_WEEK = 2;
export const SKIP_MESSAGES = {
  noMeal: 'No meal is scheduled at that time.',
  tooLate: 'Meals can be skipped at least 24 hours in advance.',
  tooLateUndo: 'A skip can be undone at least 24 hours in advance.',
  weeklyLimit: 'You can skip at most 2 meals per week.',
  alreadySkipped: 'This meal is already skipped.',
  notSkipped: 'This meal is not skipped.',
  charged: 'This meal has already been charged.',
} as const;

export const SkipNode = builder.prismaNode('Skip', {
  description: 'A meal the user will not get (and is not charged for).',
  id: { field: 'id' },
  authScopes: (skip) => ({ $any: { admin: true, self: skip.userId } }),
  fields: (t) => ({
    skipId: t.exposeInt('id', { description: 'The numeric id.' }),
    userId: t.exposeInt('userId', { description: 'Whose meal.' }),
    date: t.string({ description: 'YYYY-MM-DD.', select: { date: true }, resolve: (s) => fromDbDate(s.date) }),
    weekday: t.field({ description: 'The day of the week of its date.', type: WeekdayEnum, select: { date: true }, resolve: (s) => weekdayOf(fromDbDate(s.date)) }),
    meal: t.expose('meal', { description: 'breakfast, lunch or dinner.', type: MealOfDayEnum }),
    createdAt: t.expose('createdAt', { description: 'When it was skipped.', type: 'DateTime' }),
  }),
});

interface UnskipShape {
  skipId: number;
  userId: number;
  date: LocalDate;
  meal: Meal;
}

const UnskipMealPayload = builder.objectRef<UnskipShape>('UnskipMealPayload').implement({
  description: 'The answer of unskipMeal.',
  authScopes: (p) => ({ $any: { admin: true, self: p.userId } }),
  fields: (t) => ({
    deletedId: t.globalID({ description: 'The removed Skip.', resolve: (p) => ({ type: 'Skip', id: p.skipId }) }),
    userId: t.exposeInt('userId', { description: 'Whose meal.' }),
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    meal: t.expose('meal', { description: 'breakfast, lunch or dinner.', type: MealOfDayEnum }),
  }),
});

/** Locks the user's row for the rest of the transaction, so two requests for one user run one after the other. */
export async function lockUser(tx: Prisma.TransactionClient, userId: number): Promise<{ id: number; name: string; email: string }> {
  const rows = await tx.$queryRaw<{ id: number; name: string; email: string }[]>`SELECT id, name, email FROM "User" WHERE id = ${userId} FOR UPDATE`;
  if (rows.length === 0) throw notFound('User not found');
  return rows[0]!;
}

/** An admin's skip or undo on a customer's behalf goes in the audit log (a customer's own does not). */
async function auditSkip(tx: Prisma.TransactionClient, ctx: Context, action: 'meal.skip' | 'meal.unskip', user: { id: number; name: string }, date: string, meal: string) {
  if (ctx.viewer?.role !== 'admin') return;
  await recordAudit(tx, ctx, { action, subject: userSubject(user), after: { date, meal } });
}


builder.mutationFields((t) => ({
  skipMeal: t.prismaField({
    type: 'Skip',
    description:
      'Skips one scheduled meal: a customer their own (userId omitted), an admin anyone. At least 24 hours ' +
      'before the meal starts, at most 2 per Monday–Sunday week. date is YYYY-MM-DD in the business time zone. ' +
      'The customer is e-mailed a confirmation.',
    authScopes: { loggedIn: true },
    args: {
      userId: t.arg.int({ required: false, description: "Whose meal: an admin's choice; a customer's own when omitted." }),
      date: t.arg({ type: 'Date', required: true, description: "The meal's day." }),
      meal: t.arg({ type: MealOfDayEnum, required: true, description: 'breakfast, lunch or dinner.' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const input = parseInput(skipMealSchema, { ...args, userId: args.userId ?? undefined });
      const userId = whoseData(ctx, input.userId);
      const { date, meal } = input;
      const now = ctx.now();
      try {
        const { skip, confirmation } = await moneyTransaction(ctx.prisma, async (tx) => {
          const user = await lockUser(tx, userId);
          const slot = await plannedSlot(tx, userId, date, meal);
          if (!slot) throw badInput(SKIP_MESSAGES.noMeal);
          const startsAt = mealStartsAt(date, slot.hour, ctx.timeZone);
          if (hoursUntil(startsAt, now) < SKIP_NOTICE_HOURS) {
            throw badInput(SKIP_MESSAGES.tooLate);
          }
          const key = { userId_date_meal: { userId, date: toDbDate(date), meal } };
          if (await tx.skip.findUnique({ where: key, select: { id: true } })) throw conflict(SKIP_MESSAGES.alreadySkipped);
          if (await tx.deduction.findUnique({ where: key, select: { id: true } })) throw conflict(SKIP_MESSAGES.charged);
          if (await tx.kitchenClosure.findUnique({ where: { date_meal: { date: toDbDate(date), meal } }, select: { id: true } })) {
            throw badInput(CLOSURE_MESSAGES.closed);
          }
          const week = weekStartOf(date);
          // A paused day's meals are not skips of the customer's choosing: they do not count.
          const thisWeek = await tx.skip.count({
            where: { userId, pauseId: null, date: { gte: toDbDate(week), lte: toDbDate(addDays(week, 6)) } },
          });
          if (thisWeek >= MAX_SKIPS_PER_WEEK) throw badInput(SKIP_MESSAGES.weeklyLimit);
          const skip = await tx.skip.create({ ...query, data: { userId, date: toDbDate(date), meal, createdById: ctx.viewer!.id } });
          await auditSkip(tx, ctx, 'meal.skip', user, date, meal);
          const confirmation = mealSkippedEmail({
            to: user.email,
            name: user.name,
            date,
            meal,
            byStaff: ctx.viewer!.id !== userId,
            undoUntil: new Date(startsAt.getTime() - SKIP_NOTICE_HOURS * 3_600_000),
            timeZone: ctx.timeZone,
          });
          return { skip, confirmation };
        });
        // Only once the skip is committed: no confirmation for a skip that was refused.
        await ctx.mailer.send(confirmation);
        return skip;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(SKIP_MESSAGES.alreadySkipped);
        throw error;
      }
    },
  }),

  unskipMeal: t.field({
    type: UnskipMealPayload,
    description: 'Undoes a skip, at least 24 hours before the meal starts (same rules of who may as skipMeal).',
    authScopes: { loggedIn: true },
    args: {
      userId: t.arg.int({ required: false, description: "Whose meal: an admin's choice; a customer's own when omitted." }),
      date: t.arg({ type: 'Date', required: true, description: "The meal's day." }),
      meal: t.arg({ type: MealOfDayEnum, required: true, description: 'breakfast, lunch or dinner.' }),
    },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(skipMealSchema, { ...args, userId: args.userId ?? undefined });
      const userId = whoseData(ctx, input.userId);
      const { date, meal } = input;
      const now = ctx.now();
      return moneyTransaction(ctx.prisma, async (tx) => {
        const user = await lockUser(tx, userId);
        const skip = await tx.skip.findUnique({ where: { userId_date_meal: { userId, date: toDbDate(date), meal } } });
        if (!skip) throw notFound(SKIP_MESSAGES.notSkipped);
        if (skip.pauseId !== null) throw badInput(PAUSE_MESSAGES.paused);
        const slot = await plannedSlot(tx, userId, date, meal);
        // The routine may have changed since: then the meal's window start is the deadline's reference.
        const hour = slot?.hour ?? MEAL_WINDOWS[meal][0];
        if (hoursUntil(mealStartsAt(date, hour, ctx.timeZone), now) < SKIP_NOTICE_HOURS) {
          throw badInput(SKIP_MESSAGES.tooLateUndo);
        }
        await tx.skip.delete({ where: { id: skip.id } });
        await auditSkip(tx, ctx, 'meal.unskip', user, date, meal);
        return { skipId: skip.id, userId, date, meal };
      });
    },
  }),
}));

// ---------------------------------------------------------------------------------------------
// Upcoming meals (the customer account page: "upcoming meals with skip")
// ---------------------------------------------------------------------------------------------

export interface UpcomingMealShape {
  userId: number;
  date: LocalDate;
  meal: Meal;
  hour: number;
  startsAt: Date;
  type: 'veg' | 'chicken' | 'egg';
  snacks: boolean;
  drinks: boolean;
  proteinMultiplier: number;
  pricePaise: number;
  dishName: string | null;
  skipped: boolean;
  paused: boolean;
  deducted: boolean;
  /** Why the kitchen is closed for it; null when it is open. */
  closedReason: string | null;
  /** This date's meal was changed on its own (a one-day change), not as the routine has it. */
  oneDayChange: boolean;
  /** The address it goes to when it is not the default; null for the default (or once locked). */
  addressId: number | null;
  /** Before its cut-off, not charged and not closed: it can still be changed for this day. */
  canChange: boolean;
  canSkip: boolean;
  canUnskip: boolean;
  notAffordable: boolean;
}

const UpcomingMealRef = builder.objectRef<UpcomingMealShape>('UpcomingMeal').implement({
  description: 'One scheduled meal of the coming days, with whether it may be skipped now.',
  authScopes: (m) => ({ $any: { staff: true, self: m.userId } }),
  fields: (t) => ({
    userId: t.exposeInt('userId', { description: 'Whose meal.' }),
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    weekday: t.field({ description: 'The day of the week of its date.', type: WeekdayEnum, resolve: (m) => weekdayOf(m.date) }),
    meal: t.expose('meal', { description: 'breakfast, lunch or dinner.', type: MealOfDayEnum }),
    hour: t.exposeInt('hour', { description: 'The delivery hour (business time zone).' }),
    startsAt: t.expose('startsAt', { description: 'When it is delivered.', type: 'DateTime' }),
    skipDeadline: t.field({
      type: 'DateTime',
      description: 'The last instant it may be skipped (24 hours before it starts).',
      resolve: (m) => new Date(m.startsAt.getTime() - SKIP_NOTICE_HOURS * 3_600_000),
    }),
    type: t.expose('type', { description: 'veg, chicken or egg.', type: CategoryTypeEnum }),
    snacks: t.exposeBoolean('snacks', { description: 'With snacks.' }),
    drinks: t.exposeBoolean('drinks', { description: 'With a drink.' }),
    proteinMultiplier: t.exposeInt('proteinMultiplier', { description: 'Extra 20 g protein portions.' }),
    // The customer's own price; kitchen staff read the meal and notAffordable, not the amount.
    price: t.float({
      description: 'INR, at the current prices. Admins and the customer themselves.',
      authScopes: (m) => ({ $any: { admin: true, self: m.userId } }),
      resolve: (m) => paiseToInr(m.pricePaise),
    }),
    dishName: t.exposeString('dishName', {
      nullable: true,
      description: "The dish the weekly menu plans for it (its day, meal and type; several joined with ' / '); null while that week has no menu.",
    }),
    skipped: t.exposeBoolean('skipped', { description: 'Whether it is skipped (a paused meal is too).' }),
    paused: t.exposeBoolean('paused', { description: 'Whether it falls in a pause: only resuming the pause brings it back.' }),
    deducted: t.exposeBoolean('deducted', { description: 'Whether it has been charged.' }),
    closedReason: t.exposeString('closedReason', {
      nullable: true,
      description: "Why the kitchen is closed for it ('Diwali'): it is neither delivered nor charged. Null when it is open.",
    }),
    oneDayChange: t.exposeBoolean('oneDayChange', { description: "Changed for this day only (a one-day change), not as the routine has it." }),
    addressId: t.exposeInt('addressId', { nullable: true, description: "The address it goes to; null: the user's default (or a meal already locked)." }),
    canChange: t.exposeBoolean('canChange', { description: "Before its cut-off, not charged and not closed: it can be changed for this day ('changeMealForDay')." }),
    canSkip: t.exposeBoolean('canSkip', { description: '24 hours ahead, not charged, not in a kitchen closure, and fewer than 2 skips that week.' }),
    canUnskip: t.exposeBoolean('canUnskip', { description: 'Whether its skip may be undone now (24 hours ahead).' }),
    notAffordable: t.exposeBoolean('notAffordable', {
      description: "To be prepared, not charged yet, and its price is above the user's credit now (the dashboard's Not Affordable).",
    }),
  }),
});

export const MAX_UPCOMING_DAYS = 28;

/**
 * A customer's scheduled meals from `first` to `last` (both included), in time order, each with its
 * price, planned dish, whether it is skipped, paused or charged, and what may be done with it now.
 * The one reading of routine, skips, pauses and menu (and, past a meal's cut-off, of the meal
 * ledger instead) that the account page and the weekly summary e-mail share. Meals that have started by `now` are left out. `prices` and `dishOf` may be passed
 * in when many customers' meals are read for the same days.
 */
export async function scheduledMeals(
  prisma: PrismaClient,
  userId: number,
  first: LocalDate,
  last: LocalDate,
  options: { now: Date; timeZone: string; prices?: PriceTable; dishOf?: PlannedDish },
): Promise<UpcomingMealShape[]> {
  const { now, timeZone } = options;
  const days = dayCount(first, last);
  // Skips of the whole first and last weeks count towards the weekly limit.
  const from = weekStartOf(first);
  const to = addDays(weekStartOf(last), 6);
  const [user, slots, changes, cutoffs, skips, deductions, prices, dishOf, closures, records, locks] = await Promise.all([
    prisma.user.findUnique({ where: { id: userId }, select: { creditPaise: true } }),
    prisma.routineSlot.findMany({ where: { userId } }),
    prisma.mealChange.findMany({ where: { userId, date: { gte: toDbDate(first), lte: toDbDate(last) } } }),
    mealCutoffs(prisma),
    prisma.skip.findMany({ where: { userId, date: { gte: toDbDate(from), lte: toDbDate(to) } }, select: { date: true, meal: true, pauseId: true } }),
    prisma.deduction.findMany({ where: { userId, date: { gte: toDbDate(first), lte: toDbDate(last) } }, select: { date: true, meal: true } }),
    options.prices ?? loadPrices(prisma),
    options.dishOf ?? plannedDishes(prisma, first, last),
    prisma.kitchenClosure.findMany({ where: { date: { gte: toDbDate(first), lte: toDbDate(last) } }, select: { date: true, meal: true, reason: true } }),
    prisma.mealRecord.findMany({ where: { userId, date: { gte: toDbDate(first), lte: toDbDate(last) } } }),
    prisma.mealLock.findMany({ where: { date: { gte: toDbDate(first), lte: toDbDate(last) } }, select: { date: true, meal: true } }),
  ]);
  // A meal past its cut-off is what the ledger recorded (or nothing, when the customer had none
  // then), not what the routine says now.
  const lockedKeys = new Set(locks.map((l) => `${fromDbDate(l.date)}:${l.meal}`));
  const changed = new Map(changes.map((c) => [`${fromDbDate(c.date)}:${c.meal}`, c]));
  const recorded = new Map(records.map((r) => [`${fromDbDate(r.date)}:${r.meal}`, r]));
  const closedBecause = new Map(closures.map((c) => [`${fromDbDate(c.date)}:${c.meal}`, c.reason]));
  const skipped = new Set(skips.map((s) => `${fromDbDate(s.date)}:${s.meal}`));
  const paused = new Set(skips.filter((s) => s.pauseId !== null).map((s) => `${fromDbDate(s.date)}:${s.meal}`));
  const deducted = new Set(deductions.map((d) => `${fromDbDate(d.date)}:${d.meal}`));
  const skipsInWeek = new Map<LocalDate, number>();
  for (const s of skips) {
    if (s.pauseId !== null) continue;
    const week = weekStartOf(fromDbDate(s.date));
    skipsInWeek.set(week, (skipsInWeek.get(week) ?? 0) + 1);
  }
  const out: UpcomingMealShape[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(first, i);
    const weekday = weekdayOf(date);
    for (const meal of MEALS) {
      const key = `${date}:${meal}`;
      const record = lockedKeys.has(key) ? recorded.get(key) : undefined;
      const change = lockedKeys.has(key) ? undefined : changed.get(key);
      const slot = lockedKeys.has(key) ? undefined : (change ?? slots.find((s) => s.weekday === weekday && s.meal === meal));
      const planned = record ?? slot;
      if (!planned) continue;
      const startsAt = mealStartsAt(date, planned.hour, timeZone);
      // A meal whose hour has come is no longer upcoming, even if it is today's.
      if (startsAt.getTime() <= now.getTime()) continue;
      const ahead = hoursUntil(startsAt, now) >= SKIP_NOTICE_HOURS;
      const isSkipped = record ? record.state === 'skipped' || record.state === 'paused' : skipped.has(key);
      const isPaused = record ? record.state === 'paused' : paused.has(key);
      const isDeducted = deducted.has(key);
      const closedReason = closedBecause.get(key) ?? null;
      const pricePaise = record ? record.pricePaise : slotPrice(planned, prices);
      out.push({
        userId,
        date,
        meal,
        hour: planned.hour,
        startsAt,
        type: planned.type,
        snacks: planned.snacks,
        drinks: planned.drinks,
        proteinMultiplier: planned.proteinMultiplier,
        pricePaise,
        dishName: record ? record.dishName : dishOf(date, meal, planned.type),
        skipped: isSkipped,
        paused: isPaused,
        deducted: isDeducted,
        closedReason,
        oneDayChange: change !== undefined,
        addressId: record ? null : (slot?.addressId ?? null),
        canChange: !record && !isDeducted && closedReason === null && now.getTime() < cutoffInstant(date, cutoffs[meal], timeZone).getTime(),
        canSkip: ahead && !isSkipped && !isDeducted && closedReason === null && (skipsInWeek.get(weekStartOf(date)) ?? 0) < MAX_SKIPS_PER_WEEK,
        canUnskip: ahead && isSkipped && !isPaused,
        notAffordable: !isSkipped && !isDeducted && closedReason === null && pricePaise > (user?.creditPaise ?? 0),
      });
    }
  }
  return out;
}

const dayCount = (first: LocalDate, last: LocalDate) => Math.round((toDbDate(last).getTime() - toDbDate(first).getTime()) / 86_400_000) + 1;

builder.queryFields((t) => ({
  upcomingMeals: t.field({
    type: [UpcomingMealRef],
    description:
      "The user's scheduled meals from now to the end of the `days`th day (1..28, default 7; today is day 1), in time order: a customer's own " +
      '(userId omitted), admins and kitchen staff anyone.',
    authScopes: { loggedIn: true },
    args: {
      userId: t.arg.int({ required: false }),
      days: t.arg.int({ required: false, defaultValue: 7 }),
    },
    resolve: async (_root, args, ctx) => {
      const userId = whoseData(ctx, args.userId, 'read');
      const days = args.days ?? 7;
      if (!Number.isInteger(days) || days < 1 || days > MAX_UPCOMING_DAYS) {
        throw badInput(`Days must be between 1 and ${MAX_UPCOMING_DAYS}`, 'days');
      }
      const now = ctx.now();
      const today = businessDate(now, ctx.timeZone);
      return scheduledMeals(ctx.prisma, userId, today, addDays(today, days - 1), { now, timeZone: ctx.timeZone });
    },
  }),
}));

