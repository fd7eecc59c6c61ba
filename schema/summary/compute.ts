// The day summaries of the dashboard home, as a pure
// function of the loaded rows, so the resolver runs a fixed number of SQL statements whatever the
// number of users (see summary.ts).
//
// Definitions (our own: prices and skips as the price table and the skip rules define them):
// - A meal occurrence is a routine slot of an enabled user on that date's weekday.
// - skipped: occurrences the customer skipped for that date.
// - total (per meal, per type) and totalMeals: occurrences to prepare, i.e. scheduled minus skipped.
// - notAffordable: occurrences to prepare that are not yet deducted and whose slot price is above the
//   user's credit now. Future days use the current balance too (no projection of earlier charges).
// - per type: total, extra_protein (the number of 20 g portions), drinks and snacks (how many meals
//   carry them), among the occurrences to prepare.
import type { PriceTable } from '../pricing/prices.ts';
import { slotPrice } from '../pricing/prices.ts';
import { weekdayOf, type LocalDate } from '../time.ts';
import { MEALS, MEAL_TYPES, type Meal, type MealType, type Weekday } from '@freshmeals/rules/routines';

export interface SummaryUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  creditPaise: number;
}

export interface SummarySlot {
  weekday: Weekday;
  meal: Meal;
  type: MealType;
  snacks: boolean;
  drinks: boolean;
  proteinMultiplier: number;
  user: SummaryUser;
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
  scheduled: number;
  total: number;
  skipped: number;
  notAffordable: number;
  notAffordableUsers: NotAffordableUser[];
  types: TypeSummary[];
}

export interface DaySummary {
  date: LocalDate;
  weekday: Weekday;
  totalMeals: number;
  skipped: number;
  meals: MealSummary[];
  types: TypeSummary[];
}

/** `${date}:${meal}:${userId}` for skips and deductions. */
export const occurrenceKey = (date: LocalDate, meal: Meal, userId: number) => `${date}:${meal}:${userId}`;

const emptyTypes = (): TypeSummary[] =>
  MEAL_TYPES.map((type) => ({ type, total: 0, extraProtein: 0, drinks: 0, snacks: 0 }));

function addTo(types: TypeSummary[], slot: SummarySlot) {
  const t = types.find((x) => x.type === slot.type)!;
  t.total += 1;
  t.extraProtein += slot.proteinMultiplier;
  if (slot.drinks) t.drinks += 1;
  if (slot.snacks) t.snacks += 1;
}

export function summariseDay(
  date: LocalDate,
  slots: readonly SummarySlot[],
  skipped: ReadonlySet<string>,
  deducted: ReadonlySet<string>,
  prices: PriceTable,
): DaySummary {
  const weekday = weekdayOf(date);
  const dayTypes = emptyTypes();
  const meals: MealSummary[] = MEALS.map((meal) => {
    const summary: MealSummary = { meal, scheduled: 0, total: 0, skipped: 0, notAffordable: 0, notAffordableUsers: [], types: emptyTypes() };
    for (const slot of slots) {
      if (slot.weekday !== weekday || slot.meal !== meal) continue;
      summary.scheduled += 1;
      const key = occurrenceKey(date, meal, slot.user.id);
      if (skipped.has(key)) {
        summary.skipped += 1;
        continue;
      }
      summary.total += 1;
      addTo(summary.types, slot);
      addTo(dayTypes, slot);
      const pricePaise = slotPrice(slot, prices);
      if (!deducted.has(key) && slot.user.creditPaise < pricePaise) {
        summary.notAffordable += 1;
        summary.notAffordableUsers.push({ ...slot.user, pricePaise });
      }
    }
    summary.notAffordableUsers.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    return summary;
  });
  return {
    date,
    weekday,
    totalMeals: meals.reduce((n, m) => n + m.total, 0),
    skipped: meals.reduce((n, m) => n + m.skipped, 0),
    meals,
    types: dayTypes,
  };
}
