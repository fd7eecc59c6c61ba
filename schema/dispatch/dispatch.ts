// The dispatch list and the credit deduction per user and meal, one at a time or 'Deduct all'
// for a date and meal. Admin-only.
import { GraphQLError } from 'graphql';
import { Prisma } from '../../prisma/generated/client/client.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput } from '../errors.ts';
import { loadPrices, paiseToInr } from '../pricing/prices.ts';
import { CategoryTypeEnum, MealOfDayEnum, WeekdayEnum } from '../routines/enums.ts';
import { addDays, businessDate, nextOccurrence, toDbDate, weekdayOf, type LocalDate } from '../time.ts';
import { parseInput } from '../validate.ts';
import { deductCreditsSchema, dispatchListSchema, PROTEIN_PORTION_GRAMS, type Meal, type Weekday } from '@freshmeals/rules/routines';
import { addressLine } from '@freshmeals/rules/addresses';
import { recordAudit } from '../audit/audit.ts';
import { ensureLocked, ledgerMeals, planMeals, type PlannedMeal } from '../meals/ledger.ts';
import { MealStateEnum } from '../meals/meals.ts';
import { RUN_STATES, type MealState } from '@freshmeals/rules/meals';
import { DEDUCT_MESSAGES, deductCredits, deductLockedBatch, deductionNote, deductionRefusal, type DeductionResult } from './deduct.ts';
import { IDEMPOTENCY_KEY_DESCRIPTION } from '../idempotency.ts';
import { offsetConnection } from '../pagination.ts';

/** A row of the list: a planned (or locked) meal that goes out, and whether it was charged. */
type DispatchEntryShape = Omit<PlannedMeal, 'state'> & {
  deducted: boolean;
  /** Its charge was returned ('Return credit', for a meal not delivered). */
  creditReturned: boolean;
  /** The ledger's record once the meal is locked, and its state. */
  recordId?: number;
  recordState?: MealState;
  /** The rider's photo of a meal not delivered (its image key). */
  photoKey?: string | null;
};

interface DispatchListShape {
  date: LocalDate;
  /** Today in the business time zone, when the list was read: whether its meals may be charged yet. */
  today: LocalDate;
  weekday: Weekday;
  meal: Meal;
  /** Past its cut-off: the rows are the ledger's, and are counted and paged by the database. */
  locked: boolean;
  /** Every row, read once, and only when a field needs them all (a large kitchen has 12,000). */
  entries(): Promise<DispatchEntryShape[]>;
  /** The list's counts, read once. */
  counts(): Promise<ListCounts>;
  /** A locked list's meals counted in groups by the database, read once (the counts and the production count). */
  groups(): Promise<LedgerGroup[]>;
}

/** How many meals the list has per PIN code, and what 'Deduct all' would charge. */
interface ListCounts {
  pins: { pin: string | null; meals: number }[];
  /** Not charged yet, and the credit covers the price: how many, and for how much. */
  due: number;
  duePaise: number;
  /** Not charged yet, and the credit is below the price. */
  short: number;
}

/** The rows of the console's dispatch list per page. */
export const DISPATCH_PAGE_SIZE = 50;

/** A value computed on first use, then kept (per list, so per request). */
function once<T>(compute: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () => (value ??= compute());
}

/** PIN codes in order, no address last: as the list pages and the console groups its rows. */
const byPin = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);

/** The counts of a list whose rows are all in hand (a list before its cut-off): each row a group of one. */
function countsOf(entries: readonly DispatchEntryShape[]): ListCounts {
  return countsOfGroups(
    entries.map((entry) => ({
      pin: entry.address?.pin ?? null,
      meals: 1,
      pricePaise: entry.pricePaise,
      charged: entry.deducted,
      affordable: entry.creditPaise >= entry.pricePaise,
    })),
  );
}

/** An entry as listed: with the date and meal of its list (they make its id unique). */
type ListedEntry = DispatchEntryShape & { date: LocalDate; meal: Meal };

