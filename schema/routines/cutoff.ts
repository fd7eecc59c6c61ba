// The routine change cut-off. A change to one meal of the week (a slot added, removed, moved or
// edited) is refused when that meal on its next date (today counts all day, even once the meal has
// passed) starts no more than the cut-off away, at the slot's old hour or its new one. So the summary
// and dispatch list of a meal inside the cut-off never move because of a later edit.
import {
  MEALS,
  MEAL_WINDOWS,
  routineCutoffMessage,
  routineLockReason,
  type Meal,
  type RoutineSlotData,
  type Weekday,
} from '@freshmeals/rules/routines';
import { badInput } from '../errors.ts';
import { addDays, businessDate, hoursUntil, mealStartsAt, nextOccurrence, weekdayOf, type LocalDate } from '../time.ts';

export interface Clock {
  now: Date;
  timeZone: string;
  /** Hours; 0 turns the cut-off off. */
  cutoffHours: number;
}

/** Whether a meal at `hour` on `date` starts no more than the cut-off away (or has already started). */
function insideCutoff(date: LocalDate, hour: number, clock: Clock): boolean {
  return clock.cutoffHours > 0 && hoursUntil(mealStartsAt(date, hour, clock.timeZone), clock.now) <= clock.cutoffHours;
}

const keyOf = (slot: { weekday: Weekday; meal: Meal }) => `${slot.weekday}:${slot.meal}`;
const sameSlot = (a: RoutineSlotData, b: RoutineSlotData) =>
  a.hour === b.hour &&
  a.type === b.type &&
  a.snacks === b.snacks &&
  a.drinks === b.drinks &&
  a.proteinMultiplier === b.proteinMultiplier &&
  (a.addressId ?? null) === (b.addressId ?? null);

/** Throws the product's message for the first changed meal inside the cut-off. */
export function assertOutsideCutoff(before: readonly RoutineSlotData[], after: readonly RoutineSlotData[], clock: Clock): void {
  if (clock.cutoffHours <= 0) return;
  const today = businessDate(clock.now, clock.timeZone);
  const old = new Map(before.map((slot) => [keyOf(slot), slot]));
  const next = new Map(after.map((slot) => [keyOf(slot), slot]));
  for (const key of new Set([...old.keys(), ...next.keys()])) {
    const was = old.get(key);
    const will = next.get(key);
    if (was && will && sameSlot(was, will)) continue;
    const { weekday, meal } = (was ?? will)!;
    const date = nextOccurrence(weekday, today);
    if ([was?.hour, will?.hour].some((hour) => hour !== undefined && insideCutoff(date, hour, clock))) {
      throw badInput(routineCutoffMessage(weekday, meal, clock.cutoffHours));
    }
  }
}

export interface RoutineLock {
  date: LocalDate;
  weekday: Weekday;
  meal: Meal;
  /** The hours of the meal's window that cannot be chosen. */
  hours: number[];
  /** The slot already there is inside the cut-off: it can be neither changed nor removed. */
  wholeMeal: boolean;
  reason: string;
}

/** What the cut-off locks today and tomorrow, for the routine grid. */
export function routineLocks(slots: readonly RoutineSlotData[], clock: Clock): RoutineLock[] {
  if (clock.cutoffHours <= 0) return [];
  const today = businessDate(clock.now, clock.timeZone);
  const byKey = new Map(slots.map((slot) => [keyOf(slot), slot]));
  const locks: RoutineLock[] = [];
  for (const date of [today, addDays(today, 1)]) {
    const weekday = weekdayOf(date);
    for (const meal of MEALS) {
      const [from, to] = MEAL_WINDOWS[meal];
      const window = Array.from({ length: to - from + 1 }, (_, i) => from + i);
      const locked = window.filter((hour) => insideCutoff(date, hour, clock));
      if (locked.length === 0) continue;
      const slot = byKey.get(keyOf({ weekday, meal }));
      const wholeMeal = slot !== undefined && locked.includes(slot.hour);
      locks.push({ date, weekday, meal, hours: wholeMeal ? window : locked, wholeMeal, reason: routineLockReason(clock.cutoffHours) });
    }
  }
  return locks;
}
