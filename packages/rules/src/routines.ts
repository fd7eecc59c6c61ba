// Rules for weekly routines, skips and deductions. One set of rules: the GraphQL resolvers and the
// admin's routine screen both import this file, so it must stay free of server-only imports (zod
// only).
import { z } from 'zod';
import { isLocalDate } from './dates.ts';
import { MEAL_TYPES, MEALS, WEEKDAYS, type Meal, type MealType, type Weekday } from './lists.ts';

export { MEAL_TYPES, MEALS, WEEKDAYS, type Meal, type MealType, type Weekday } from './lists.ts';

/** Routine hours 6 to 22. */
export const FIRST_HOUR = 6;
export const LAST_HOUR = 22;
/** Meal windows (inclusive hours). */
export const MEAL_WINDOWS: Readonly<Record<Meal, readonly [number, number]>> = {
  breakfast: [6, 11],
  lunch: [12, 17],
  dinner: [18, 22],
};
/** One protein portion is 20 g. */
export const PROTEIN_PORTION_GRAMS = 20;
/** A limit of our own: a sanity cap so a typo cannot put 500 portions on a plate. */
export const MAX_PROTEIN_PORTIONS = 10;

export const MESSAGES = {
  weekday: 'Invalid day of the week',
  meal: 'Meal must be breakfast, lunch or dinner',
  type: 'Type must be veg, chicken or egg',
  hour: `Hour must be a whole hour between ${FIRST_HOUR} and ${LAST_HOUR}`,
  protein: 'Extra Protein Portions must be a whole number of at least 0',
  proteinMax: `Extra Protein Portions can be at most ${MAX_PROTEIN_PORTIONS}`,
  boolean: 'Snacks and drinks must be true or false',
  oneSlotPerMeal: 'Only one slot per meal per day',
  preference: 'Preference must map weekdays to meals',
  userId: 'Invalid user id',
  date: 'Enter a valid date (YYYY-MM-DD)',
  address: 'Address not found',
} as const;

const capitalise = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

/** The meal a routine hour belongs to (6–11 breakfast, 12–17 lunch, 18–22 dinner). */
export function mealForHour(hour: number): Meal | null {
  return MEALS.find((meal) => hour >= MEAL_WINDOWS[meal][0] && hour <= MEAL_WINDOWS[meal][1]) ?? null;
}

export function mealWindowMessage(meal: Meal): string {
  const [from, to] = MEAL_WINDOWS[meal];
  return `${capitalise(meal)} must be between ${from}:00 and ${to}:00`;
}

/** A weekday name, any case ('Monday' from the UI, 'monday' stored). */
export const weekdayField = z
  .string(MESSAGES.weekday)
  .trim()
  .toLowerCase()
  .pipe(z.enum(WEEKDAYS, MESSAGES.weekday));

export const mealField = z.string(MESSAGES.meal).trim().toLowerCase().pipe(z.enum(MEALS, MESSAGES.meal));

export const mealTypeField = z.string(MESSAGES.type).trim().toLowerCase().pipe(z.enum(MEAL_TYPES, MESSAGES.type));

/** A whole hour 6..22; the REST shape may also send '13' or '13:00'. */
export const hourField = z
  .union([z.number(MESSAGES.hour), z.string(MESSAGES.hour).trim().regex(/^\d{1,2}(:00)?$/, MESSAGES.hour).transform((s) => Number.parseInt(s, 10))], MESSAGES.hour)
  .pipe(z.number().int(MESSAGES.hour).min(FIRST_HOUR, MESSAGES.hour).max(LAST_HOUR, MESSAGES.hour));

export const proteinMultiplierField = z
  .number(MESSAGES.protein)
  .int(MESSAGES.protein)
  .min(0, MESSAGES.protein)
  .max(MAX_PROTEIN_PORTIONS, MESSAGES.proteinMax);

/**
 * What is wrong with a typed number of protein portions (null when it is fine), for the forms:
 * they show the rule instead of quietly rounding or clamping what was typed.
 */
export function proteinPortionsError(value: number | null | undefined): string | null {
  const result = proteinMultiplierField.safeParse(value ?? Number.NaN);
  return result.success ? null : (result.error.issues[0]?.message ?? MESSAGES.protein);
}

export const userIdField = z.number(MESSAGES.userId).int(MESSAGES.userId).positive(MESSAGES.userId);

/** A calendar date as YYYY-MM-DD that exists (no 2026-02-30). */
export const localDateField = z
  .string(MESSAGES.date)
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.date)
  .refine(isLocalDate, MESSAGES.date);

/** What a meal carries, in the routine and in a one-day change: the meal, its hour, type, extras and address. */
export const mealSlotFields = {
  meal: mealField,
  hour: hourField,
  type: mealTypeField,
  snacks: z.boolean(MESSAGES.boolean).default(false),
  drinks: z.boolean(MESSAGES.boolean).default(false),
  proteinMultiplier: proteinMultiplierField.default(0),
  /** Where the meal goes: one of the user's addresses; null (the default) for their default address. */
  addressId: z.number(MESSAGES.address).int(MESSAGES.address).positive(MESSAGES.address).nullish().transform((id) => id ?? null),
};

/** The hour must fall in the meal's window ('Lunch must be between 12:00 and 17:00'). */
export function checkMealWindow(slot: { meal: Meal; hour: number }, ctx: z.RefinementCtx): void {
  if (mealForHour(slot.hour) !== slot.meal) {
    ctx.addIssue({ code: 'custom', message: mealWindowMessage(slot.meal), path: ['hour'] });
  }
}

/** One slot of the routine grid, as the GraphQL input (a list) carries it. */
export const routineSlotSchema = z.object({ weekday: weekdayField, ...mealSlotFields }).superRefine(checkMealWindow);
export type RoutineSlotInput = z.input<typeof routineSlotSchema>;
export type RoutineSlotData = z.output<typeof routineSlotSchema>;