const DispatchEntryRef = builder.objectRef<ListedEntry>('DispatchEntry').implement({
  description: 'One user to dispatch a meal to.',
  authScopes: { staff: true },
  fields: (t) => ({
    // Unique per user, date and meal, so a client cache keeps one user's meals apart (not a node id).
    id: t.id({ description: 'Unique per user, date and meal.', resolve: (e) => `DispatchEntry:${e.userId}:${e.date}:${e.meal}` }),
    userId: t.exposeInt('userId', { description: 'The customer\'s numeric id.' }),
    name: t.exposeString('name', { description: 'The customer\'s name.' }),
    email: t.exposeString('email', { description: 'The customer\'s e-mail.' }),
    phone: t.exposeString('phone', { description: 'The customer\'s phone.' }),
    hour: t.exposeInt('hour', { description: 'The delivery hour.' }),
    categoryType: t.expose('type', { description: 'veg, chicken or egg.', type: CategoryTypeEnum }),
    drinks: t.exposeBoolean('drinks', { description: 'With a drink.' }),
    snacks: t.exposeBoolean('snacks', { description: 'With snacks.' }),
    proteinMultiplier: t.exposeInt('proteinMultiplier', { description: 'Extra 20 g protein portions.' }),
    proteinGrams: t.int({ description: 'Extra protein in grams.', resolve: (e) => e.proteinMultiplier * PROTEIN_PORTION_GRAMS }),
    // Amounts are the admins'; kitchen staff see only whether the meal is affordable (notAffordable).
    price: t.float({ description: "The slot's price, INR. Admins only.", authScopes: { admin: true }, resolve: (e) => paiseToInr(e.pricePaise) }),
    credit: t.float({ description: "The user's credit now, INR. Admins only.", authScopes: { admin: true }, resolve: (e) => paiseToInr(e.creditPaise) }),
    notAffordable: t.boolean({
      description: 'Not yet deducted and the credit is below the price (what kitchen staff see instead of the amounts).',
      resolve: (e) => !e.deducted && e.creditPaise < e.pricePaise,
    }),
    deducted: t.exposeBoolean('deducted', { description: 'Already charged for this date and meal (survives a reload).' }),
    creditReturned: t.exposeBoolean('creditReturned', { description: "Its charge was given back ('Return credit' on a meal not delivered)." }),
    state: t.field({
      type: MealStateEnum,
      description: "The meal's state in the ledger: scheduled until its cut-off, then locked, out for delivery, delivered or not delivered.",
      resolve: (e) => e.recordState ?? 'scheduled',
    }),
    mealId: t.int({ nullable: true, description: "The ledger's meal (Meal.mealId) once it is locked; null before.", resolve: (e) => e.recordId ?? null }),
    photoUrl: t.string({
      nullable: true,
      description: "A temporary URL (1 hour) of the rider's photo of a meal not delivered; null without one.",
      resolve: (e, _args, ctx) => (e.photoKey ? ctx.images.signedUrl(e.photoKey) : null),
    }),
    dishName: t.exposeString('dishName', {
      nullable: true,
      description: "The dish of the weekly menu for this day, meal and type (several joined with ' / '); null without a menu.",
    }),
    address: t.string({
      nullable: true,
      description: "Where it goes, on one line (the slot's address, else the default); null when the user has no address.",
      resolve: (e) => (e.address ? addressLine(e.address) : null),
    }),
    addressLabel: t.string({ nullable: true, description: 'Home, Office...', resolve: (e) => e.address?.label ?? null }),
    pin: t.string({ nullable: true, description: "The address's PIN code: the list is grouped by it.", resolve: (e) => e.address?.pin ?? null }),
    deliveryNotes: t.string({ nullable: true, description: "The address's delivery notes.", resolve: (e) => e.address?.notes ?? null }),
  }),
});

interface ProductionLine {
  type: 'veg' | 'chicken' | 'egg';
  dishName: string | null;
  meals: number;
  proteinPortions: number;
  snacks: number;
  drinks: number;
}

const TYPE_ORDER = ['veg', 'egg', 'chicken'] as const;

/** The kitchen's production count: the list's meals per type and dish, with their extras. */
function productionOf(entries: readonly DispatchEntryShape[]): ProductionLine[] {
  return mergeLines(
    entries.map((entry) => ({
      type: entry.type,
      dishName: entry.dishName,
      meals: 1,
      proteinPortions: entry.proteinMultiplier,
      snacks: entry.snacks ? 1 : 0,
      drinks: entry.drinks ? 1 : 0,
    })),
  );
}

