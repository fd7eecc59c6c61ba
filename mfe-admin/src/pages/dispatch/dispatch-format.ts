// Texts and the meal and day filters of the dispatch list.
import { isLocalDate } from '@freshmeals/rules/dates';
import { formatINR } from '@freshmeals/ui/format';

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

/** The day filter from the query string: a real 'YYYY-MM-DD' date, else null (today). */
export function parseDispatchDate(value: string | null): string | null {
  const date = value?.trim();
  return date && isLocalDate(date) ? date : null;
}

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const utcDay = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** The weekday of a 'YYYY-MM-DD' date ('thursday'), whatever the browser's zone. */
export function weekdayOfDate(date: string): string {
  return WEEKDAY_NAMES[utcDay(date).getUTCDay()]!;
}

/** '2026-11-26' → 'Thu, 26 Nov 2026': the list's day where the heading names only its weekday. */
export function dayLabel(date: string): string {
  const day = utcDay(date);
  return `${capitalise(WEEKDAY_NAMES[day.getUTCDay()]!).slice(0, 3)}, ${String(day.getUTCDate()).padStart(2, '0')} ${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** What 'Deduct all' is about to do, as the API counts it for the whole list. */
export interface DeductAllPlan {
  /** Meals 'Deduct all' will charge: not charged yet and with enough credit. */
  meals: number;
  /** What they come to, INR. */
  total: number;
  /** Meals not charged yet whose customer has too little credit: listed as failed, not charged. */
  short: number;
}

const mealsText = (count: number) => `${count} ${count === 1 ? 'meal' : 'meals'}`;

/** The confirmation of 'Deduct all': 'Deduct ₹1,234 for 5 meals?' and, when some cannot pay, why they are left out. */
export function deductAllConfirmText(plan: DeductAllPlan): { question: string; note: string | null } {
  return {
    question: `Deduct ${formatINR(plan.total)} in credits for ${mealsText(plan.meals)}?`,
    note: plan.short > 0 ? `${mealsText(plan.short)} with too little credit will not be charged.` : null,
  };
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

/** A row's state for the kitchen: skipped, charged already, not enough credit, or still to charge. */
export function dispatchStatus(entry: { deducted: boolean; notAffordable: boolean; skipped?: boolean }): string {
  if (entry.skipped) return 'Skipped';
  if (entry.deducted) return 'Deducted';
  return entry.notAffordable ? 'Not affordable' : 'To deduct';
}

export interface CsvEntry {
  name: string;
  email: string;
  phone: string;
  address?: string | null;
  pin?: string | null;
  categoryType: string;
  dishName: string | null | undefined;
  drinks: boolean;
  snacks: boolean;
  proteinMultiplier: number | null | undefined;
  deducted: boolean;
  notAffordable: boolean;
}

/** A customer who skipped the meal, or paused deliveries: listed after the others, with nothing to prepare. */
export interface CsvSkip {
  name: string;
  email: string;
  phone: string;
  categoryType: string;
  paused?: boolean;
}

/** A skipped row's status: 'Paused' when the day falls in the customer's pause, else 'Skipped'. */
export const skipStatus = (skip: { paused?: boolean }) => (skip.paused ? 'Paused' : 'Skipped');

export const CSV_HEADER = ['Name', 'Email', 'Phone', 'Address', 'PIN', 'Category', 'Dish', 'Drinks', 'Snacks', 'Protein', 'Status'] as const;

/**
 * Texts a spreadsheet would run as a formula: = + - @ first, or their full-width forms (＝ ＋ － ＠,
 * which spreadsheets in East Asian locales read the same), also after leading spaces or line
 * breaks (which spreadsheets skip), and any text starting with a tab or line break.
 */
const FORMULA = /^(?:[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n])/;

/**
 * One CSV cell: quoted when it holds a comma, a quote or a line break; a text that a spreadsheet
 * would run as a formula is kept as text with a leading apostrophe.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The dispatch list as shown, skips last, as CSV (CRLF line ends, as spreadsheets expect). */
export function dispatchCsv(entries: readonly CsvEntry[], skipped: readonly CsvSkip[] = []): string {
  const rows = groupByPin(entries)
    .flatMap((group) => group.entries)
    .map((e) => [
    e.name,
    e.email,
    e.phone,
    e.address ?? '',
    e.pin ?? '',
    e.categoryType,
    e.dishName ?? '',
    yesNo(e.drinks),
    yesNo(e.snacks),
    e.proteinMultiplier ?? 0,
    dispatchStatus(e),
  ]);
  const skips = skipped.map((e) => [e.name, e.email, e.phone, '', '', e.categoryType, '', '', '', '', skipStatus(e)]);
  return [CSV_HEADER as readonly (string | number)[], ...rows, ...skips].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export interface PinGroup<E> {
  /** null: users without an address. */
  pin: string | null;
  entries: E[];
}

/** The rows by PIN code (a delivery run each), PINs in order and users without an address last; rows keep their order within. */
export function groupByPin<E extends { pin?: string | null }>(entries: readonly E[]): PinGroup<E>[] {
  const groups = new Map<string | null, E[]>();
  for (const entry of entries) {
    const pin = entry.pin ?? null;
    groups.set(pin, [...(groups.get(pin) ?? []), entry]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([pin, rows]) => ({ pin, entries: rows }));
}

/** A group's heading: 'PIN 560038 · 3 meals', or 'No address · 1 meal'. */
export function pinGroupTitle(pin: string | null, count: number): string {
  return `${pin === null ? 'No address' : `PIN ${pin}`} · ${count} ${count === 1 ? 'meal' : 'meals'}`;
}
