// Pure helpers of the routine screen's 'Upcoming meals' (at least 24 h before, at most 2 a week;
// the server decides and sends canSkip / canUnskip with each meal).
import { formatMealDay } from '@freshmeals/ui/dates';

export type UpcomingStatus = 'Skipped' | 'Deducted' | 'Scheduled';

/** A skipped meal is never charged; a charged one is 'Deducted'; anything else is still to come. */
export function upcomingStatus(meal: { skipped: boolean; deducted: boolean }): UpcomingStatus {
  if (meal.skipped) return 'Skipped';
  if (meal.deducted) return 'Deducted';
  return 'Scheduled';
}

/** 'YYYY-MM-DD' (a calendar day, no time zone) as 'EEE, dd MMM', e.g. 'Mon, 23 Nov'; the input if unreadable. */
export const formatMealDate = (date: string): string => formatMealDay(date);

/** '08:00' for hour 8. */
export function formatMealHour(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** What goes with the meal besides its type: 'Snacks', 'Drinks', '+40 g protein'. */
export function mealExtras(meal: { snacks: boolean; drinks: boolean; proteinMultiplier: number }): string[] {
  return [
    meal.snacks ? 'Snacks' : '',
    meal.drinks ? 'Drinks' : '',
    meal.proteinMultiplier > 0 ? `+${meal.proteinMultiplier * 20} g protein` : '',
  ].filter(Boolean);
}
