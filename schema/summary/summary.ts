// The dashboard home's summary: today, tomorrow and each remaining day of the week, in the business
// time zone at services.now. Admin-only.
//
// weekRemaining: the days of the current Monday–Sunday week after tomorrow (Wednesday → Friday,
// Saturday, Sunday; Saturday or Sunday → none). Disabled users are left out. Counting rules are in
// compute.ts. A summary takes four SQL statements however many customers there are: the counter
// that says whether the kept summary is still current (usually the only one), then the prices, then
// at once the occurrences counted in groups and the occurrences customers cannot afford (each
// priced by slotPrice, the one pricing rule, for every combination a slot can have).
import { MAX_PROTEIN_PORTIONS, MEAL_TYPES } from '@freshmeals/rules/routines';
import { Prisma } from '../../prisma/generated/client/client.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { loadPrices, paiseToInr, slotPrice, type PriceTable } from '../pricing/prices.ts';
import { CategoryTypeEnum, MealOfDayEnum, WeekdayEnum } from '../routines/enums.ts';
import { addDays, businessDate, fromDbDate, toDbDate, weekStartOf, weekdayOf, type LocalDate } from '../time.ts';
import {
  summariseDay,
  type DaySummary,
  type MealSummary,
  type NotAffordableUser,
  type OccurrenceGroup,
  type Shortfall,
  type TypeSummary,
} from './compute.ts';

interface WeekSummaryShape {
  today: DaySummary;
  tomorrow: DaySummary;
  weekRemaining: DaySummary[];
}

const TypeSummaryRef = builder.objectRef<TypeSummary>('TypeSummary').implement({
  description: 'Meals of one category (veg, chicken, egg) to prepare.',
  authScopes: { staff: true },
  fields: (t) => ({
    type: t.expose('type', { description: 'veg, chicken or egg.', type: CategoryTypeEnum }),
    total: t.exposeInt('total', { description: 'Meals (skipped ones excluded).' }),
    extraProtein: t.exposeInt('extraProtein', { description: 'Extra protein portions (20 g each) in all: "Extras".' }),
    drinks: t.exposeInt('drinks', { description: 'Meals with drinks.' }),
    snacks: t.exposeInt('snacks', { description: 'Meals with snacks.' }),
  }),
});

const NotAffordableUserRef = builder.objectRef<NotAffordableUser>('NotAffordableUser').implement({
  description: 'A customer whose credit does not cover a scheduled meal.',
  authScopes: { staff: true },
  fields: (t) => ({
    userId: t.exposeInt('id', { description: 'The numeric id.' }),
    name: t.exposeString('name', { description: 'Full name.' }),
    email: t.exposeString('email', { description: 'E-mail address.' }),
    phone: t.exposeString('phone', { description: 'Phone number.' }),
    // Kitchen staff read who cannot pay, never how much they hold or owe.
    credit: t.float({ description: 'INR. Admins only.', authScopes: { admin: true }, resolve: (u) => paiseToInr(u.creditPaise) }),
    price: t.float({ description: "The slot's price, INR. Admins only.", authScopes: { admin: true }, resolve: (u) => paiseToInr(u.pricePaise) }),
  }),
});

const MealSummaryRef = builder.objectRef<MealSummary>('MealSummary').implement({
  description: 'One meal of a day: what to prepare and who cannot pay for it.',
  authScopes: { staff: true },
  fields: (t) => ({
    meal: t.expose('meal', { description: 'breakfast, lunch or dinner.', type: MealOfDayEnum }),
    closedReason: t.exposeString('closedReason', { nullable: true, description: "Why the kitchen is closed for this meal ('Diwali'); null when it is open." }),
    scheduled: t.exposeInt('scheduled', { description: 'Slots of enabled users, skipped ones included.' }),
    total: t.exposeInt('total', { description: 'Meals to prepare: scheduled minus skipped.' }),
    skipped: t.exposeInt('skipped', { description: 'Meals skipped (paused ones included).' }),
    paused: t.exposeInt('paused', { description: "Of the skipped, those in a customer's pause ('Pause deliveries')." }),
    notAffordable: t.exposeInt('notAffordable', {
      description: 'Meals to prepare, not yet deducted, whose price is above the credit now.',
    }),
    notAffordableUsers: t.field({ description: 'The customers whose credit does not cover it.', type: [NotAffordableUserRef], resolve: (m) => m.notAffordableUsers }),
    types: t.field({ type: [TypeSummaryRef], description: 'veg, chicken, egg.', resolve: (m) => m.types }),
  }),
});

