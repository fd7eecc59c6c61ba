// The routine grid's rules, for the console's grid and the customer's own routine editor: the
// weekly grid (weekdays × hours 06:00–22:00), each meal in its hour window, extra protein in 20 g
// portions. Kept pure so they are tested alone. The days, meals, types and hours are the server's
// own (./routines), so an editor cannot offer a slot the server would refuse.
//
// The grid state is the routine preference map: weekday → meal → { time, type, snacks, drinks,
// proteinMultiplier }, with at most one slot per meal per day.
import {
  FIRST_HOUR,
  LAST_HOUR,
  MAX_PROTEIN_PORTIONS,
  MEAL_TYPES,
  MEALS,
  mealForHour as mealOfHour,
  PROTEIN_PORTION_GRAMS,
  proteinPortionsError,
  WEEKDAYS,
  type Meal,
  type MealType,
  type Weekday,
} from './routines.ts';

export { FIRST_HOUR, LAST_HOUR, MAX_PROTEIN_PORTIONS, MEAL_TYPES, MEALS, PROTEIN_PORTION_GRAMS, proteinPortionsError, WEEKDAYS, type Meal, type MealType, type Weekday };

/** The grid's rows: 06:00 to 22:00. */
export const HOURS: readonly number[] = Array.from({ length: LAST_HOUR - FIRST_HOUR + 1 }, (_, i) => FIRST_HOUR + i);

export interface Slot {
  /** The hour, 6..22. */
  time: number;
  type: MealType;
  snacks: boolean;
  drinks: boolean;
  /** Extra protein portions, an integer >= 0. */
  proteinMultiplier: number;
  /** One of the user's addresses; absent or null: their default address. */
  addressId?: number | null;
}

export type Preference = Partial<Record<Weekday, Partial<Record<Meal, Slot>>>>;

/** What the dialog asks for: the slot without its hour (the cell gives it). */
export type SlotChoice = Omit<Slot, 'time'>;

export const DEFAULT_CHOICE: SlotChoice = { type: 'veg', snacks: false, drinks: false, proteinMultiplier: 0 };

/** The meal of a whole hour (breakfast 6–11, lunch 12–17, dinner 18–22); null outside (not selectable). */
export function mealForHour(hour: number): Meal | null {
  return Number.isInteger(hour) ? mealOfHour(hour) : null;
}