export const routineSlotsSchema = z
  .array(routineSlotSchema)
  .max(WEEKDAYS.length * MEALS.length, MESSAGES.oneSlotPerMeal)
  .superRefine((slots, ctx) => {
    const seen = new Set<string>();
    slots.forEach((slot, i) => {
      const key = `${slot.weekday}:${slot.meal}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: MESSAGES.oneSlotPerMeal, path: [i, 'meal'] });
      seen.add(key);
    });
  });

export const setRoutineSchema = z.object({ userId: userIdField, slots: routineSlotsSchema });

/** One meal of the product's routine preference map: { time, type, snacks, drinks, proteinMultiplier }. */
const preferenceMealSchema = z.object(
  {
    time: hourField,
    type: mealTypeField,
    snacks: z.boolean(MESSAGES.boolean).default(false),
    drinks: z.boolean(MESSAGES.boolean).default(false),
    proteinMultiplier: proteinMultiplierField.default(0),
  },
  MESSAGES.preference,
);
export type PreferenceMeal = z.output<typeof preferenceMealSchema>;
/** The product's routine preference: weekday name → meal → slot (at most one slot per meal per day by shape). */
export type RoutinePreference = Partial<Record<Weekday, Partial<Record<Meal, PreferenceMeal>>>>;

/**
 * The product's map shape, turned into the list of slots. Weekday keys may be capitalised; two keys
 * naming the same day ('Monday' and 'monday') count as a duplicate slot when they share a meal.
 */
export const routinePreferenceSchema = z
  .record(z.string(), z.record(z.string(), preferenceMealSchema, MESSAGES.preference).nullable(), MESSAGES.preference)
  .transform((map, ctx) => {
    const slots: RoutineSlotInput[] = [];
    for (const [day, meals] of Object.entries(map)) {
      const weekday = weekdayField.safeParse(day);
      if (!weekday.success) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.weekday, path: [day] });
        return z.NEVER;
      }
      for (const [mealName, slot] of Object.entries(meals ?? {})) {
        const meal = mealField.safeParse(mealName);
        if (!meal.success) {
          ctx.addIssue({ code: 'custom', message: MESSAGES.meal, path: [day, mealName] });
          return z.NEVER;
        }
        slots.push({ weekday: weekday.data, meal: meal.data, hour: slot.time, type: slot.type, snacks: slot.snacks, drinks: slot.drinks, proteinMultiplier: slot.proteinMultiplier });
      }
    }
    return slots;
  })
  .pipe(routineSlotsSchema);

export const setRoutinePreferenceSchema = z.object({ userId: userIdField, preference: routinePreferenceSchema });

/** The product's map shape from a list of slots (weekday and meal keys lowercase, in week and meal order). */
export function toRoutinePreference(
  slots: readonly { weekday: Weekday; meal: Meal; hour: number; type: MealType; snacks: boolean; drinks: boolean; proteinMultiplier: number }[],
): RoutinePreference {
  const out: RoutinePreference = {};
  const sorted = [...slots].sort(
    (a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || MEALS.indexOf(a.meal) - MEALS.indexOf(b.meal),
  );
  for (const s of sorted) {
    (out[s.weekday] ??= {})[s.meal] = {
      time: s.hour,
      type: s.type,
      snacks: s.snacks,
      drinks: s.drinks,
      proteinMultiplier: s.proteinMultiplier,
    };
  }
  return out;
}

/** Skipping or un-skipping one meal (at least 24 hours ahead, at most 2 a week). */
export const skipMealSchema = z.object({
  userId: userIdField.optional(),
  date: localDateField,
  meal: mealField,
});

export const deductCreditsSchema = z.object({
  userId: userIdField,
  meal: mealField,
  date: localDateField.optional(),
});

/** What 'Deduct all' reports: 'Deducted 12 meals' (1 meal, no meals). */
export const deductAllMessage = (charged: number) =>
  charged === 0 ? 'No meals to deduct' : `Deducted ${charged} ${charged === 1 ? 'meal' : 'meals'}`;

/** The dispatch list names its day by a weekday (its next occurrence, today included) or by a date, not both. */
export const DISPATCH_DAY_MESSAGE = 'Choose the day by a weekday or by a date, not both';

export const dispatchListSchema = z
  .object({
    weekday: weekdayField.optional(),
    date: localDateField.optional(),
    meal: mealField,
  })
  .refine((input) => input.weekday === undefined || input.date === undefined, { message: DISPATCH_DAY_MESSAGE, path: ['date'] });

/**
 * The pause cut-off: a pause can no longer start with a meal this many hours away (an admin setting;
 * 0 turns it off). Routine changes no longer use it: they follow each meal's cut-off, when the meal
 * locks into the ledger.
 */
export const ROUTINE_CUTOFF_DEFAULT_HOURS = 12;
export const ROUTINE_CUTOFF_MAX_HOURS = 72;
export const routineCutoffField = z
  .number(`Cut-off must be a whole number of hours from 0 to ${ROUTINE_CUTOFF_MAX_HOURS}`)
  .int(`Cut-off must be a whole number of hours from 0 to ${ROUTINE_CUTOFF_MAX_HOURS}`)
  .min(0, `Cut-off must be a whole number of hours from 0 to ${ROUTINE_CUTOFF_MAX_HOURS}`)
  .max(ROUTINE_CUTOFF_MAX_HOURS, `Cut-off must be a whole number of hours from 0 to ${ROUTINE_CUTOFF_MAX_HOURS}`);
export const settingsSchema = z.object({ routineCutoffHours: routineCutoffField });

