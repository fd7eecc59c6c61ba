// Meals of the ledger (schema/meals/ledger.ts) as staff and riders read them, and the rider's record
// of each delivery.
//
// GraphQL: the `Meal` node, `meals(date, meal, states, userId)` (staff; delivery staff today's only)
// and `setMealDelivery(id, status, reason, note)` (staff and delivery staff). A meal recorded as
// delivered or not delivered is announced to webhooks (meal.delivered, meal.not_delivered) in the
// same transaction as the change.
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput, conflict, forbidden, isUniqueViolation, notFound } from '../errors.ts';
import { reverseEntry } from '../credits/credits.ts';
import { moneyTransaction } from '../transactions.ts';
import { recordId } from '../enquiries/record-id.ts';
import { offsetConnection } from '../pagination.ts';
import { paiseToInr } from '../pricing/prices.ts';
import { CategoryTypeEnum, MealOfDayEnum } from '../routines/enums.ts';
import { addDays, businessDate, fromDbDate, mealStartsAt, toDbDate, type LocalDate } from '../time.ts';
import { parseInput } from '../validate.ts';
import { addressLine } from '@freshmeals/rules/addresses';
import {
  DELIVERY_STATUSES,
  MEAL_MESSAGES,
  MEAL_STATES,
  MEAL_STATE_LABELS,
  MEALS_PAGE_SIZE,
  NOT_DELIVERED_REASONS,
  NOT_DELIVERED_REASON_LABELS,
  RUN_STATES,
  mealDeliverySchema,
  MAX_MEAL_DAYS,
  RATING_HOURS,
  RATING_MESSAGES,
  rateMealSchema,
} from '@freshmeals/rules/meals';
import { MEALS, PROTEIN_PORTION_GRAMS, type Meal } from '@freshmeals/rules/routines';
import { ensureLocked, lockDueMeals, recordAddress } from './ledger.ts';
import { FileScalar, prepareUpload } from '../images/images.ts';
import { deleteWithRenditions, putPrepared } from '../images/renditions.ts';

export const MealStateEnum = builder.enumType('MealState', {
  description: "A meal's state in the ledger.",
  values: Object.fromEntries(MEAL_STATES.map((state) => [state, { value: state, description: MEAL_STATE_LABELS[state] }])) as Record<
    (typeof MEAL_STATES)[number],
    { value: (typeof MEAL_STATES)[number]; description: string }
  >,
});

export const NotDeliveredReasonEnum = builder.enumType('NotDeliveredReason', {
  description: 'Why a meal was not delivered.',
  values: Object.fromEntries(
    NOT_DELIVERED_REASONS.map((reason) => [reason, { value: reason, description: NOT_DELIVERED_REASON_LABELS[reason] }]),
  ) as Record<(typeof NOT_DELIVERED_REASONS)[number], { value: (typeof NOT_DELIVERED_REASONS)[number]; description: string }>,
});

const MealDeliveryStatusEnum = builder.enumType('MealDeliveryStatus', {
  description: 'What a rider records for a meal of the run.',
  values: Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, { value: status, description: MEAL_STATE_LABELS[status] }])) as Record<
    (typeof DELIVERY_STATUSES)[number],
    { value: (typeof DELIVERY_STATUSES)[number]; description: string }
  >,
});

const today = (ctx: Pick<Context, 'now' | 'timeZone'>) => businessDate(ctx.now(), ctx.timeZone);

/** Why a meal cannot be rated now, or null when it can. */
function rateRefusal(meal: { state: string; date: Date; hour: number }, now: Date, timeZone: string): string | null {
  if (meal.state !== 'delivered') return RATING_MESSAGES.notDelivered;
  const until = mealStartsAt(fromDbDate(meal.date), meal.hour, timeZone).getTime() + RATING_HOURS * 3_600_000;
  return now.getTime() > until ? RATING_MESSAGES.tooLate : null;
}

