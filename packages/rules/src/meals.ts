// Rules of the meal ledger: the states a scheduled meal goes through, when a meal locks (its cut-off,
// a time of day per meal, as Indian tiffin services publish them) and what a rider records at the
// door. Shared by the gateway and the console, so it stays free of server-only imports (zod only).
import { z } from 'zod';
import { MEAL_STATES, MEALS, type MealState } from './lists.ts';
import { checkMealWindow, localDateField, mealField, mealSlotFields, userIdField, type Meal } from './routines.ts';

export { MEAL_STATES, MEALS_PAGE_SIZE, RUN_STATES, type MealState, type RunState } from './lists.ts';

export const MEAL_STATE_LABELS: Readonly<Record<MealState, string>> = {
  scheduled: 'Scheduled',
  locked: 'Locked',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  not_delivered: 'Not delivered',
  skipped: 'Skipped',
  paused: 'Paused',
  closed: 'Closed',
  not_affordable: 'Not affordable',
};

/** What a rider may record for a meal of the run. */
export const DELIVERY_STATUSES = ['out_for_delivery', 'delivered', 'not_delivered'] as const satisfies readonly MealState[];
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const NOT_DELIVERED_REASONS = ['not_at_home', 'refused', 'address_not_found', 'other'] as const;
export type NotDeliveredReason = (typeof NOT_DELIVERED_REASONS)[number];

export const NOT_DELIVERED_REASON_LABELS: Readonly<Record<NotDeliveredReason, string>> = {
  not_at_home: 'Not at home',
  refused: 'Refused',
  address_not_found: 'Address not found',
  other: 'Other',
};

/** A limit of our own: a note is a line or two, not a report. */
export const MAX_DELIVERY_NOTE = 500;

const MEAL_MESSAGES_STATE = `Status must be one of ${MEAL_STATES.join(', ')}`;

export const MEAL_MESSAGES = {
  status: 'Status must be out_for_delivery, delivered or not_delivered',
  reason: 'Reason must be not_at_home, refused, address_not_found or other',
  reasonRequired: 'Choose why the meal was not delivered',
  noteRequired: "Add a note to say why ('Other')",
  noteLength: `Note can be at most ${MAX_DELIVERY_NOTE} characters`,
  notFound: 'Meal not found',
  notInRun: 'Only a meal that goes out can be marked delivered or not delivered',
  future: 'A meal can be marked on its day or later',
  deliveryToday: "Delivery staff see today's run only",
  cutoffTime: 'Cut-off must be a time of day, HH:MM',
  returnNotDelivered: 'Only a meal not delivered can have its credit returned',
  returnNotCharged: 'This meal was not charged: there is no credit to return',
  returnedAlready: 'The credit of this meal has already been returned',
  photoNotDelivered: "A photo goes with 'Not delivered' only",
  state: MEAL_MESSAGES_STATE,
} as const;

/** GET /admin/meals: a date (default today), a meal (default all three) and states (comma-separated, default all). */
export const mealsQuerySchema = z.object({
  date: localDateField.optional(),
  meal: mealField.optional(),
  states: z.array(z.enum(MEAL_STATES, MEAL_MESSAGES_STATE)).optional(),
});

/** PATCH /admin/meals/{id}/delivery and setMealDelivery: the rider's record of one meal. */
export const mealDeliverySchema = z
  .object({
    status: z.enum(DELIVERY_STATUSES, MEAL_MESSAGES.status),
    reason: z.enum(NOT_DELIVERED_REASONS, MEAL_MESSAGES.reason).nullish(),
    note: z.string().trim().max(MAX_DELIVERY_NOTE, MEAL_MESSAGES.noteLength).nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'not_delivered' && !input.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: MEAL_MESSAGES.reasonRequired });
    if (input.status === 'not_delivered' && input.reason === 'other' && !input.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: MEAL_MESSAGES.noteRequired });
    }
  })
  // A reason and a note belong to a meal that was not delivered; others keep none.
  .transform((input) =>
    input.status === 'not_delivered'
      ? { status: input.status, reason: input.reason!, note: input.note || null }
      : { status: input.status, reason: null, note: input.note || null },
  );
export type MealDeliveryInput = z.output<typeof mealDeliverySchema>;

/**
 * A meal's cut-off: the time of day it locks, and whether that is on the day before. After it the
 * meal is a record of the ledger and changes only through its states.
 */
export interface MealCutoff {
  /** 'HH:MM', business time zone. */
  time: string;
  dayBefore: boolean;
}

