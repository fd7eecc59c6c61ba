// A quote's choices carried into a new account: the plan type, meals, duration and add-ons of the
// plans page become a proposed weekly routine the customer confirms on the account page (through
// the routine's own rules and cut-off), then credit for the plan's duration. The plans page, the
// sign-up page, the account page and the server all read this file (zod only).
import { planFormSchema, type AddonName, type PlanType } from './enquiry.ts';
import { weekCost, type PriceTable } from './pricing.ts';
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

/** Grams of protein in one routine extra (the routine's 'Extra Protein Portions'). */
export const PORTION_GRAMS = 20;
/** The protein each add-on of the plans page gives (its card's figure). */
export const ADDON_GRAMS: Record<AddonName, number> = { Chicken: 20, Paneer: 18, Egg: 12 };
/**
 * The routine extras each add-on becomes. A routine's only protein extra is a 20 g portion:
 * Chicken (20 g) is one; Paneer (18 g) is served as one; Egg (12 g) is well short of one, so it is
 * not added, and the account page says so rather than turning it into 20 g.
 */
export const ADDON_PORTIONS: Record<AddonName, number> = { Chicken: 1, Paneer: 1, Egg: 0 };

export type AddonOutcome = { addon: AddonName; applied: boolean; note: string };

const isAddon = (name: string): name is AddonName => Object.hasOwn(ADDON_PORTIONS, name);

/** What became of each add-on of the plan in the proposed routine, in words the account page shows. */
export function addonOutcomes(choice: PlanChoice): AddonOutcome[] {
  return choice.addons.filter(isAddon).map((addon) => {
    const name = `${addon} add-on (+${ADDON_GRAMS[addon]} g protein)`;
    return ADDON_PORTIONS[addon] > 0
      ? { addon, applied: true, note: `${name}: added as one ${PORTION_GRAMS} g protein portion to each meal.` }
      : { addon, applied: false, note: `${name}: not available as a routine extra, which comes in ${PORTION_GRAMS} g protein portions.` };
  });
}

/** Every chosen meal on every day of the week, of the plan's type, with the protein portions its add-ons become. */
export function proposedSlots(choice: PlanChoice) {
  const portions = choice.addons.filter(isAddon).reduce((sum, addon) => sum + ADDON_PORTIONS[addon], 0);
  return WEEKDAYS.flatMap((weekday) =>
    choice.meals.map((meal) => ({
      weekday,
      meal,
      hour: PROPOSED_HOURS[meal],
      type: PLAN_MEAL_TYPES[choice.plan],
      proteinMultiplier: portions,
      snacks: false,
      drinks: false,
    })),
  );
}

/**
 * What the proposed routine costs, in paise, with the routine's own prices: a week of it, and the
 * plan's duration of it (whole weeks: 14 or 28 days, as 'Add credit' prices its packs).
 */
export function proposedCost(choice: PlanChoice, prices: PriceTable): { weekPaise: number; durationPaise: number } {
  const weekPaise = weekCost(proposedSlots(choice), prices);
  return { weekPaise, durationPaise: (weekPaise * choice.duration) / 7 };
}

/** The 'Add credit' pack of the plan's duration. */
export const durationPack = (duration: number): TopUpPack => (duration >= 28 ? 'days_28' : duration >= 14 ? 'days_14' : 'days_7');

const joinWords = (words: string[]) => (words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/** 'Veg plan: breakfast and lunch every day, for 28 days, with Paneer'. */
export function describePlan(choice: PlanChoice): string {
  const addons = choice.addons.length ? `, with ${joinWords(choice.addons)}` : '';
  return `${PLAN_NAMES[choice.plan]}: ${joinWords(choice.meals)} every day, for ${choice.duration} days${addons}`;
}