/** Lines by type (veg, egg, chicken), then dish. */
const byTypeAndDish = (a: ProductionLine, b: ProductionLine) =>
  TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || (a.dishName ?? '').localeCompare(b.dishName ?? '');

/** A locked list's meals (m), each with its customer (u) and its charge if any (d). */
const lockedList = (date: LocalDate, meal: Meal) => Prisma.sql`
  FROM "MealRecord" m
  JOIN "User" u ON u."id" = m."userId"
  LEFT JOIN "Deduction" d ON d."userId" = m."userId" AND d."date" = m."date" AND d."meal" = m."meal"
  WHERE m."date" = ${date}::date AND m."meal" = ${meal}::"Meal" AND m."state"::text = ANY(${RUN_STATES}::text[])`;

/**
 * A locked list counted by the database in one pass: a large kitchen's 12,000 lunches come back as
 * a group per PIN code, type, dish, whether charged and whether the customer's credit covers the
 * price (a few hundred rows, not 12,000). The production count, the counts per PIN code and what
 * 'Deduct all' would charge are all added up from these groups, so a screen that shows all three
 * reads the meals once.
 */
interface LedgerGroup extends ProductionLine {
  pin: string | null;
  charged: boolean;
  affordable: boolean;
  pricePaise: number;
}

function lockedGroups(db: Context['prisma'], date: LocalDate, meal: Meal) {
  return db.$queryRaw<LedgerGroup[]>`
    SELECT m."pin", m."type"::text AS "type", m."dishName", (d."id" IS NOT NULL) AS "charged", (u."creditPaise" >= m."pricePaise") AS "affordable",
      count(*)::int AS "meals", coalesce(sum(m."pricePaise"), 0)::int AS "pricePaise", coalesce(sum(m."proteinMultiplier"), 0)::int AS "proteinPortions",
      (count(*) FILTER (WHERE m."snacks"))::int AS "snacks", (count(*) FILTER (WHERE m."drinks"))::int AS "drinks"
    ${lockedList(date, meal)}
    GROUP BY 1, 2, 3, 4, 5`;
}

/** Counted lines of the same type and dish added up, in the sheet's order. */
function mergeLines(rows: readonly ProductionLine[]): ProductionLine[] {
  const lines = new Map<string, ProductionLine>();
  for (const row of rows) {
    const key = `${row.type}\u0000${row.dishName ?? ''}`;
    const line = lines.get(key) ?? { type: row.type, dishName: row.dishName, meals: 0, proteinPortions: 0, snacks: 0, drinks: 0 };
    line.meals += row.meals;
    line.proteinPortions += row.proteinPortions;
    line.snacks += row.snacks;
    line.drinks += row.drinks;
    lines.set(key, line);
  }
  return [...lines.values()].sort(byTypeAndDish);
}

/** Cooked: charged, or its customer's credit covers it (as on the dispatch list). */
const cooked = (group: LedgerGroup) => group.charged || group.affordable;

/** The production sheet of a locked meal: what is cooked, and how many meals are left out for credit. */
async function ledgerProduction(db: Context['prisma'], date: LocalDate, meal: Meal): Promise<Omit<ProductionSheet, 'date' | 'meal'>> {
  const groups = await lockedGroups(db, date, meal);
  return {
    lines: mergeLines(groups.filter(cooked)),
    notAffordable: groups.filter((group) => !cooked(group)).reduce((sum, group) => sum + group.meals, 0),
  };
}

/** A list's counts per PIN code and for 'Deduct all', from its meals in groups. */
function countsOfGroups(groups: readonly Pick<LedgerGroup, 'pin' | 'meals' | 'pricePaise' | 'charged' | 'affordable'>[]): ListCounts {
  const pins = new Map<string | null, number>();
  let due = 0;
  let duePaise = 0;
  let short = 0;
  for (const group of groups) {
    pins.set(group.pin, (pins.get(group.pin) ?? 0) + group.meals);
    if (group.charged) continue;
    if (group.affordable) {
      due += group.meals;
      duePaise += group.pricePaise;
    } else short += group.meals;
  }
  return { pins: [...pins].map(([pin, meals]) => ({ pin, meals })).sort((a, b) => byPin(a.pin, b.pin)), due, duePaise, short };
}