export const MealNode = builder.prismaNode('MealRecord', {
  variant: 'Meal',
  id: { field: 'id' },
  description:
    "One customer's meal of one date in the ledger, from its cut-off on: what goes out, where, and what became of it. " +
    "Staff read any; delivery staff only today's.",
  // Delivery staff read the meals of today's run only, however they reach one (node(id) included);
  // a customer reads their own.
  authScopes: (meal, ctx) => (fromDbDate(meal.date) === today(ctx) ? { staff: true, delivery: true, self: meal.userId } : { staff: true, self: meal.userId }),
  fields: (t) => ({
    mealId: t.exposeInt('id', { description: 'The numeric id.' }),
    date: t.string({ description: 'YYYY-MM-DD.', resolve: (m) => fromDbDate(m.date) }),
    meal: t.expose('meal', { type: MealOfDayEnum, description: 'breakfast, lunch or dinner.' }),
    hour: t.exposeInt('hour', { description: 'The delivery hour.' }),
    categoryType: t.expose('type', { type: CategoryTypeEnum, description: 'veg, chicken or egg.' }),
    snacks: t.exposeBoolean('snacks', { description: 'With snacks.' }),
    drinks: t.exposeBoolean('drinks', { description: 'With a drink.' }),
    proteinGrams: t.int({ description: 'Extra protein in grams.', resolve: (m) => m.proteinMultiplier * PROTEIN_PORTION_GRAMS }),
    dishName: t.exposeString('dishName', { nullable: true, description: "The weekly menu's dish when the meal locked; null without a menu." }),
    price: t.float({
      description: 'What the meal costs (as it was when it locked), INR. Admins and the customer themselves.',
      authScopes: (m) => ({ $any: { admin: true, self: m.userId } }),
      resolve: (m) => paiseToInr(m.pricePaise),
    }),
    charged: t.float({
      nullable: true,
      description: 'What was charged for it, INR; null while it is not charged. Admins and the customer themselves.',
      authScopes: (m) => ({ $any: { admin: true, self: m.userId } }),
      // findUnique calls of one tick are batched by Prisma into one query for a whole list.
      resolve: async (m, _args, ctx) => {
        const deduction = await ctx.prisma.deduction.findUnique({ where: { userId_date_meal: { userId: m.userId, date: m.date, meal: m.meal } }, select: { amountPaise: true } });
        return deduction ? paiseToInr(deduction.amountPaise) : null;
      },
    }),
    creditReturned: t.boolean({
      description: "Its charge was returned ('Return credit' on a meal not delivered). Admins and the customer themselves.",
      authScopes: (m) => ({ $any: { admin: true, self: m.userId } }),
      resolve: async (m, _args, ctx) => {
        const deduction = await ctx.prisma.deduction.findUnique({
          where: { userId_date_meal: { userId: m.userId, date: m.date, meal: m.meal } },
          select: { transaction: { select: { reversedBy: { select: { id: true } } } } },
        });
        return Boolean(deduction?.transaction.reversedBy);
      },
    }),
    rating: t.exposeInt('rating', { nullable: true, description: "The customer's rating, 1 to 5 stars; null until rated." }),
    ratingComment: t.exposeString('ratingComment', { nullable: true, description: "The customer's comment with the rating." }),
    canRate: t.boolean({
      description: `Delivered, and within ${RATING_HOURS / 24} days of its hour: the customer may rate it (again).`,
      resolve: (m, _args, ctx) => rateRefusal(m, ctx.now(), ctx.timeZone) === null,
    }),
    state: t.expose('state', { type: MealStateEnum, description: 'Where it stands.' }),
    reason: t.expose('reason', { type: NotDeliveredReasonEnum, nullable: true, description: 'Why it was not delivered; null otherwise.' }),
    note: t.exposeString('note', { nullable: true, description: "The rider's note." }),
    photoUrl: t.string({
      nullable: true,
      description: "A temporary URL (1 hour) of the rider's photo of a meal not delivered; null without one. Staff and delivery staff.",
      authScopes: { $any: { staff: true, delivery: true } },
      resolve: (m, _args, ctx) => (m.photoKey ? ctx.images.signedUrl(m.photoKey) : null),
    }),
    stateChangedAt: t.expose('stateChangedAt', { type: 'DateTime', nullable: true, description: 'When the rider last recorded its state.' }),
    customerName: t.string({ description: "The customer's name.", select: { user: { select: { name: true } } }, resolve: (m) => m.user.name }),
    phone: t.string({ description: "The customer's phone (tap to call).", select: { user: { select: { phone: true } } }, resolve: (m) => m.user.phone }),
    address: t.string({
      nullable: true,
      description: 'Where it goes, on one line, as it was when the meal locked; null when the customer had no address.',
      resolve: (m) => {
        const address = recordAddress(m);
        return address ? addressLine(address) : null;
      },
    }),
    addressLabel: t.exposeString('addressLabel', { nullable: true, description: 'Home, Office...' }),
    landmark: t.exposeString('landmark', { nullable: true, description: 'A landmark near the address.' }),
    pin: t.exposeString('pin', { nullable: true, description: 'The PIN code: the run is grouped by it.' }),
    deliveryNotes: t.exposeString('deliveryNotes', { nullable: true, description: "The address's delivery notes." }),
  }),
});

