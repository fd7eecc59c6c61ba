// The product's fixed lists (weekdays, meals, meal and dish types, plans, meal states) and the page
// sizes of the lists that the console's route table reads a URL with, as plain values with no zod.
// The route table starts a screen's query before the screen's code has loaded, so everything it
// imports is in the console's first download: importing these names from the schema modules would
// bring zod and every schema along (about 15 KB gzip). Each domain's module re-exports its own, so
// the schemas and the server keep importing them from there.

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];
/** A routine meal's type, in the order of the routine dialog's type buttons. */
export const MEAL_TYPES = ['veg', 'chicken', 'egg'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const DISH_TYPES = ['veg', 'egg', 'chicken'] as const;
export type DishType = (typeof DISH_TYPES)[number];

/** An enquiry's mealType values (the plan it asks about), in the order the plans page shows them. */
export const PLAN_TYPES = ['vegPlan', 'eggPlan', 'chickenPlan'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/**
 * A meal's state. A meal becomes a record when it locks (its cut-off has passed): locked if it goes
 * out, skipped or paused if the customer skipped it; then out for delivery, delivered or not
 * delivered as the rider records it.
 */
export const MEAL_STATES = [
  'scheduled',
  'locked',
  'out_for_delivery',
  'delivered',
  'not_delivered',
  'skipped',
  'paused',
  'closed',
  'not_affordable',
] as const;
export type MealState = (typeof MEAL_STATES)[number];

/** The states of a meal that goes out: those the rider's run lists and may change. */
export const RUN_STATES = ['locked', 'out_for_delivery', 'delivered', 'not_delivered'] as const satisfies readonly MealState[];
export type RunState = (typeof RUN_STATES)[number];

/** A page of meals: a rider's stretch of the run on one screen (the kitchen pages through more). */
export const MEALS_PAGE_SIZE = 20;
export const API_KEYS_PAGE_SIZE = 10;
export const WEBHOOKS_PAGE_SIZE = 10;
