// Texts and the meal filter of the dispatch list.

export const DISPATCH_MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type DispatchMeal = (typeof DISPATCH_MEALS)[number];
export const DEFAULT_DISPATCH_MEAL: DispatchMeal = 'lunch';

/** The meal filter from the query string: breakfast, lunch or dinner (any case), else lunch. */
export function parseMeal(value: string | null): DispatchMeal {
  const meal = value?.trim().toLowerCase();
  return (DISPATCH_MEALS as readonly string[]).includes(meal ?? '') ? (meal as DispatchMeal) : DEFAULT_DISPATCH_MEAL;
}

export function capitalise(word: string): string {
  return word ? word[0]!.toUpperCase() + word.slice(1).toLowerCase() : word;
}

/** 'Dispatch List – Saturday (lunch)' (an en dash, as the product writes it). */
export function dispatchHeading(weekday: string, meal: string): string {
  return `Dispatch List – ${capitalise(weekday)} (${meal})`;
}

/** The empty state: 'No users found for lunch on Saturday'. */
export function emptyText(meal: string, weekday: string): string {
  return `No users found for ${meal} on ${capitalise(weekday)}`;
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Today's weekday in a time zone ('saturday'): only for the heading when the list failed to load. */
export function weekdayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone }).format(now).toLowerCase();
  } catch {
    return new Intl.DateTimeFormat('en-US', { weekday: 'long' }).format(now).toLowerCase();
  }
}