/** A locked list's rows as 'Deduct all' reads them: who, by name as listed, and whether charged already. */
function lockedListRows(db: Context['prisma'], date: LocalDate, meal: Meal) {
  return db.$queryRaw<{ userId: number; name: string; deducted: boolean }[]>`
    SELECT m."userId", u."name", (d."id" IS NOT NULL) AS "deducted"
    ${lockedList(date, meal)}
    ORDER BY u."name", m."userId"`;
}

const ProductionLineRef = builder.objectRef<ProductionLine>('DispatchProductionLine').implement({
  description: "One line of the kitchen's production count: how many meals of a type and dish, with their extras.",
  authScopes: { staff: true },
  fields: (t) => ({
    categoryType: t.expose('type', { description: 'veg, chicken or egg.', type: CategoryTypeEnum }),
    dishName: t.exposeString('dishName', { nullable: true, description: 'The dish of the weekly menu; null without a menu.' }),
    meals: t.exposeInt('meals', { description: 'How many meals.' }),
    proteinPortions: t.exposeInt('proteinPortions', { description: 'Extra protein portions in all.' }),
    snacks: t.exposeInt('snacks', { description: 'Meals with snacks.' }),
    drinks: t.exposeInt('drinks', { description: 'Meals with a drink.' }),
  }),
});

interface SkippedShape {
  userId: number;
  name: string;
  email: string;
  phone: string;
  type: 'veg' | 'chicken' | 'egg';
  paused: boolean;
}

const DispatchSkipRef = builder.objectRef<SkippedShape>('DispatchSkip').implement({
  description: 'A customer with a slot for the meal who skipped it that day: not prepared, not charged.',
  authScopes: { staff: true },
  fields: (t) => ({
    userId: t.exposeInt('userId', { description: 'The numeric id.' }),
    name: t.exposeString('name', { description: 'Full name.' }),
    email: t.exposeString('email', { description: 'E-mail address.' }),
    phone: t.exposeString('phone', { description: 'Phone number.' }),
    categoryType: t.expose('type', { description: 'veg, chicken or egg: what the slot would have been.', type: CategoryTypeEnum }),
    paused: t.exposeBoolean('paused', { description: "The day falls in the customer's pause ('Pause deliveries') rather than a skip of that meal." }),
  }),
});

/**
 * Who skipped `meal` on `date` though their routine has it (disabled users left out, as in the list);
 * by name. From the ledger once the meal is locked.
 */
async function loadSkipped(ctx: Pick<Context, 'prisma' | 'now' | 'timeZone'>, date: LocalDate, meal: Meal): Promise<SkippedShape[]> {
  const meals = (await ensureLocked(ctx, date, meal))
    ? await ledgerMeals(ctx.prisma, date, meal, ['skipped', 'paused'])
    : (await planMeals(ctx.prisma, date, meal)).filter((m) => m.state === 'skipped' || m.state === 'paused');
  return meals.map((m) => ({ userId: m.userId, name: m.name, email: m.email, phone: m.phone, type: m.type, paused: m.state === 'paused' }));
}

const DispatchPinRef = builder.objectRef<ListCounts['pins'][number]>('DispatchPin').implement({
  description: "A PIN code of the list and how many of its meals go there: a group's heading, whichever rows are loaded.",
  authScopes: { staff: true },
  fields: (t) => ({
    pin: t.exposeString('pin', { nullable: true, description: 'The PIN code; null for meals without an address.' }),
    meals: t.exposeInt('meals', { description: 'How many meals of the list go there.' }),
  }),
});

const DispatchToDeductRef = builder.objectRef<ListCounts>('DispatchToDeduct').implement({
  description: "What 'Deduct all' would do now: the meals it would charge, and those it would leave for too little credit.",
  authScopes: { staff: true },
  fields: (t) => ({
    meals: t.exposeInt('due', { description: 'Meals not charged yet whose customer has the credit.' }),
    total: t.float({ description: 'What charging them comes to, INR. Admins only.', authScopes: { admin: true }, resolve: (c) => paiseToInr(c.duePaise) }),
    short: t.exposeInt('short', { description: 'Meals not charged yet whose customer has too little credit.' }),
  }),
});