const DaySummaryRef = builder.objectRef<DaySummary>('DaySummary').implement({
  description: 'The meals of one day.',
  authScopes: { staff: true },
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    weekday: t.expose('weekday', { description: 'The day of the week.', type: WeekdayEnum }),
    totalMeals: t.exposeInt('totalMeals', { description: '"Total Meals Scheduled": meals to prepare (skipped excluded).' }),
    skipped: t.exposeInt('skipped', { description: 'Meals skipped that day (paused ones included).' }),
    paused: t.exposeInt('paused', { description: "Of the skipped, those in a customer's pause." }),
    meals: t.field({ type: [MealSummaryRef], description: 'breakfast, lunch, dinner.', resolve: (d) => d.meals }),
    types: t.field({ type: [TypeSummaryRef], description: 'veg, chicken, egg, over the whole day.', resolve: (d) => d.types }),
  }),
});

const WeekSummaryRef = builder.objectRef<WeekSummaryShape>('WeekSummary').implement({
  description: 'The admin home page\'s summary of this week.',
  authScopes: { staff: true },
  fields: (t) => ({
    today: t.field({ description: 'Today (business time zone).', type: DaySummaryRef, resolve: (w) => w.today }),
    tomorrow: t.field({ description: 'Tomorrow.', type: DaySummaryRef, resolve: (w) => w.tomorrow }),
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

/** Every combination a routine slot can have, with its price: what the database compares credit with. */
function priceList(prices: PriceTable) {
  const list = { types: [] as string[], snacks: [] as boolean[], drinks: [] as boolean[], proteins: [] as number[], prices: [] as number[] };
  for (const type of MEAL_TYPES) {
    for (const snacks of [false, true]) {
      for (const drinks of [false, true]) {
        for (let proteinMultiplier = 0; proteinMultiplier <= MAX_PROTEIN_PORTIONS; proteinMultiplier++) {
          list.types.push(type);
          list.snacks.push(snacks);
          list.drinks.push(drinks);
          list.proteins.push(proteinMultiplier);
          list.prices.push(slotPrice({ type, snacks, drinks, proteinMultiplier }, prices));
        }
      }
    }
  }
  return list;
}

/**
 * Each customer's meals of the given dates as planned now: a one-day change where
 * there is one, else the routine's slot of that weekday. Columns: date, userId, meal, type, snacks,
 * drinks, proteinMultiplier.
 */
function plannedSlots(dates: LocalDate[]): Prisma.Sql {
  return Prisma.sql`(
    SELECT d.date, s."userId", s."meal", s."type", s."snacks", s."drinks", s."proteinMultiplier"
    FROM unnest(${dates}::date[], ${dates.map(weekdayOf)}::text[]) AS d(date, weekday)
    JOIN "RoutineSlot" s ON s."weekday" = d.weekday::"Weekday"
    WHERE NOT EXISTS (SELECT 1 FROM "MealChange" c WHERE c."userId" = s."userId" AND c."date" = d.date AND c."meal" = s."meal")
    UNION ALL
    SELECT c."date", c."userId", c."meal", c."type", c."snacks", c."drinks", c."proteinMultiplier"
    FROM "MealChange" c WHERE c."date" = ANY(${dates}::date[])
  )`;
}

/**
 * The meal occurrences on the given dates, counted per date, meal, slot content and skip: of a
 * date and meal locked into the ledger, its records (as they were locked); of the others, the
 * routine slots (or one-day changes) of enabled users as they are now. Meals of a kitchen closure
 * are not counted.
 */
function occurrenceGroups(ctx: Context, dates: LocalDate[]): Promise<OccurrenceGroup[]> {
  return ctx.prisma.$queryRaw<OccurrenceGroup[]>`
    SELECT o."date"::text AS "date", o."meal"::text AS "meal", o."type"::text AS "type", o."snacks", o."drinks",
      o."proteinMultiplier", o."skipped", o."paused", count(*)::int AS "count"
    FROM (
      SELECT s.date, s."meal", s."type", s."snacks", s."drinks", s."proteinMultiplier",
        (k."id" IS NOT NULL) AS "skipped", (k."pauseId" IS NOT NULL) AS "paused"
      FROM ${plannedSlots(dates)} s
      JOIN "User" u ON u."id" = s."userId" AND NOT u."isDisabled"
      LEFT JOIN "Skip" k ON k."userId" = s."userId" AND k."date" = s.date AND k."meal" = s."meal"
      WHERE NOT EXISTS (SELECT 1 FROM "MealLock" l WHERE l."date" = s.date AND l."meal" = s."meal")
        AND (k."id" IS NOT NULL OR NOT EXISTS (SELECT 1 FROM "KitchenClosure" c WHERE c."date" = s.date AND c."meal" = s."meal"))
      UNION ALL
      SELECT r."date", r."meal", r."type", r."snacks", r."drinks", r."proteinMultiplier",
        r."state" IN ('skipped', 'paused') AS "skipped", r."state" = 'paused' AS "paused"
      FROM "MealRecord" r
      WHERE r."date" = ANY(${dates}::date[]) AND r."state" <> 'closed'
    ) o
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8`;
}

interface ShortfallRow {
  date: LocalDate;
  meal: Shortfall['meal'];
  id: number;
  name: string;
  email: string;
  phone: string;
  creditPaise: number;
  pricePaise: number;
}

/**
 * The meals of the given dates to prepare and not yet charged, with their price, as a derived table
 * (date, meal, userId, pricePaise): of a locked date and meal, its records that go out at their
 * locked price; of the others, the planned slots of enabled users (not skipped, not closed), priced
 * by slotPrice for every combination a slot can have.
 */
export function unpaidMeals(dates: LocalDate[], prices: PriceTable): Prisma.Sql {
  const list = priceList(prices);
  return Prisma.sql`(
    SELECT s.date, s."meal", s."userId", p.price AS "pricePaise"
    FROM ${plannedSlots(dates)} s
    JOIN unnest(${list.types}::text[], ${list.snacks}::boolean[], ${list.drinks}::boolean[], ${list.proteins}::int[], ${list.prices}::int[])
      AS p(type, snacks, drinks, protein, price)
      ON p.type = s."type"::text AND p.snacks = s."snacks" AND p.drinks = s."drinks" AND p.protein = s."proteinMultiplier"
    JOIN "User" u ON u."id" = s."userId" AND NOT u."isDisabled"
    WHERE NOT EXISTS (SELECT 1 FROM "MealLock" l WHERE l."date" = s.date AND l."meal" = s."meal")
      AND NOT EXISTS (SELECT 1 FROM "KitchenClosure" c WHERE c."date" = s.date AND c."meal" = s."meal")
      AND NOT EXISTS (SELECT 1 FROM "Skip" k WHERE k."userId" = s."userId" AND k."date" = s.date AND k."meal" = s."meal")
      AND NOT EXISTS (SELECT 1 FROM "Deduction" x WHERE x."userId" = s."userId" AND x."date" = s.date AND x."meal" = s."meal")
    UNION ALL
    SELECT r."date", r."meal", r."userId", r."pricePaise"
    FROM "MealRecord" r
    WHERE r."date" = ANY(${dates}::date[]) AND r."state" IN ('locked', 'out_for_delivery', 'delivered', 'not_delivered')
      AND NOT EXISTS (SELECT 1 FROM "Deduction" x WHERE x."userId" = r."userId" AND x."date" = r."date" AND x."meal" = r."meal")
  )`;
}

/** Meals to prepare, not yet deducted, priced above their customer's credit now. */
async function shortfalls(ctx: Context, dates: LocalDate[], prices: PriceTable): Promise<Shortfall[]> {
  const rows = await ctx.prisma.$queryRaw<ShortfallRow[]>`
    SELECT m.date::text AS "date", m."meal"::text AS "meal", u."id", u."name", u."email", u."phone", u."creditPaise", m."pricePaise"
    FROM ${unpaidMeals(dates, prices)} m
    JOIN "User" u ON u."id" = m."userId" AND u."creditPaise" < m."pricePaise"`;
  return rows.map(({ date, meal, pricePaise, ...user }) => ({ date, meal, pricePaise, user }));
}

async function computeSummary(ctx: Context, today: LocalDate): Promise<WeekSummaryShape> {
  const dates = summaryDates(today);
  const all = [dates.today, dates.tomorrow, ...dates.weekRemaining];
  const prices = await loadPrices(ctx.prisma);
  const [groups, short, closures] = await Promise.all([
    occurrenceGroups(ctx, all),
    shortfalls(ctx, all, prices),
    ctx.prisma.kitchenClosure.findMany({ where: { date: { in: all.map(toDbDate) } }, select: { date: true, meal: true, reason: true } }),
  ]);
  const closed = closures.map((c) => ({ date: fromDbDate(c.date), meal: c.meal, reason: c.reason }));
  const day = (date: LocalDate) => summariseDay(date, groups, short, closed);
  return { today: day(dates.today), tomorrow: day(dates.tomorrow), weekRemaining: dates.weekRemaining.map(day) };
}

interface SummaryKey {
  /** Zone, business date and the database's "summary" counter; null when the counter row is missing. */
  key: string | null;
  today: LocalDate;
}

const keys = new WeakMap<Context, Promise<SummaryKey>>();

/**
 * What the summary of this request is computed for, read once per request (the gateway's
 * use-kept-summary.ts asks it too). The counter is raised by the database with every change the
 * summary reads (see the DataVersion model), so equal keys mean equal summaries.
 */
export function summaryKey(ctx: Context): Promise<SummaryKey> {
  let key = keys.get(ctx);
  if (!key) {
    key = (async () => {
      const today = businessDate(ctx.now(), ctx.timeZone);
      const counter = await ctx.prisma.dataVersion.findUnique({ where: { name: 'summary' }, select: { version: true } });
      return { today, key: counter ? `${ctx.timeZone} ${today} ${counter.version}` : null };
    })();
    keys.set(ctx, key);
  }
  return key;
}

/**
 * The last summary of each database (by its Prisma client) with its key. The counter is read
 * before computing, so a kept summary is never older than its key says; concurrent requests share
 * one computation.
 */
const kept = new WeakMap<object, { key: string; summary: Promise<WeekSummaryShape> }>();

async function currentSummary(ctx: Context): Promise<WeekSummaryShape> {
  const { key, today } = await summaryKey(ctx);
  if (key === null) return computeSummary(ctx, today);
  const known = kept.get(ctx.prisma);
  if (known?.key === key) return known.summary;
  const summary = computeSummary(ctx, today);
  kept.set(ctx.prisma, { key, summary });
  summary.catch(() => {
    if (kept.get(ctx.prisma)?.summary === summary) kept.delete(ctx.prisma);
  });
  return summary;
}

builder.queryFields((t) => ({
  summary: t.field({
    type: WeekSummaryRef,
    description: 'Meal counts for today, tomorrow and the remaining days of this week (business time zone).',
    authScopes: { staff: true },
    resolve: (_root, _args, ctx) => currentSummary(ctx),
  }),
}));
