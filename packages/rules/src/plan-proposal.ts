// A quote's choices carried into a new account: the plan type, meals, duration and add-ons of the
// plans page become a proposed weekly routine the customer confirms on the account page (through
// the routine's own rules and cut-off), then credit for the plan's duration. The plans page, the
// sign-up page, the account page and the server all read this file (zod only).
import { planFormSchema, type PlanType } from './enquiry.ts';
import { WEEKDAYS, type Meal, type MealType } from './routines.ts';
import type { TopUpPack } from './payments.ts';

export type PlanChoice = {
  plan: PlanType;
  meals: Meal[];
  duration: number;
  addons: string[];
};

/** When each meal of a proposed routine is delivered, inside its meal window. */
export const PROPOSED_HOURS: Record<Meal, number> = { breakfast: 8, lunch: 13, dinner: 20 };
export const PLAN_MEAL_TYPES: Record<PlanType, MealType> = { vegPlan: 'veg', eggPlan: 'egg', chickenPlan: 'chicken' };
const PLAN_NAMES: Record<PlanType, string> = { vegPlan: 'Veg plan', eggPlan: 'Egg plan', chickenPlan: 'Chicken plan' };

/** The plan's choices, checked with the plans page's own rules; null when they do not pass. */
export function parsePlanChoice(input: unknown): PlanChoice | null {
  const parsed = planFormSchema.safeParse(input);
  return parsed.success ? { plan: parsed.data.plan, meals: parsed.data.meals, duration: parsed.data.duration, addons: parsed.data.addons } : null;
}

/** The choices as address parameters (/sign-up?plan=vegPlan&meals=lunch,dinner&duration=28&addons=Paneer). */
export function planToParams(choice: PlanChoice): URLSearchParams {
  const params = new URLSearchParams({ plan: choice.plan, meals: choice.meals.join(','), duration: String(choice.duration) });
  if (choice.addons.length) params.set('addons', choice.addons.join(','));
  return params;
}

export function planFromParams(params: URLSearchParams): PlanChoice | null {
  if (!params.get('plan')) return null;
  const list = (name: string) => (params.get(name) ?? '').split(',').filter(Boolean);
  return parsePlanChoice({ plan: params.get('plan'), meals: list('meals'), duration: Number(params.get('duration')), addons: list('addons') });
}

/** Every chosen meal on every day of the week, of the plan's type; each add-on is an extra protein portion. */
export function proposedSlots(choice: PlanChoice) {
  return WEEKDAYS.flatMap((weekday) =>
    choice.meals.map((meal) => ({
      weekday,
      meal,
      hour: PROPOSED_HOURS[meal],
      type: PLAN_MEAL_TYPES[choice.plan],
      proteinMultiplier: choice.addons.length,
      snacks: false,
      drinks: false,
    })),
  );
}

/** The 'Add credit' pack of the plan's duration. */
export const durationPack = (duration: number): TopUpPack => (duration >= 28 ? 'days_28' : duration >= 14 ? 'days_14' : 'days_7');

const joinWords = (words: string[]) => (words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/** 'Veg plan: breakfast and lunch every day, for 28 days, with Paneer'. */
export function describePlan(choice: PlanChoice): string {
  const addons = choice.addons.length ? `, with ${joinWords(choice.addons)}` : '';
  return `${PLAN_NAMES[choice.plan]}: ${joinWords(choice.meals)} every day, for ${choice.duration} days${addons}`;
}