const listed = (l: DispatchListShape, entries: readonly DispatchEntryShape[]): ListedEntry[] => entries.map((e) => ({ ...e, date: l.date, meal: l.meal }));

const DispatchListRef = builder.objectRef<DispatchListShape>('DispatchList').implement({
  description: 'Who gets a meal on a date: the kitchen\'s dispatch list.',
  authScopes: { staff: true },
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD: the date asked for, else the next occurrence of the weekday, today included.' }),
    weekday: t.expose('weekday', { description: 'The day of the week.', type: WeekdayEnum }),
    meal: t.expose('meal', { description: 'breakfast, lunch or dinner.', type: MealOfDayEnum }),
    total: t.int({ description: 'How many meals to dispatch.', resolve: async (l) => (await l.counts()).pins.reduce((sum, p) => sum + p.meals, 0) }),
    deductRefusal: t.string({
      nullable: true,
      description:
        "Why this list's meals cannot be charged now, in the words deductCredits and deductAll refuse with " +
        "(a day still ahead: 'Credits can be deducted on the day of the meal or later'); null when they can.",
      resolve: (l) => deductionRefusal(l.date, l.today),
    }),
    production: t.field({
      type: [ProductionLineRef],
      description: "The kitchen's production count: meals per type and dish (veg, egg, chicken), with extras.",
      resolve: async (l) => (l.locked ? mergeLines(await l.groups()) : productionOf(await l.entries())),
    }),
    pins: t.field({
      type: [DispatchPinRef],
      description: 'The PIN codes of the list in order (meals without an address last), with how many meals go to each.',
      resolve: async (l) => (await l.counts()).pins,
    }),
    toDeduct: t.field({
      type: DispatchToDeductRef,
      description: "What 'Deduct all' would charge now, and what it would leave out.",
      resolve: (l) => l.counts(),
    }),
    entries: t.field({
      type: [DispatchEntryRef],
      description: 'Every row, by name. A large kitchen reads `page` instead.',
      resolve: async (l) => listed(l, await l.entries()),
    }),
    page: t.connection(
      {
        type: DispatchEntryRef,
        description: `The rows by PIN code (no address last), then name, ${DISPATCH_PAGE_SIZE} a page.`,
        resolve: async (l, args, ctx) =>
          offsetConnection(
            args,
            async () => (await l.counts()).pins.reduce((sum, p) => sum + p.meals, 0),
            async (window) =>
              listed(
                l,
                l.locked
                  ? await loadLockedPage(ctx.prisma, l.date, l.meal, window)
                  : [...(await l.entries())].sort((a, b) => byPin(a.address?.pin ?? null, b.address?.pin ?? null)).slice(window.offset, window.offset + window.limit),
              ),
            DISPATCH_PAGE_SIZE,
          ),
      },
      { name: 'DispatchEntryConnection' },
      { name: 'DispatchEntryEdge' },
    ),
    skipped: t.field({
      type: [DispatchSkipRef],
      description: 'Customers whose routine has the meal but who skipped it that day (not in entries), by name.',
      resolve: (l, _args, ctx) => loadSkipped(ctx, l.date, l.meal),
    }),
  }),
});

const DeductCreditsPayload = builder.objectRef<DeductionResult>('DeductCreditsPayload').implement({
  description: 'The answer of deductCredits.',
  authScopes: { admin: true },
  fields: (t) => ({
    success: t.boolean({ description: 'Always true (a failure is an error).', resolve: () => true }),
    userId: t.exposeInt('userId', { description: 'Whose credit.' }),
    date: t.exposeString('date', { description: 'The meal\'s date, YYYY-MM-DD.' }),
    meal: t.expose('meal', { description: 'breakfast, lunch or dinner.', type: MealOfDayEnum }),
    deducted: t.float({ description: 'The amount charged, INR.', resolve: (r) => paiseToInr(r.amountPaise) }),
    balance: t.float({ description: 'The credit left, INR.', resolve: (r) => paiseToInr(r.balancePaise) }),
    transactionId: t.exposeInt('transactionId', { description: 'The debit transaction made.' }),
    deductionId: t.exposeInt('deductionId', { description: 'The deduction record made.' }),
  }),
});

type Charges = { userId: number; transaction: { reversedBy: { id: number } | null } }[];

