// From which date a routine change applies. A meal becomes a ledger record at its cut-off
// (meals/ledger.ts) and from then on changes only through its states, so an edit to the weekly
// routine is always accepted and reaches each meal from its next date that has not locked yet:
// today's lunch before 10:00, else next week's. The summary and the dispatch list of a locked meal
// never move because of a later edit.
import { changeFromLabel, type MealCutoff } from '@freshmeals/rules/meals';
import { MEALS, WEEKDAYS, type Meal, type Weekday } from '@freshmeals/rules/routines';
import { cutoffInstant } from '../meals/ledger.ts';
import { addDays, businessDate, nextOccurrence, type LocalDate } from '../time.ts';

export interface ChangeDate {
  weekday: Weekday;
  meal: Meal;
  /** The first date, YYYY-MM-DD, that a change to this meal of the week reaches. */
  date: LocalDate;
  /** "From Fri 4 Dec". */
  label: string;
}

/** For each meal of the week, the first date a change reaches: its next date whose cut-off is still ahead. */
export function changeDates(cutoffs: Record<Meal, MealCutoff>, now: Date, timeZone: string): ChangeDate[] {
  const today = businessDate(now, timeZone);
  return WEEKDAYS.flatMap((weekday) =>
    MEALS.map((meal) => {
      const next = nextOccurrence(weekday, today);
      const date = now.getTime() < cutoffInstant(next, cutoffs[meal], timeZone).getTime() ? next : addDays(next, 7);
      return { weekday, meal, date, label: changeFromLabel(date) };
    }),
  );
}
