// The weekly menu's state: which dish sits at each weekday x meal x type of one Monday–Sunday week.
// Days, meals and types are the server's own (@freshmeals/rules/lists). Pure, unit-tested.
import { MEALS, WEEKDAYS, type Meal, type MealType, type Weekday } from '@freshmeals/rules/lists';

export const MENU_WEEKDAYS = WEEKDAYS;
export const MENU_MEALS = MEALS;
/** The three type slots of a cell, in the order the screen shows them. */
export const MENU_TYPES = ['veg', 'egg', 'chicken'] as const satisfies readonly MealType[];

export type MenuWeekday = Weekday;
export type MenuMeal = Meal;
export type MenuType = (typeof MENU_TYPES)[number];

export interface MenuAssignment {
  weekday: MenuWeekday;
  meal: MenuMeal;
  type: MenuType;
  dishId: number;
}

/** 'monday|lunch|veg' → dish id. */
export type MenuState = Readonly<Record<string, number>>;

export const slotKey = (weekday: string, meal: string, type: string) => `${weekday}|${meal}|${type}`;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** The API's items → the state (unknown weekdays, meals or types are dropped). */
export function menuStateFrom(items: ReadonlyArray<{ weekday: string; meal: string; type: string; dishId: number }>): MenuState {
  const state: Record<string, number> = {};
  for (const item of items) {
    if (isOneOf(MENU_WEEKDAYS, item.weekday) && isOneOf(MENU_MEALS, item.meal) && isOneOf(MENU_TYPES, item.type)) {
      state[slotKey(item.weekday, item.meal, item.type)] = item.dishId;
    }
  }
  return state;
}

/** Sets (or with null clears) one slot; the input is not changed. */
export function assign(state: MenuState, weekday: MenuWeekday, meal: MenuMeal, type: MenuType, dishId: number | null): MenuState {
  const next = { ...state };
  const key = slotKey(weekday, meal, type);
  if (dishId === null || dishId === undefined) delete next[key];
  else next[key] = dishId;
  return next;
}

/** The state → the mutation's items, in week, meal and type order. */
export function menuItemsOf(state: MenuState): MenuAssignment[] {
  const items: MenuAssignment[] = [];
  for (const weekday of MENU_WEEKDAYS) {
    for (const meal of MENU_MEALS) {
      for (const type of MENU_TYPES) {
        const dishId = state[slotKey(weekday, meal, type)];
        if (dishId !== undefined) items.push({ weekday, meal, type, dishId });
      }
    }
  }
  return items;
}

export function sameMenu(a: MenuState, b: MenuState): boolean {
  return JSON.stringify(menuItemsOf(a)) === JSON.stringify(menuItemsOf(b));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parseDate(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(value.getTime()) || value.toISOString().slice(0, 10) !== date ? null : value;
}

/** A 'YYYY-MM-DD' date, or null when it is not a real date. */
export function validDate(date: string | null | undefined): string | null {
  return date && parseDate(date) ? date : null;
}

/** 'YYYY-MM-DD' ± days. */
export function addDays(date: string, days: number): string {
  const value = parseDate(date);
  if (!value) return date;
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** The Monday of the date's Monday–Sunday week. */
export function mondayOf(date: string): string {
  const value = parseDate(date);
  if (!value) return date;
  const offset = (value.getUTCDay() + 6) % 7;
  return addDays(date, -offset);
}

/** '16 Nov – 22 Nov 2026' for the week starting on that Monday. */
export function weekLabel(weekStart: string): string {
  const start = parseDate(weekStart);
  const end = parseDate(addDays(weekStart, 6));
  if (!start || !end) return weekStart;
  const day = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')} ${MONTHS[d.getUTCMonth()]}`;
  const startYear = start.getUTCFullYear() === end.getUTCFullYear() ? '' : ` ${start.getUTCFullYear()}`;
  return `${day(start)}${startYear} – ${day(end)} ${end.getUTCFullYear()}`;
}