/** The list's rows with whether each is charged, and whether that charge was returned. */
function withCharges(meals: readonly (PlannedMeal & { recordId?: number; recordState?: MealState; photoKey?: string | null })[], deductions: Charges): DispatchEntryShape[] {
  const deducted = new Set(deductions.map((d) => d.userId));
  const returned = new Set(deductions.filter((d) => d.transaction.reversedBy).map((d) => d.userId));
  return meals.map(({ state: _state, ...m }) => ({ ...m, deducted: deducted.has(m.userId), creditReturned: returned.has(m.userId) }));
}

const CHARGE_SELECT = { userId: true, transaction: { select: { reversedBy: { select: { id: true } } } } } as const;

/**
 * Who gets `meal` on `date`: users with a slot that weekday, not skipped that day, not disabled; by
 * name. Once the meal is locked, the ledger's meals that go out, as they were locked.
 */
async function loadEntries(ctx: Pick<Context, 'prisma' | 'now' | 'timeZone'>, date: LocalDate, meal: Meal): Promise<DispatchEntryShape[]> {
  const [meals, deductions] = await Promise.all([
    ensureLocked(ctx, date, meal).then((locked) =>
      locked ? ledgerMeals(ctx.prisma, date, meal, 'run') : planMeals(ctx.prisma, date, meal).then((all) => all.filter((m) => m.state === 'locked')),
    ),
    ctx.prisma.deduction.findMany({ where: { date: toDbDate(date), meal }, select: CHARGE_SELECT }),
  ]);
  return withCharges(meals, deductions);
}

/** One page of a locked list, by PIN code then name: the page's rows and their charges, read alone. */
async function loadLockedPage(db: Context['prisma'], date: LocalDate, meal: Meal, page: { offset: number; limit: number }): Promise<DispatchEntryShape[]> {
  const meals = await ledgerMeals(db, date, meal, 'run', page);
  const deductions = await db.deduction.findMany({ where: { date: toDbDate(date), meal, userId: { in: meals.map((m) => m.userId) } }, select: CHARGE_SELECT });
  return withCharges(meals, deductions);
}

/** The list of `date` and `meal`: what each field needs is read when the field is asked for. */
async function dispatchListOf(ctx: Context, date: LocalDate, today: LocalDate, meal: Meal): Promise<DispatchListShape> {
  const locked = await ensureLocked(ctx, date, meal);
  const entries = once(() => loadEntries(ctx, date, meal));
  const groups = once(() => lockedGroups(ctx.prisma, date, meal));
  const counts = once(() => (locked ? groups().then(countsOfGroups) : entries().then(countsOf)));
  return { date, today, weekday: weekdayOf(date), meal, locked, entries, counts, groups };
}

interface DeductAllFailure {
  userId: number;
  name: string;
  message: string;
}

interface DeductAllResult {
  date: LocalDate;
  meal: Meal;
  charged: DeductionResult[];
  alreadyDeducted: number;
  failed: DeductAllFailure[];
}

const DeductAllFailureRef = builder.objectRef<DeductAllFailure>('DeductAllFailure').implement({
  description: 'A row of the dispatch list that Deduct all could not charge, and why.',
  authScopes: { admin: true },
  fields: (t) => ({
    userId: t.exposeInt('userId', { description: "The customer's numeric id." }),
    name: t.exposeString('name', { description: "The customer's name." }),
    message: t.exposeString('message', { description: "Why, e.g. 'Insufficient credit'." }),
  }),
});

const DeductAllPayload = builder.objectRef<DeductAllResult>('DeductAllPayload').implement({
  description: 'The answer of deductAll: how many rows were charged now, how many had been already, and which failed.',
  authScopes: { admin: true },
  fields: (t) => ({
    date: t.exposeString('date', { description: "The meals' date, YYYY-MM-DD." }),
    meal: t.expose('meal', { description: 'breakfast, lunch or dinner.', type: MealOfDayEnum }),
    charged: t.int({ description: 'Rows charged by this call.', resolve: (r) => r.charged.length }),
    chargedUserIds: t.intList({ description: 'The users charged by this call.', resolve: (r) => r.charged.map((c) => c.userId) }),
    chargedTotal: t.float({
      description: 'The amount charged by this call, INR.',
      resolve: (r) => paiseToInr(r.charged.reduce((sum, c) => sum + c.amountPaise, 0)),
    }),
    alreadyDeducted: t.exposeInt('alreadyDeducted', { description: 'Rows that had been charged before (by a row button, another admin, a second click).' }),
    failed: t.field({ type: [DeductAllFailureRef], description: 'Rows not charged, by name, with the reason.', resolve: (r) => r.failed }),
  }),
});

