// The day summaries of the dashboard home, as a pure function of what summary.ts loads: the meal
// occurrences counted in groups (by date, meal and what the slot carries) and the occurrences a
// customer cannot afford. The database does the counting, so neither the statements nor the rows
// read here grow with the number of customers; only the list of customers short of credit does.
//
// Definitions (our own: prices and skips as the price table and the skip rules define them):
// - A meal occurrence is a routine slot of an enabled user on that date's weekday.
// - skipped: occurrences the customer skipped for that date; paused: those of them that fall in the
//   customer's pause ('Pause deliveries'), counted in skipped too.
// - total (per meal, per type) and totalMeals: occurrences to prepare, i.e. scheduled minus skipped.
// - notAffordable: occurrences to prepare that are not yet deducted and whose slot price is above the
//   user's credit now. Future days use the current balance too (no projection of earlier charges).
// - per type: total, extra_protein (the number of 20 g portions), drinks and snacks (how many meals
//   carry them), among the occurrences to prepare.
import { MEALS, MEAL_TYPES, type Meal, type MealType, type Weekday } from '@freshmeals/rules/routines';
import { weekdayOf, type LocalDate } from '../time.ts';

export interface SummaryUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  creditPaise: number;
}

/** How many meal occurrences of enabled users share a date, a meal and what the slot carries. */
export interface OccurrenceGroup {
  date: LocalDate;
  meal: Meal;
  type: MealType;
  snacks: boolean;
  drinks: boolean;
  proteinMultiplier: number;
  skipped: boolean;
  /** Skipped because the date is in the customer's pause. */
  paused: boolean;
  count: number;
}

/** A meal to prepare, not yet deducted, whose price is above its customer's credit now. */
export interface Shortfall {
  date: LocalDate;
  meal: Meal;
  user: SummaryUser;
  pricePaise: number;
}

export interface TypeSummary {
  type: MealType;
  total: number;
  extraProtein: number;
  drinks: number;
  snacks: number;
}

export interface NotAffordableUser extends SummaryUser {
  pricePaise: number;
}

export interface MealSummary {
  meal: Meal;
  /** Why the kitchen is closed for this meal; null when it is open. */
  closedReason: string | null;
  scheduled: number;
  total: number;
  skipped: number;
  paused: number;
  notAffordable: number;
  notAffordableUsers: NotAffordableUser[];
  types: TypeSummary[];
}

export interface DaySummary {
  date: LocalDate;
  weekday: Weekday;
  totalMeals: number;
  skipped: number;
  paused: number;
  meals: MealSummary[];
  types: TypeSummary[];
}

const emptyTypes = (): TypeSummary[] =>
  MEAL_TYPES.map((type) => ({ type, total: 0, extraProtein: 0, drinks: 0, snacks: 0 }));

function addTo(types: TypeSummary[], group: OccurrenceGroup) {
  const t = types.find((x) => x.type === group.type)!;
  t.total += group.count;
  t.extraProtein += group.proteinMultiplier * group.count;
  if (group.drinks) t.drinks += group.count;
  if (group.snacks) t.snacks += group.count;
}

/** A kitchen closure of one meal of a date. */
export interface ClosedMeal {
  date: LocalDate;
  meal: Meal;
  reason: string;
}

export function summariseDay(
  date: LocalDate,
  groups: readonly OccurrenceGroup[],
  shortfalls: readonly Shortfall[],
  closures: readonly ClosedMeal[] = [],
): DaySummary {
  const weekday = weekdayOf(date);
  const dayTypes = emptyTypes();
  const meals: MealSummary[] = MEALS.map((meal) => {
    const closedReason = closures.find((c) => c.date === date && c.meal === meal)?.reason ?? null;
    const summary: MealSummary = { meal, closedReason, scheduled: 0, total: 0, skipped: 0, paused: 0, notAffordable: 0, notAffordableUsers: [], types: emptyTypes() };
    for (const group of groups) {
      if (group.date !== date || group.meal !== meal) continue;
      summary.scheduled += group.count;
      if (group.skipped) {
        summary.skipped += group.count;
        if (group.paused) summary.paused += group.count;
        continue;
      }
      summary.total += group.count;
      addTo(summary.types, group);
      addTo(dayTypes, group);
    }
    for (const shortfall of shortfalls) {
      if (shortfall.date === date && shortfall.meal === meal) summary.notAffordableUsers.push({ ...shortfall.user, pricePaise: shortfall.pricePaise });
    }
    summary.notAffordable = summary.notAffordableUsers.length;
    summary.notAffordableUsers.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    return summary;
  });
  return {
    date,
    weekday,
    totalMeals: meals.reduce((n, m) => n + m.total, 0),
    skipped: meals.reduce((n, m) => n + m.skipped, 0),
    paused: meals.reduce((n, m) => n + m.paused, 0),
    meals,
    types: dayTypes,
  };
}