/** The meals of a day: each meal type given (or all three) locked first when its cut-off has passed. */
async function lockDay(ctx: Context, date: LocalDate, meal: Meal | null | undefined): Promise<void> {
  for (const m of meal ? [meal] : MEALS) await ensureLocked(ctx, date, m);
}

builder.queryFields((t) => ({
  meals: t.connection(
    {
      type: MealNode,
      description:
        `The ledger's meals of a date (default today, business time zone), by PIN code, hour and name (${MEALS_PAGE_SIZE} a page). ` +
        "A meal appears once its cut-off has passed. Staff read any date; delivery staff only today's run.",
      authScopes: { staff: true, delivery: true },
      args: {
        date: t.arg({ type: 'Date', required: false, description: 'Default today (business time zone).' }),
        meal: t.arg({ type: MealOfDayEnum, required: false, description: 'breakfast, lunch or dinner; default all three.' }),
        states: t.arg({ type: [MealStateEnum], required: false, description: 'Only meals in these states; default all.' }),
        userId: t.arg.int({ required: false, description: "Only this customer's meals." }),
      },
      resolve: async (_root, args, ctx) => {
        const date = args.date ?? today(ctx);
        if (ctx.viewer?.role === 'delivery' && date !== today(ctx)) throw forbidden(MEAL_MESSAGES.deliveryToday);
        await lockDay(ctx, date, args.meal);
        const where = {
          date: toDbDate(date),
          ...(args.meal ? { meal: args.meal } : {}),
          ...(args.states?.length ? { state: { in: args.states } } : {}),
          ...(args.userId != null ? { userId: args.userId } : {}),
        };
        return offsetConnection(
          args,
          () => ctx.prisma.mealRecord.count({ where }),
          ({ offset, limit }) =>
            ctx.prisma.mealRecord.findMany({
              where,
              include: { user: { select: { name: true, phone: true } } },
              orderBy: [{ runOrder: { sort: 'asc', nulls: 'last' } }, { pin: { sort: 'asc', nulls: 'last' } }, { hour: 'asc' }, { user: { name: 'asc' } }, { id: 'asc' }],
              skip: offset,
              take: limit,
            }),
          MEALS_PAGE_SIZE,
        );
      },
    },
    { name: 'MealConnection' },
    { name: 'MealEdge' },
  ),
}));

/** A meal of the run as webhooks carry it. */
function mealEventObject(meal: {
  id: number;
  userId: number;
  date: Date;
  meal: string;
  hour: number;
  type: string;
  dishName: string | null;
  state: string;
  reason: string | null;
  note: string | null;
  stateChangedAt: Date | null;
}) {
  return {
    object: 'meal',
    mealId: meal.id,
    userId: meal.userId,
    date: fromDbDate(meal.date),
    mealType: meal.meal,
    hour: meal.hour,
    categoryType: meal.type,
    dishName: meal.dishName,
    status: meal.state,
    reason: meal.reason,
    note: meal.note,
    recordedAt: meal.stateChangedAt?.toISOString() ?? null,
  };
}