/** How many rows of a locked list one transaction of 'Deduct all' charges. */
export const DEDUCT_ALL_BATCH = 500;

/**
 * Charges every row of the list of `date` and `meal` that is not charged yet, each exactly once
 * however many Deduct all run at once (the user's row lock and the unique key Deduction(userId,
 * date, meal)); a row another run charged first counts as already deducted, not as a failure. A
 * locked list (the usual case: its cut-off has passed) is charged DEDUCT_ALL_BATCH rows to a
 * transaction; before the cut-off each row goes through deductCredits, which charges the plan.
 */
async function deductAll(ctx: Context, date: LocalDate, meal: Meal): Promise<DeductAllResult> {
  const result: DeductAllResult = { date, meal, charged: [], alreadyDeducted: 0, failed: [] };
  // Read once for the whole list rather than once per row.
  const [prices, locked] = await Promise.all([loadPrices(ctx.prisma), ensureLocked(ctx, date, meal)]);
  // A locked list is read as the charge needs it (who, and whether charged), not as the screen shows it.
  const entries = locked ? await lockedListRows(ctx.prisma, date, meal) : await loadEntries(ctx, date, meal);
  const pending = entries.filter((entry) => !entry.deducted);
  result.alreadyDeducted = entries.length - pending.length;
  if (locked) {
    for (let start = 0; start < pending.length; start += DEDUCT_ALL_BATCH) {
      const batch = pending.slice(start, start + DEDUCT_ALL_BATCH);
      const outcomes = await deductLockedBatch(ctx, date, meal, batch.map((entry) => entry.userId));
      // In the list's order (by name), as the rows are shown.
      for (const entry of batch) {
        const outcome = outcomes.get(entry.userId)!;
        if ('charged' in outcome) result.charged.push(outcome.charged);
        else if ('already' in outcome) result.alreadyDeducted += 1;
        else result.failed.push({ userId: entry.userId, name: entry.name, message: outcome.refused });
      }
    }
  } else {
    for (const entry of pending) {
      try {
        result.charged.push(await deductCredits(ctx, { userId: entry.userId, meal, date }, { prices, locked }));
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        if (error.message === DEDUCT_MESSAGES.already) result.alreadyDeducted += 1;
        else result.failed.push({ userId: entry.userId, name: entry.name, message: error.message });
      }
    }
  }
  // Each charge has its own entry; this one records the click and what it came to.
  await recordAudit(ctx.prisma, ctx, {
    action: 'credit.deduct-all',
    subject: deductionNote(meal, date),
    after: {
      charged: result.charged.length,
      amount: result.charged.reduce((sum, row) => sum + row.amountPaise, 0) / 100,
      alreadyDeducted: result.alreadyDeducted,
      failed: result.failed.length,
    },
  });
  return result;
}

builder.queryFields((t) => ({
  dispatchList: t.field({
    type: DispatchListRef,
    description:
      'Users with a slot on that date (or weekday) and meal: not skipped that day, not disabled. The day is `date`, ' +
      'else the next occurrence of `weekday` in the business time zone (today when today is that weekday), else today; ' +
      'a weekday and a date together are refused.',
    authScopes: { staff: true },
    args: {
      weekday: t.arg({ type: WeekdayEnum, required: false, description: 'Default: today (business time zone).' }),
      date: t.arg({ type: 'Date', required: false, description: 'Any calendar day, past or future; instead of weekday. Default: today (business time zone).' }),
      meal: t.arg({ type: MealOfDayEnum, required: false, defaultValue: 'lunch', description: 'Default: lunch.' }),
    },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(dispatchListSchema, { weekday: args.weekday ?? undefined, date: args.date ?? undefined, meal: args.meal ?? 'lunch' });
      const today = businessDate(ctx.now(), ctx.timeZone);
      const date = input.date ?? nextOccurrence(input.weekday ?? weekdayOf(today), today);
      return dispatchListOf(ctx, date, today, input.meal);
    },
  }),
}));

