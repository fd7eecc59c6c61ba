// Texts of the dashboard home, pure so they are unit-tested.
import { capitalise } from '@freshmeals/ui/format';

export { capitalise };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' (a business-time-zone date from the API) → 'dd MMM yyyy'; other input as is. */
export function formatLocalDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${match[3]} ${month} ${match[1]}` : date;
}

export type DayKind = 'today' | 'tomorrow' | 'later';

/** A card's title: 'Today', 'Tomorrow', or the weekday for the rest of the week. */
export function dayTitle(kind: DayKind, weekday: string): string {
  if (kind === 'today') return 'Today';
  if (kind === 'tomorrow') return 'Tomorrow';
  return capitalise(weekday);
}

/** Where a meal's 'Dispatch List' button goes. */
export function dispatchHref(meal: string): string {
  return `/dashboard/dispatch-summary?mealType=${encodeURIComponent(meal)}`;
}

/** The meal and type orders the cards show. */
export const MEAL_ORDER = ['breakfast', 'lunch', 'dinner'] as const;
export const TYPE_ORDER = ['veg', 'chicken', 'egg'] as const;

/** Sorts items with a key by a fixed order (unknown keys last, in their order). */
export function inOrder<T>(items: readonly T[], key: (item: T) => string, order: readonly string[]): T[] {
  const rank = (item: T) => {
    const index = order.indexOf(key(item));
    return index === -1 ? order.length : index;
  };
  return items.map((item, index) => ({ item, index })).sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index).map(({ item }) => item);
}