builder.mutationFields((t) => ({
  setMealDelivery: t.prismaField({
    type: MealNode,
    description:
      "A rider's record of one meal of the run: out_for_delivery, delivered, or not_delivered with a reason (and a note; " +
      "required for 'Other'). Only a meal that goes out, on its day or later; delivery staff only today's. " +
      'Recording the state it already has changes nothing. A not delivered meal stays charged.',
    authScopes: { staff: true, delivery: true },
    args: {
      id: t.arg.id({ required: true, description: 'The meal (global id or mealId).' }),
      status: t.arg({ type: MealDeliveryStatusEnum, required: true, description: 'What happened.' }),
      reason: t.arg({ type: NotDeliveredReasonEnum, required: false, description: 'Why it was not delivered (required then).' }),
      note: t.arg.string({ required: false, description: `A note (at most 500 characters; required with 'Other').` }),
      photo: t.arg({
        type: FileScalar,
        required: false,
        description:
          "A photo of a meal not delivered (multipart request; with not_delivered only): PNG, JPEG, WebP or GIF, at most 5 MB, " +
          'stored upright and without its metadata. It replaces an earlier one; another status drops it.',
      }),
    },
    resolve: async (query, _root, args, ctx) => {
      const input = parseInput(mealDeliverySchema, { status: args.status, reason: args.reason, note: args.note });
      if (args.photo != null && input.status !== 'not_delivered') throw badInput(MEAL_MESSAGES.photoNotDelivered, 'photo');
      const id = recordId('Meal', args.id);
      const found =
        id === null
          ? null
          : await ctx.prisma.mealRecord.findUnique({ where: { id }, select: { id: true, date: true, state: true, reason: true, note: true, stateChangedAt: true, photoKey: true } });
      if (!found) throw notFound(MEAL_MESSAGES.notFound);
      const date = fromDbDate(found.date);
      if (ctx.viewer?.role === 'delivery' && date !== today(ctx)) throw forbidden(MEAL_MESSAGES.deliveryToday);
      if (date > today(ctx)) throw badInput(MEAL_MESSAGES.future);
      if (!(RUN_STATES as readonly string[]).includes(found.state)) throw badInput(MEAL_MESSAGES.notInRun);
      const photo = args.photo == null ? null : await prepareUpload(args.photo, 'deliveries', 'photo');
      const same = !photo && found.state === input.status && found.reason === input.reason && found.note === input.note;
      if (!same) {
        // The photo is stored first, so the record never names a missing file; if the record does not
        // take it (another tap won), it is removed again.
        if (photo) await putPrepared(ctx.images, photo);
        const photoKey = photo ? photo.key : input.status === 'not_delivered' ? found.photoKey : null;
        let changed = 0;
        try {
          await ctx.prisma.$transaction(async (tx) => {
            // Conditional on the record as it was read: of two riders (or a double tap) recording at
            // once, one changes it and announces it; the other changes nothing.
            ({ count: changed } = await tx.mealRecord.updateMany({
              where: { id: found.id, state: found.state, stateChangedAt: found.stateChangedAt },
              data: { state: input.status, reason: input.reason, note: input.note, photoKey, stateChangedAt: ctx.now(), stateChangedById: ctx.viewer!.id },
            }));
            if (changed === 0 || input.status === 'out_for_delivery' || found.state === input.status) return;
            const meal = await tx.mealRecord.findUniqueOrThrow({ where: { id: found.id } });
            await ctx.webhooks.record(tx, input.status === 'delivered' ? 'meal.delivered' : 'meal.not_delivered', mealEventObject(meal));
          });
        } finally {
          const unused = changed === 0 ? photo?.key : found.photoKey !== photoKey ? found.photoKey : null;
          // A file left behind by a failed delete is harmless: no record names it.
          if (unused) await deleteWithRenditions(ctx.images, unused).catch(() => undefined);
        }
      }
      return ctx.prisma.mealRecord.findUniqueOrThrow({ ...query, where: { id: found.id } });
    },
  }),
  returnMealCredit: t.prismaField({
    type: MealNode,
    description:
      "'Return credit': gives back the charge of a meal not delivered, as a reversal of its charge, once " +
      `(CONFLICT '${MEAL_MESSAGES.returnedAlready}'). Admins only.`,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The meal (global id or mealId).' }) },
    resolve: async (query, _root, args, ctx) => {
      const id = recordId('Meal', args.id);
      const found = id === null ? null : await ctx.prisma.mealRecord.findUnique({ where: { id }, select: { id: true, userId: true, date: true, meal: true, state: true } });
      if (!found) throw notFound(MEAL_MESSAGES.notFound);
      await returnMealCharge(ctx, found);
      return ctx.prisma.mealRecord.findUniqueOrThrow({ ...query, where: { id: found.id } });
    },
  }),
}));

/** Reverses the charge of a meal not delivered, once: the reversal's unique key holds under concurrency. */
export async function returnMealCharge(ctx: Context, meal: { userId: number; date: Date; meal: Meal; state: string }): Promise<void> {
  if (meal.state !== 'not_delivered') throw badInput(MEAL_MESSAGES.returnNotDelivered);
  try {
    await moneyTransaction(ctx.prisma, async (tx) => {
      const deduction = await tx.deduction.findUnique({
        where: { userId_date_meal: { userId: meal.userId, date: meal.date, meal: meal.meal } },
        select: { transactionId: true, transaction: { select: { reversedBy: { select: { id: true } } } } },
      });
      if (!deduction) throw badInput(MEAL_MESSAGES.returnNotCharged);
      if (deduction.transaction.reversedBy) throw conflict(MEAL_MESSAGES.returnedAlready);
      await reverseEntry(tx, ctx, deduction.transactionId);
    });
  } catch (error) {
    // Another press got there first: after our check (the reversal finds it reversed) or at the
    // same moment (the unique key on the reversal refuses ours).
    const code = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
    if (isUniqueViolation(error) || code === 'CONFLICT') throw conflict(MEAL_MESSAGES.returnedAlready);
    throw error;
  }
}