/** 6 → '06:00'. */
export function formatHour(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** 'monday' → 'Monday'. */
export function capitalise(word: string): string {
  return word ? word[0]!.toUpperCase() + word.slice(1) : word;
}

export function proteinGrams(portions: number): number {
  return Math.max(0, Math.floor(portions || 0)) * PROTEIN_PORTION_GRAMS;
}

/** The dialog's title: 'Select Meal Type for lunch at 13:00 on Monday'. */
export function dialogTitle(meal: Meal, hour: number, day: Weekday): string {
  return `Select Meal Type for ${meal} at ${formatHour(hour)} on ${capitalise(day)}`;
}

/** The screen's heading: 'Meal Slots For <name> - <email>'. */
export function routineHeading(name: string, email: string): string {
  return `Meal Slots For ${name} - ${email}`;
}

const isWeekday = (value: string): value is Weekday => (WEEKDAYS as readonly string[]).includes(value);
const isMeal = (value: string): value is Meal => (MEALS as readonly string[]).includes(value);
const isMealType = (value: unknown): value is MealType =>
  typeof value === 'string' && (MEAL_TYPES as readonly string[]).includes(value);

/**
 * The API's preference (a JSON scalar) as a clean map: weekday names in any case, unknown days and
 * meals, hours outside the meal's window and bad types dropped; booleans and the multiplier defaulted.
 */
export function parsePreference(value: unknown): Preference {
  const result: Preference = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return result;
  for (const [dayKey, meals] of Object.entries(value as Record<string, unknown>)) {
    const day = dayKey.toLowerCase();
    if (!isWeekday(day) || !meals || typeof meals !== 'object') continue;
    for (const [mealKey, raw] of Object.entries(meals as Record<string, unknown>)) {
      const meal = mealKey.toLowerCase();
      if (!isMeal(meal) || !raw || typeof raw !== 'object') continue;
      const slot = raw as Record<string, unknown>;
      const time = Number(slot.time);
      if (mealForHour(time) !== meal || !isMealType(slot.type)) continue;
      const multiplier = Number(slot.proteinMultiplier ?? 0);
      const addressId = Number(slot.addressId);
      (result[day] ??= {})[meal] = {
        time,
        type: slot.type,
        snacks: slot.snacks === true,
        drinks: slot.drinks === true,
        proteinMultiplier: Number.isFinite(multiplier) && multiplier > 0 ? Math.floor(multiplier) : 0,
        ...(Number.isInteger(addressId) && addressId > 0 ? { addressId } : {}),
      };
    }
  }
  return result;
}

/** A routine slot as the GraphQL `Routine.slots` list has it. */
export interface SlotRow {
  readonly weekday: string;
  readonly meal: string;
  readonly hour: number;
  readonly type: string;
  readonly snacks: boolean;
  readonly drinks: boolean;
  readonly proteinMultiplier: number;
  readonly addressId?: number | null;
}

/** The slot list → the preference map. */
export function slotsToPreference(rows: readonly SlotRow[]): Preference {
  const shaped: Record<string, Record<string, unknown>> = {};
  for (const row of rows) {
    (shaped[row.weekday] ??= {})[row.meal] = {
      time: row.hour,
      type: row.type,
      snacks: row.snacks,
      drinks: row.drinks,
      proteinMultiplier: row.proteinMultiplier,
      addressId: row.addressId,
    };
  }
  return parsePreference(shaped);
}

/** The preference map → the slot list, in week order then breakfast, lunch, dinner. */
export function preferenceToSlots(preference: Preference): SlotRow[] {
  const rows: SlotRow[] = [];
  for (const weekday of WEEKDAYS) {
    for (const meal of MEALS) {
      const slot = preference[weekday]?.[meal];
      if (slot) rows.push({ weekday, meal, hour: slot.time, ...pickChoice(slot) });
    }
  }
  return rows;
}

function pickChoice(slot: SlotChoice): SlotChoice {
  const choice: SlotChoice = { type: slot.type, snacks: slot.snacks, drinks: slot.drinks, proteinMultiplier: slot.proteinMultiplier };
  return slot.addressId ? { ...choice, addressId: slot.addressId } : choice;
}

/** A slot as `setRoutine` takes it: every field, the address null for the default. */
export interface SlotInput {
  weekday: Weekday;
  meal: Meal;
  hour: number;
  type: MealType;
  snacks: boolean;
  drinks: boolean;
  proteinMultiplier: number;
  addressId: number | null;
}

/** The preference as the slot list `setRoutine` takes, in week order then breakfast, lunch, dinner. */
export function toSlotInputs(preference: Preference): SlotInput[] {
  return preferenceToSlots(preference).map((row) => ({
    weekday: row.weekday as Weekday,
    meal: row.meal as Meal,
    hour: row.hour,
    type: row.type as MealType,
    snacks: row.snacks,
    drinks: row.drinks,
    proteinMultiplier: row.proteinMultiplier,
    addressId: row.addressId ?? null,
  }));
}

/** The filled cell at (day, hour): its meal and slot, or null. */
export function slotAt(preference: Preference, day: Weekday, hour: number): { meal: Meal; slot: Slot } | null {
  const meal = mealForHour(hour);
  if (!meal) return null;
  const slot = preference[day]?.[meal];
  return slot && slot.time === hour ? { meal, slot } : null;
}

export type ClickOutcome =
  | { kind: 'none' }
  | { kind: 'open'; day: Weekday; hour: number; meal: Meal; initial: SlotChoice };

/**
 * A click on (day, hour): nothing outside the meal windows or on the hour already used for that
 * meal; otherwise the dialog opens. When the meal is set at another hour that day, the dialog starts
 * from that slot's choices (saving moves it).
 */
export function clickCell(preference: Preference, day: Weekday, hour: number): ClickOutcome {
  const meal = mealForHour(hour);
  if (!meal) return { kind: 'none' };
  const existing = preference[day]?.[meal];
  if (existing && existing.time === hour) return { kind: 'none' };
  return { kind: 'open', day, hour, meal, initial: existing ? pickChoice(existing) : { ...DEFAULT_CHOICE } };
}

/** Saves the dialog's choice: the day's slot for that meal is set at this hour (moved if elsewhere). */
export function applyChoice(preference: Preference, day: Weekday, hour: number, choice: SlotChoice): Preference {
  const meal = mealForHour(hour);
  if (!meal) return preference;
  const slot: Slot = {
    time: hour,
    type: choice.type,
    snacks: choice.snacks,
    drinks: choice.drinks,
    proteinMultiplier: Math.max(0, Math.floor(choice.proteinMultiplier || 0)),
    ...(choice.addressId ? { addressId: choice.addressId } : {}),
  };
  return { ...preference, [day]: { ...preference[day], [meal]: slot } };
}

/** A double click on (day, hour): removes the slot shown there; otherwise nothing changes. */
export function doubleClickCell(preference: Preference, day: Weekday, hour: number): Preference {
  const filled = slotAt(preference, day, hour);
  if (!filled) return preference;
  const meals = { ...preference[day] };
  delete meals[filled.meal];
  const next = { ...preference };
  if (Object.keys(meals).length === 0) delete next[day];
  else next[day] = meals;
  return next;
}

/** How many slots the preference holds. */
export function countSlots(preference: Preference): number {
  return preferenceToSlots(preference).length;
}

/** The meals (weekday and meal) whose slot differs between two weeks: added, removed or edited. */
export function changedMeals(before: Preference, after: Preference): { weekday: Weekday; meal: Meal }[] {
  const key = (slot: SlotInput) => `${slot.weekday}:${slot.meal}`;
  const old = new Map(toSlotInputs(before).map((slot) => [key(slot), JSON.stringify(slot)]));
  const next = new Map(toSlotInputs(after).map((slot) => [key(slot), JSON.stringify(slot)]));
  return WEEKDAYS.flatMap((weekday) =>
    MEALS.filter((meal) => old.get(`${weekday}:${meal}`) !== next.get(`${weekday}:${meal}`)).map((meal) => ({ weekday, meal })),
  );
}