/** Breakfast 21:00 the evening before, lunch 10:00 and dinner 16:00 the same day. */
export const DEFAULT_MEAL_CUTOFFS: Readonly<Record<Meal, MealCutoff>> = {
  breakfast: { time: '21:00', dayBefore: true },
  lunch: { time: '10:00', dayBefore: false },
  dinner: { time: '16:00', dayBefore: false },
};

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const mealCutoffSchema = z.object({
  time: z.string(MEAL_MESSAGES.cutoffTime).regex(TIME, MEAL_MESSAGES.cutoffTime),
  dayBefore: z.boolean(),
});

export const mealCutoffsSchema = z.object(Object.fromEntries(MEALS.map((meal) => [meal, mealCutoffSchema])) as Record<Meal, typeof mealCutoffSchema>);

/** "Order by 21:00 the day before", "Order by 10:00": how a customer reads a cut-off next to a meal. */
export function cutoffLabel(cutoff: MealCutoff): string {
  return `Changes until ${cutoff.time}${cutoff.dayBefore ? ' the day before' : ''}`;
}

/** Minutes after midnight of a cut-off's time. */
export function cutoffMinutes(cutoff: MealCutoff): number {
  const [, hours, minutes] = TIME.exec(cutoff.time) ?? [];
  return Number(hours) * 60 + Number(minutes);
}

/** A limit of our own: a reason is a word or a short line ('Diwali', 'Kitchen maintenance'). */
export const MAX_CLOSURE_REASON = 100;

export const CLOSURE_MESSAGES = {
  reason: 'Reason is required',
  reasonLength: `Reason can be at most ${MAX_CLOSURE_REASON} characters`,
  past: 'The kitchen can be closed from today on',
  already: 'The kitchen is already closed for this meal',
  charged: 'Some of these meals are already charged: reverse their charges first',
  notFound: 'Closure not found',
  closed: 'The kitchen is closed for this meal',
} as const;

/** Closing the kitchen: a date and one meal, or the whole day (no meal), with the reason customers read. */
export const closureSchema = z.object({
  date: localDateField,
  meal: mealField.nullish(),
  reason: z.string(CLOSURE_MESSAGES.reason).trim().min(1, CLOSURE_MESSAGES.reason).max(MAX_CLOSURE_REASON, CLOSURE_MESSAGES.reasonLength),
});
export type ClosureInput = z.output<typeof closureSchema>;

/** A delivered meal can be rated for this long after its hour. */
export const RATING_HOURS = 72;
export const MAX_RATING_COMMENT = 500;
/** A limit of our own: the longest span of meals one request lists. */
export const MAX_MEAL_DAYS = 62;

export const RATING_MESSAGES = {
  stars: 'Rating must be 1 to 5 stars',
  commentLength: `Comment can be at most ${MAX_RATING_COMMENT} characters`,
  notDelivered: 'Only a delivered meal can be rated',
  tooLate: 'A meal can be rated within 3 days of its delivery',
  range: `Choose at most ${MAX_MEAL_DAYS} days, from a date to a later one`,
} as const;

export const rateMealSchema = z.object({
  stars: z.number(RATING_MESSAGES.stars).int(RATING_MESSAGES.stars).min(1, RATING_MESSAGES.stars).max(5, RATING_MESSAGES.stars),
  comment: z.string().trim().max(MAX_RATING_COMMENT, RATING_MESSAGES.commentLength).nullish().transform((c) => c || null),
});

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Fri 4 Dec" for a YYYY-MM-DD date (a calendar date, so read in UTC whatever the reader's time zone). */
export function shortDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${SHORT_DAYS[day.getUTCDay()]} ${day.getUTCDate()} ${SHORT_MONTHS[day.getUTCMonth()]}`;
}

/** "From Fri 4 Dec": the first date a routine change reaches. Meals before it have locked and stay as they were. */
export const changeFromLabel = (date: string) => `From ${shortDate(date)}`;

/** A limit of our own: one-day changes reach this many days ahead (a routine change covers the rest). */
export const MEAL_CHANGE_MAX_DAYS = 60;

export const MEAL_CHANGE_MESSAGES = {
  tooLate: "Too late to change this meal: its cut-off has passed",
  tooFar: `A one-day change can be at most ${MEAL_CHANGE_MAX_DAYS} days ahead`,
  charged: 'This meal has been charged already',
  closed: 'The kitchen is closed for this meal',
  notChanged: 'This meal has no one-day change',
} as const;

/** A one-day change: one date's meal with its hour, type, extras and address, as a routine slot has them. */
export const mealChangeSchema = z.object({ userId: userIdField.optional(), date: localDateField, ...mealSlotFields }).superRefine(checkMealWindow);

export const undoMealChangeSchema = z.object({ userId: userIdField.optional(), date: localDateField, meal: mealField });