const MEALS_OF_DESCRIPTION =
  `meals in the ledger from \`from\` to \`to\` (both included; default the last 14 days to tomorrow, at most ${MAX_MEAL_DAYS} days), ` +
  'by date and meal, with their state, charge and dish: a meal appears once its cut-off has passed.';

/** A user's ledger meals of a span of days (the customer's own, or any for staff). */
async function mealsOf(ctx: Context, query: object, userId: number, args: { from?: LocalDate | null; to?: LocalDate | null }) {
  const now = today(ctx);
  const from = args.from ?? addDays(now, -14);
  const to = args.to ?? addDays(now, 1);
  if (to < from || addDays(from, MAX_MEAL_DAYS - 1) < to) throw badInput(RATING_MESSAGES.range, 'to');
  await lockDueMeals(ctx);
  return ctx.prisma.mealRecord.findMany({
    ...query,
    where: { userId, date: { gte: toDbDate(from), lte: toDbDate(to) } },
    orderBy: [{ date: 'asc' }, { meal: 'asc' }],
  });
}

builder.prismaObjectField('User', 'meals', (t) =>
  t.prismaField({
    type: [MealNode],
    description: `The user's ${MEALS_OF_DESCRIPTION} The user themselves, and staff.`,
    authScopes: (user) => ({ $any: { staff: true, self: user.id } }),
    args: {
      from: t.arg({ type: 'Date', required: false, description: 'Default 14 days ago.' }),
      to: t.arg({ type: 'Date', required: false, description: 'Default tomorrow.' }),
    },
    resolve: (query, user, args, ctx) => mealsOf(ctx, query, user.id, args),
  }),
);

builder.queryFields((t) => ({
  myMeals: t.prismaField({
    type: [MealNode],
    description: `The signed-in user's ${MEALS_OF_DESCRIPTION} (viewer.meals, as a root field for REST.)`,
    authScopes: { loggedIn: true },
    args: {
      from: t.arg({ type: 'Date', required: false, description: 'Default 14 days ago.' }),
      to: t.arg({ type: 'Date', required: false, description: 'Default tomorrow.' }),
    },
    resolve: (query, _root, args, ctx) => mealsOf(ctx, query, ctx.viewer!.id, args),
  }),
}));

builder.mutationFields((t) => ({
  rateMeal: t.prismaField({
    type: MealNode,
    description:
      `The customer rates their delivered meal, 1 to 5 stars with an optional comment (at most 500 characters), within ${RATING_HOURS / 24} days ` +
      "of its hour; rating again replaces the rating. Another user's meal is NOT_FOUND.",
    authScopes: { loggedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'The meal (global id or mealId).' }),
      stars: t.arg.int({ required: true, description: '1 to 5.' }),
      comment: t.arg.string({ required: false, description: 'What to tell the kitchen.' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const input = parseInput(rateMealSchema, { stars: args.stars, comment: args.comment });
      const id = recordId('Meal', args.id);
      const meal = id === null ? null : await ctx.prisma.mealRecord.findUnique({ where: { id }, select: { id: true, userId: true, state: true, date: true, hour: true } });
      // Only the customer rates their meal; to anyone else it is not there.
      if (!meal || meal.userId !== ctx.viewer!.id) throw notFound(MEAL_MESSAGES.notFound);
      const refusal = rateRefusal(meal, ctx.now(), ctx.timeZone);
      if (refusal) throw badInput(refusal);
      return ctx.prisma.mealRecord.update({ ...query, where: { id: meal.id }, data: { rating: input.stars, ratingComment: input.comment, ratedAt: ctx.now() } });
    },
  }),
}));

interface DishRating {
  stars: number;
  comment: string | null;
  date: string;
}

/** How many of a dish's latest commented ratings it lists. */
const DISH_RATINGS_SHOWN = 10;

/**
 * One load per request for the dishes its answer asks about: GraphQL resolves a list's items in one
 * synchronous pass, so the dishes of a page all ask before the next turn, and one SQL statement
 * answers them all (instead of one or more statements per dish). Keyed by the request's context,
 * so no request ever reads another's answer.
 */
