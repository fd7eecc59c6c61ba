// The dashboard home's summary: today, tomorrow and each remaining day of the week, in the business
// time zone at services.now. Admin-only.
//
// weekRemaining: the days of the current Monday–Sunday week after tomorrow (Wednesday → Friday,
// Saturday, Sunday; Saturday or Sunday → none). Disabled users are left out. Counting rules are in
// compute.ts. The whole summary runs a fixed number of SQL statements (slots with their users,
// skips, deductions, prices), however many users there are.
import { builder } from '../builder.ts';
import { loadPrices, paiseToInr } from '../pricing/prices.ts';
import { CategoryTypeEnum, MealOfDayEnum, WeekdayEnum } from '../routines/enums.ts';
import { addDays, businessDate, fromDbDate, toDbDate, weekStartOf, weekdayOf, type LocalDate } from '../time.ts';
import {
  occurrenceKey,
  summariseDay,
  type DaySummary,
  type MealSummary,
  type NotAffordableUser,
  type TypeSummary,
} from './compute.ts';

interface WeekSummaryShape {
  today: DaySummary;
  tomorrow: DaySummary;
  weekRemaining: DaySummary[];
}

const TypeSummaryRef = builder.objectRef<TypeSummary>('TypeSummary').implement({
  description: 'Meals of one category (veg, chicken, egg) to prepare.',
  authScopes: { admin: true },
  fields: (t) => ({
    type: t.expose('type', { type: CategoryTypeEnum }),
    total: t.exposeInt('total', { description: 'Meals (skipped ones excluded).' }),
    extraProtein: t.exposeInt('extraProtein', { description: 'Extra protein portions (20 g each) in all: "Extras".' }),
    drinks: t.exposeInt('drinks', { description: 'Meals with drinks.' }),
    snacks: t.exposeInt('snacks', { description: 'Meals with snacks.' }),
  }),
});

const NotAffordableUserRef = builder.objectRef<NotAffordableUser>('NotAffordableUser').implement({
  authScopes: { admin: true },
  fields: (t) => ({
    userId: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    credit: t.float({ description: 'INR.', resolve: (u) => paiseToInr(u.creditPaise) }),
    price: t.float({ description: "The slot's price, INR.", resolve: (u) => paiseToInr(u.pricePaise) }),
  }),
});

const MealSummaryRef = builder.objectRef<MealSummary>('MealSummary').implement({
  authScopes: { admin: true },
  fields: (t) => ({
    meal: t.expose('meal', { type: MealOfDayEnum }),
    scheduled: t.exposeInt('scheduled', { description: 'Slots of enabled users, skipped ones included.' }),
    total: t.exposeInt('total', { description: 'Meals to prepare: scheduled minus skipped.' }),
    skipped: t.exposeInt('skipped'),
    notAffordable: t.exposeInt('notAffordable', {
      description: 'Meals to prepare, not yet deducted, whose price is above the credit now.',
    }),
    notAffordableUsers: t.field({ type: [NotAffordableUserRef], resolve: (m) => m.notAffordableUsers }),
    types: t.field({ type: [TypeSummaryRef], description: 'veg, chicken, egg.', resolve: (m) => m.types }),
  }),
});

const DaySummaryRef = builder.objectRef<DaySummary>('DaySummary').implement({
  authScopes: { admin: true },
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    weekday: t.expose('weekday', { type: WeekdayEnum }),
    totalMeals: t.exposeInt('totalMeals', { description: '"Total Meals Scheduled": meals to prepare (skipped excluded).' }),
    skipped: t.exposeInt('skipped'),
    meals: t.field({ type: [MealSummaryRef], description: 'breakfast, lunch, dinner.', resolve: (d) => d.meals }),
    types: t.field({ type: [TypeSummaryRef], description: 'veg, chicken, egg, over the whole day.', resolve: (d) => d.types }),
  }),
});

const WeekSummaryRef = builder.objectRef<WeekSummaryShape>('WeekSummary').implement({
  authScopes: { admin: true },
  fields: (t) => ({
    today: t.field({ type: DaySummaryRef, resolve: (w) => w.today }),
    tomorrow: t.field({ type: DaySummaryRef, resolve: (w) => w.tomorrow }),
    weekRemaining: t.field({
      type: [DaySummaryRef],
      description: 'The days of this Monday–Sunday week after tomorrow, in order (empty from Saturday on).',
      resolve: (w) => w.weekRemaining,
    }),
  }),
});

/** Today, tomorrow and the rest of today's Monday–Sunday week after tomorrow. */
export function summaryDates(today: LocalDate): { today: LocalDate; tomorrow: LocalDate; weekRemaining: LocalDate[] } {
  const sunday = addDays(weekStartOf(today), 6);
  const weekRemaining: LocalDate[] = [];
  for (let d = addDays(today, 2); d <= sunday; d = addDays(d, 1)) weekRemaining.push(d);
  return { today, tomorrow: addDays(today, 1), weekRemaining };
}

builder.queryFields((t) => ({
  summary: t.field({
    type: WeekSummaryRef,
    description: 'Meal counts for today, tomorrow and the remaining days of this week (business time zone).',
    authScopes: { admin: true },
    resolve: async (_root, _args, ctx) => {
      const dates = summaryDates(businessDate(ctx.now(), ctx.timeZone));
      const all = [dates.today, dates.tomorrow, ...dates.weekRemaining];
      const first = toDbDate(all[0]!);
      const last = toDbDate(all[all.length - 1]!);
      const [slots, skips, deductions, prices] = await Promise.all([
        ctx.prisma.routineSlot.findMany({
          where: { weekday: { in: all.map(weekdayOf) }, user: { isDisabled: false } },
          select: {
            weekday: true,
            meal: true,
            type: true,
            snacks: true,
            drinks: true,
            proteinMultiplier: true,
            user: { select: { id: true, name: true, email: true, phone: true, creditPaise: true } },
          },
        }),
        ctx.prisma.skip.findMany({ where: { date: { gte: first, lte: last } }, select: { userId: true, date: true, meal: true } }),
        ctx.prisma.deduction.findMany({ where: { date: { gte: first, lte: last } }, select: { userId: true, date: true, meal: true } }),
        loadPrices(ctx.prisma),
      ]);
      const skipped = new Set(skips.map((s) => occurrenceKey(fromDbDate(s.date), s.meal, s.userId)));
      const deducted = new Set(deductions.map((d) => occurrenceKey(fromDbDate(d.date), d.meal, d.userId)));
      const day = (date: LocalDate) => summariseDay(date, slots, skipped, deducted, prices);
      return { today: day(dates.today), tomorrow: day(dates.tomorrow), weekRemaining: dates.weekRemaining.map(day) };
    },
  }),
}));
