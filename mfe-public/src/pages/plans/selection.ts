// The plans page's selection, free of the validation rules (and of zod, which they are written in):
// the page needs the rules only once a visitor asks for a quote (./quote.ts, loaded with the dialog).
import type { AddonName, MealType, PlanType } from '../../site/content';

export interface PlanSelection {
  plan: PlanType | null;
  meals: MealType[];
  duration: number | null;
  addons: AddonName[];
}

/** Veg Plan, no meals, no duration (and no add-ons). */
export const DEFAULT_SELECTION: PlanSelection = { plan: 'vegPlan', meals: [], duration: null, addons: [] };

export type PlanErrors = Partial<Record<'plan' | 'meals' | 'duration' | 'addons', string>>;

export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
