// The dispatch list and the credit deduction per user and meal. Admin-only.
import { builder } from '../builder.ts';
import { paiseToInr, loadPrices, slotPrice } from '../pricing/prices.ts';
import { CategoryTypeEnum, MealOfDayEnum, WeekdayEnum } from '../routines/enums.ts';
import { businessDate, nextOccurrence, toDbDate, weekdayOf, type LocalDate } from '../time.ts';
import { parseInput } from '../validate.ts';
import { deductCreditsSchema, dispatchListSchema, PROTEIN_PORTION_GRAMS, type Meal, type Weekday } from '@freshmeals/rules/routines';
import { deductCredits, type DeductionResult } from './deduct.ts';

interface DispatchEntryShape {
  userId: number;
  name: string;
  email: string;
  phone: string;
  creditPaise: number;
  hour: number;
  type: 'veg' | 'chicken' | 'egg';
  drinks: boolean;
  snacks: boolean;
  proteinMultiplier: number;
  pricePaise: number;
  deducted: boolean;
}

interface DispatchListShape {
  date: LocalDate;
  weekday: Weekday;
  meal: Meal;
  entries: DispatchEntryShape[];
}

/** An entry as listed: with the date and meal of its list (they make its id unique). */
type ListedEntry = DispatchEntryShape & { date: LocalDate; meal: Meal };

const DispatchEntryRef = builder.objectRef<ListedEntry>('DispatchEntry').implement({
  description: 'One user to dispatch a meal to.',
  authScopes: { admin: true },
  fields: (t) => ({
    // Unique per user, date and meal, so a client cache keeps one user's meals apart (not a node id).
    id: t.id({ description: 'Unique per user, date and meal.', resolve: (e) => `DispatchEntry:${e.userId}:${e.date}:${e.meal}` }),
    userId: t.exposeInt('userId'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    hour: t.exposeInt('hour'),
    categoryType: t.expose('type', { type: CategoryTypeEnum }),
    drinks: t.exposeBoolean('drinks'),
    snacks: t.exposeBoolean('snacks'),
    proteinMultiplier: t.exposeInt('proteinMultiplier'),
    proteinGrams: t.int({ resolve: (e) => e.proteinMultiplier * PROTEIN_PORTION_GRAMS }),
    price: t.float({ description: "The slot's price, INR.", resolve: (e) => paiseToInr(e.pricePaise) }),
    credit: t.float({ description: "The user's credit now, INR.", resolve: (e) => paiseToInr(e.creditPaise) }),
    notAffordable: t.boolean({
      description: 'Not yet deducted and the credit is below the price.',
      resolve: (e) => !e.deducted && e.creditPaise < e.pricePaise,
    }),
    deducted: t.exposeBoolean('deducted', { description: 'Already charged for this date and meal (survives a reload).' }),
  }),
});

const DispatchListRef = builder.objectRef<DispatchListShape>('DispatchList').implement({
  authScopes: { admin: true },
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD: the next occurrence of the weekday, today included.' }),
    weekday: t.expose('weekday', { type: WeekdayEnum }),
    meal: t.expose('meal', { type: MealOfDayEnum }),
    total: t.int({ resolve: (l) => l.entries.length }),
    entries: t.field({
      type: [DispatchEntryRef],
      description: 'By name.',
      resolve: (l) => l.entries.map((e) => ({ ...e, date: l.date, meal: l.meal })),
    }),
  }),
});

const DeductCreditsPayload = builder.objectRef<DeductionResult>('DeductCreditsPayload').implement({
  authScopes: { admin: true },
  fields: (t) => ({
    success: t.boolean({ resolve: () => true }),
    userId: t.exposeInt('userId'),
    date: t.exposeString('date'),
    meal: t.expose('meal', { type: MealOfDayEnum }),
    deducted: t.float({ description: 'The amount charged, INR.', resolve: (r) => paiseToInr(r.amountPaise) }),
    balance: t.float({ description: 'The credit left, INR.', resolve: (r) => paiseToInr(r.balancePaise) }),
    transactionId: t.exposeInt('transactionId'),
    deductionId: t.exposeInt('deductionId'),
  }),
});

builder.queryFields((t) => ({
  dispatchList: t.field({
    type: DispatchListRef,
    description:
      'Users with a slot on that weekday and meal, for its next occurrence in the business time zone (today when ' +
      'today is that weekday): not skipped that day, not disabled. weekday: monday..sunday, any case (default ' +
      'today); meal: breakfast|lunch|dinner (default lunch).',
    authScopes: { admin: true },
    args: {
      weekday: t.arg.string({ required: false }),
      meal: t.arg.string({ required: false, defaultValue: 'lunch' }),
    },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(dispatchListSchema, { weekday: args.weekday ?? undefined, meal: args.meal ?? 'lunch' });
      const today = businessDate(ctx.now(), ctx.timeZone);
      const weekday = input.weekday ?? weekdayOf(today);
      const date = nextOccurrence(weekday, today);
      const { meal } = input;
      const dbDate = toDbDate(date);
      const [slots, deductions, prices] = await Promise.all([
        ctx.prisma.routineSlot.findMany({
          where: { weekday, meal, user: { isDisabled: false, skips: { none: { date: dbDate, meal } } } },
          select: {
            hour: true,
            type: true,
            snacks: true,
            drinks: true,
            proteinMultiplier: true,
            user: { select: { id: true, name: true, email: true, phone: true, creditPaise: true } },
          },
          orderBy: [{ user: { name: 'asc' } }, { userId: 'asc' }],
        }),
        ctx.prisma.deduction.findMany({ where: { date: dbDate, meal }, select: { userId: true } }),
        loadPrices(ctx.prisma),
      ]);
      const deducted = new Set(deductions.map((d) => d.userId));
      return {
        date,
        weekday,
        meal,
        entries: slots.map((s) => ({
          userId: s.user.id,
          name: s.user.name,
          email: s.user.email,
          phone: s.user.phone,
          creditPaise: s.user.creditPaise,
          hour: s.hour,
          type: s.type,
          drinks: s.drinks,
          snacks: s.snacks,
          proteinMultiplier: s.proteinMultiplier,
          pricePaise: slotPrice(s, prices),
          deducted: deducted.has(s.user.id),
        })),
      };
    },
  }),
}));

builder.mutationFields((t) => ({
  deductCredits: t.field({
    type: DeductCreditsPayload,
    description:
      "Charges the user's slot price for that date (default today, business time zone) and meal, once ever. " +
      'Errors: no slot, skipped, insufficient credit (400); already deducted (CONFLICT).',
    authScopes: { admin: true },
    args: {
      userId: t.arg.int({ required: true }),
      meal: t.arg.string({ required: true }),
      date: t.arg.string({ required: false, description: 'YYYY-MM-DD; not in the future.' }),
    },
    resolve: (_root, args, ctx) => {
      const input = parseInput(deductCreditsSchema, { ...args, date: args.date ?? undefined });
      return deductCredits(ctx, input);
    },
  }),
}));

