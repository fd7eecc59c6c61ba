// The dish type filter: the options all, veg, egg, chicken; several types may be chosen.
// 'all' stands for no type chosen: choosing it clears the others, choosing a type drops 'all', and
// choosing every type is the same as all.
import { DISH_TYPES, type DishType } from '@freshmeals/rules/lists';

export const TYPE_FILTER_OPTIONS = ['all', ...DISH_TYPES] as const;
export type TypeFilterOption = (typeof TYPE_FILTER_OPTIONS)[number];

/** The types after the option `option` was clicked, given the types chosen so far ([] means all). */
export function toggleTypeFilter(chosen: readonly DishType[], option: TypeFilterOption): DishType[] {
  if (option === 'all') return [];
  const next = chosen.includes(option) ? chosen.filter((type) => type !== option) : [...chosen, option];
  const ordered = DISH_TYPES.filter((type) => next.includes(type));
  return ordered.length === DISH_TYPES.length ? [] : ordered;
}

export function isOptionChecked(chosen: readonly DishType[], option: TypeFilterOption): boolean {
  return option === 'all' ? chosen.length === 0 : chosen.includes(option);
}

/** The types in a URL (?type=veg&type=egg), unknown values dropped. */
export function readTypes(values: readonly string[]): DishType[] {
  return DISH_TYPES.filter((type) => values.includes(type));
}
