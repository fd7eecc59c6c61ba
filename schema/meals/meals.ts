// Meals of the ledger (schema/meals/ledger.ts) as staff and riders read them, and the rider's record
// of each delivery.
//
// GraphQL: the `Meal` node, `meals(date, meal, states, userId)` (staff; delivery staff today's only)
// and `setMealDelivery(id, status, reason, note)` (staff and delivery staff). A meal recorded as
// delivered or not delivered is announced to webhooks (meal.delivered, meal.not_delivered) in the
// same transaction as the change.
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput, forbidden, notFound } from '../errors.ts';
import { recordId } from '../enquiries/record-id.ts';
import { offsetConnection } from '../pagination.ts';
import { paiseToInr } from '../pricing/prices.ts';
import { CategoryTypeEnum, MealOfDayEnum } from '../routines/enums.ts';
import { businessDate, fromDbDate, toDbDate, type LocalDate } from '../time.ts';
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
} from '@freshmeals/rules/meals';
import { MEALS, PROTEIN_PORTION_GRAMS, type Meal } from '@freshmeals/rules/routines';
import { ensureLocked, recordAddress } from './ledger.ts';

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

export const MealNode = builder.prismaNode('MealRecord', {
  variant: 'Meal',
  id: { field: 'id' },
  description:
    "One customer's meal of one date in the ledger, from its cut-off on: what goes out, where, and what became of it. " +
    "Staff read any; delivery staff only today's.",
  // Delivery staff read the meals of today's run only, however they reach one (node(id) included).
  authScopes: (meal, ctx) => (fromDbDate(meal.date) === today(ctx) ? { staff: true, delivery: true } : { staff: true }),
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
    price: t.float({ description: 'What the meal costs (as it was when it locked), INR. Admins only.', authScopes: { admin: true }, resolve: (m) => paiseToInr(m.pricePaise) }),
    state: t.expose('state', { type: MealStateEnum, description: 'Where it stands.' }),
    reason: t.expose('reason', { type: NotDeliveredReasonEnum, nullable: true, description: 'Why it was not delivered; null otherwise.' }),
    note: t.exposeString('note', { nullable: true, description: "The rider's note." }),
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
              orderBy: [{ pin: { sort: 'asc', nulls: 'last' } }, { hour: 'asc' }, { user: { name: 'asc' } }, { id: 'asc' }],
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
    },
    resolve: async (query, _root, args, ctx) => {
      const input = parseInput(mealDeliverySchema, { status: args.status, reason: args.reason, note: args.note });
      const id = recordId('Meal', args.id);
      const found = id === null ? null : await ctx.prisma.mealRecord.findUnique({ where: { id }, select: { id: true, date: true, state: true, reason: true, note: true, stateChangedAt: true } });
      if (!found) throw notFound(MEAL_MESSAGES.notFound);
      const date = fromDbDate(found.date);
      if (ctx.viewer?.role === 'delivery' && date !== today(ctx)) throw forbidden(MEAL_MESSAGES.deliveryToday);
      if (date > today(ctx)) throw badInput(MEAL_MESSAGES.future);
      if (!(RUN_STATES as readonly string[]).includes(found.state)) throw badInput(MEAL_MESSAGES.notInRun);
      const same = found.state === input.status && found.reason === input.reason && found.note === input.note;
      if (!same) {
        await ctx.prisma.$transaction(async (tx) => {
          // Conditional on the record as it was read: of two riders (or a double tap) recording at
          // once, one changes it and announces it; the other changes nothing.
          const changed = await tx.mealRecord.updateMany({
            where: { id: found.id, state: found.state, stateChangedAt: found.stateChangedAt },
            data: { state: input.status, reason: input.reason, note: input.note, stateChangedAt: ctx.now(), stateChangedById: ctx.viewer!.id },
          });
          if (changed.count === 0 || input.status === 'out_for_delivery' || found.state === input.status) return;
          const meal = await tx.mealRecord.findUniqueOrThrow({ where: { id: found.id } });
          await ctx.webhooks.record(tx, input.status === 'delivered' ? 'meal.delivered' : 'meal.not_delivered', mealEventObject(meal));
        });
      }
      return ctx.prisma.mealRecord.findUniqueOrThrow({ ...query, where: { id: found.id } });
    },
  }),
}));