interface ProductionSheet {
  date: LocalDate;
  meal: Meal;
  lines: ProductionLine[];
  /** Meals left out because their customer's credit does not cover them (and they are not charged). */
  notAffordable: number;
}

const ProductionSheetRef = builder.objectRef<ProductionSheet>('ProductionSheet').implement({
  description: "The kitchen's production count for a date and meal: what to cook, per type and dish.",
  authScopes: { staff: true },
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    meal: t.expose('meal', { type: MealOfDayEnum, description: 'breakfast, lunch or dinner.' }),
    lines: t.field({ type: [ProductionLineRef], description: 'Per type (veg, egg, chicken) and dish.', resolve: (p) => p.lines }),
    meals: t.int({ description: 'Meals to cook in all.', resolve: (p) => p.lines.reduce((n, l) => n + l.meals, 0) }),
    proteinGrams: t.int({ description: 'Extra protein in all, in grams.', resolve: (p) => p.lines.reduce((n, l) => n + l.proteinPortions, 0) * PROTEIN_PORTION_GRAMS }),
    snacks: t.int({ description: 'Meals with snacks.', resolve: (p) => p.lines.reduce((n, l) => n + l.snacks, 0) }),
    drinks: t.int({ description: 'Meals with a drink.', resolve: (p) => p.lines.reduce((n, l) => n + l.drinks, 0) }),
    notAffordable: t.exposeInt('notAffordable', { description: "Meals left out: not charged, and their customer's credit is below the price." }),
  }),
});

builder.queryFields((t) => ({
  productionSheet: t.field({
    type: ProductionSheetRef,
    description:
      "The production sheet of a date (default tomorrow, business time zone) and meal (default lunch): the dispatch list's meals " +
      'counted per type and dish with their extras, leaving out skipped, closed and not affordable meals.',
    authScopes: { staff: true },
    args: {
      date: t.arg({ type: 'Date', required: false, description: 'Default tomorrow.' }),
      meal: t.arg({ type: MealOfDayEnum, required: false, defaultValue: 'lunch', description: 'Default: lunch.' }),
    },
    resolve: async (_root, args, ctx) => {
      const date = args.date ?? addDays(businessDate(ctx.now(), ctx.timeZone), 1);
      const meal = args.meal ?? 'lunch';
      if (await ensureLocked(ctx, date, meal)) return { date, meal, ...(await ledgerProduction(ctx.prisma, date, meal)) };
      const entries = await loadEntries(ctx, date, meal);
      const cooked = entries.filter((e) => e.deducted || e.creditPaise >= e.pricePaise);
      return { date, meal, lines: productionOf(cooked), notAffordable: entries.length - cooked.length };
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
      userId: t.arg.int({ required: true, description: 'Whose meal.' }),
      meal: t.arg({ type: MealOfDayEnum, required: true, description: 'breakfast, lunch or dinner.' }),
      date: t.arg({ type: 'Date', required: false, description: 'Not in the future; default today (business time zone).' }),
      idempotencyKey: t.arg.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
    },
    resolve: (_root, args, ctx) => {
      const input = parseInput(deductCreditsSchema, { ...args, date: args.date ?? undefined });
      return deductCredits(ctx, input);
    },
  }),

  deductAll: t.field({
    type: DeductAllPayload,
    description:
      "'Deduct all': charges every row of the dispatch list of that date (default today, business time zone) and meal " +
      'that is not charged yet, each exactly once (safe to repeat and to run at once). A row that cannot be charged ' +
      "(e.g. 'Insufficient credit') is listed in failed with the reason; the others are still charged.",
    authScopes: { admin: true },
    args: {
      meal: t.arg({ type: MealOfDayEnum, required: true, description: 'breakfast, lunch or dinner.' }),
      date: t.arg({ type: 'Date', required: false, description: 'Not in the future; default today (business time zone).' }),
      idempotencyKey: t.arg.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
    },
    resolve: (_root, args, ctx) => {
      const today = businessDate(ctx.now(), ctx.timeZone);
      const date = args.date ?? today;
      const refusal = deductionRefusal(date, today);
      if (refusal) throw badInput(refusal, 'date');
      return deductAll(ctx, date, args.meal);
    },
  }),
}));
