// The kitchen closures as the screen lists them. The API keeps one closure per meal (a whole day is
// three); the list shows a date closed for all three meals with one reason as one 'Whole day' row,
// whose Reopen reopens the three.
import { MEALS, type Meal } from '@freshmeals/rules/routines';
import { dayLabel } from '../dispatch/dispatch-format';

/** What the form offers: the whole day, or one meal. */
export const WHOLE_DAY = 'whole-day';
export type ClosureChoice = typeof WHOLE_DAY | Meal;

export const MEAL_LABELS: Record<Meal, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };

export const CLOSURE_CHOICES: ReadonlyArray<{ value: ClosureChoice; label: string }> = [
  { value: WHOLE_DAY, label: 'Whole day' },
  ...MEALS.map((meal) => ({ value: meal, label: MEAL_LABELS[meal] })),
];

export interface Closure {
  id: string;
  date: string;
  meal: string;
  reason: string;
}

export interface ClosureRow {
  /** The row's key: its closures' ids. */
  key: string;
  date: string;
  /** 'Whole day', or the meal ('Lunch'). */
  what: string;
  reason: string;
  /** The closures Reopen removes: one, or a whole day's three. */
  ids: string[];
}

/** The closures by date (as the API orders them), a date closed for every meal with one reason as one row. */
export function closureRows(closures: readonly Closure[]): ClosureRow[] {
  const byDate = new Map<string, Closure[]>();
  for (const closure of closures) byDate.set(closure.date, [...(byDate.get(closure.date) ?? []), closure]);
  const rows: ClosureRow[] = [];
  for (const [date, ofDate] of [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const meals = new Set(ofDate.map((c) => c.meal));
    const reasons = new Set(ofDate.map((c) => c.reason));
    if (MEALS.every((meal) => meals.has(meal)) && reasons.size === 1 && ofDate.length === MEALS.length) {
      rows.push({ key: ofDate.map((c) => c.id).join('|'), date, what: 'Whole day', reason: ofDate[0]!.reason, ids: ofDate.map((c) => c.id) });
      continue;
    }
    const inMealOrder = [...ofDate].sort((a, b) => MEALS.indexOf(a.meal as Meal) - MEALS.indexOf(b.meal as Meal));
    for (const closure of inMealOrder) {
      rows.push({ key: closure.id, date, what: MEAL_LABELS[closure.meal as Meal] ?? closure.meal, reason: closure.reason, ids: [closure.id] });
    }
  }
  return rows;
}

/** '2026-11-23' → 'Mon, 23 Nov 2026', as the dispatch list writes a day. */
export const closureDay = dayLabel;

/** The question before Reopen: 'Reopen the kitchen for lunch on Mon, 23 Nov 2026?'. */
export function reopenQuestion(row: Pick<ClosureRow, 'date' | 'what'>): string {
  const what = row.what === 'Whole day' ? 'the whole day' : row.what.toLowerCase();
  return `Reopen the kitchen for ${what} on ${closureDay(row.date)}? Its meals go back on the lists and are charged as usual.`;
}