function batchedPerRequest<T>(load: (ctx: Context, dishIds: number[]) => Promise<Map<number, T>>) {
  const pending = new WeakMap<object, { ids: Set<number>; result: Promise<Map<number, T>> }>();
  return (ctx: Context, dishId: number): Promise<T | undefined> => {
    let batch = pending.get(ctx);
    if (!batch) {
      const ids = new Set<number>();
      const result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        pending.delete(ctx);
        return load(ctx, [...ids]);
      });
      batch = { ids, result };
      pending.set(ctx, batch);
    }
    batch.ids.add(dishId);
    return batch.result.then((answers) => answers.get(dishId));
  };
}

// A meal rates each dish it was served with (`dishIds`); a dish counts a meal once, however its
// menu listed it. The join runs from the asked dishes, so each (dish, meal) pair is one row.

/** Each dish's average rating (rounded to one decimal) and how many ratings it is of. */
const ratingSummary = batchedPerRequest<{ average: number; count: number }>(async (ctx, dishIds) => {
  const rows = await ctx.prisma.$queryRaw<{ dishId: number; average: number; count: number }[]>`
    SELECT d.id AS "dishId", AVG(m.rating)::float8 AS average, COUNT(*)::int AS count
    FROM unnest(${dishIds}::int[]) AS d(id)
    JOIN "MealRecord" m ON m.rating IS NOT NULL AND d.id = ANY(m."dishIds")
    GROUP BY d.id`;
  return new Map(rows.map((r) => [Number(r.dishId), { average: Math.round(Number(r.average) * 10) / 10, count: Number(r.count) }]));
});

/** Each dish's latest ratings with a comment, newest first. */
const latestRatings = batchedPerRequest<DishRating[]>(async (ctx, dishIds) => {
  const rows = await ctx.prisma.$queryRaw<{ dishId: number; stars: number; comment: string; date: string }[]>`
    SELECT ranked."dishId", ranked.stars, ranked.comment, ranked.date FROM (
      SELECT d.id AS "dishId", m.rating AS stars, m."ratingComment" AS comment, to_char(m.date, 'YYYY-MM-DD') AS date,
             ROW_NUMBER() OVER (PARTITION BY d.id ORDER BY m."ratedAt" DESC NULLS LAST, m.id DESC) AS place
      FROM unnest(${dishIds}::int[]) AS d(id)
      JOIN "MealRecord" m ON m.rating IS NOT NULL AND m."ratingComment" IS NOT NULL AND d.id = ANY(m."dishIds")
    ) ranked
    WHERE ranked.place <= ${DISH_RATINGS_SHOWN}
    ORDER BY ranked."dishId", ranked.place`;
  const byDish = new Map<number, DishRating[]>();
  for (const row of rows) {
    const id = Number(row.dishId);
    const list = byDish.get(id) ?? [];
    list.push({ stars: Number(row.stars), comment: row.comment, date: row.date });
    byDish.set(id, list);
  }
  return byDish;
});

const DishRatingRef = builder.objectRef<DishRating>('DishRating').implement({
  description: "A customer's rating of a meal with the dish. Staff only.",
  authScopes: { staff: true },
  fields: (t) => ({
    stars: t.exposeInt('stars', { description: '1 to 5.' }),
    comment: t.exposeString('comment', { nullable: true, description: 'What the customer wrote.' }),
    date: t.exposeString('date', { description: "The meal's date, YYYY-MM-DD." }),
  }),
});

// Each field is read for a whole page of dishes at once (one statement for the average and count,
// one for the comments, only when asked), not once per dish.
builder.prismaObjectFields('Dish', (t) => ({
  averageRating: t.float({
    nullable: true,
    description: "The average of customers' ratings of meals with this dish (1 to 5); null before the first rating.",
    resolve: async (dish, _args, ctx) => (await ratingSummary(ctx, dish.id))?.average ?? null,
  }),
  ratingCount: t.int({
    description: 'How many ratings that average is of.',
    resolve: async (dish, _args, ctx) => (await ratingSummary(ctx, dish.id))?.count ?? 0,
  }),
  ratings: t.field({
    type: [DishRatingRef],
    description: `The latest ratings with a comment, newest first (at most ${DISH_RATINGS_SHOWN}).`,
    resolve: async (dish, _args, ctx) => (await latestRatings(ctx, dish.id)) ?? [],
  }),
}));
