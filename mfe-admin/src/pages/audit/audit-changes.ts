// An audit entry's before and after as lines a person reads, never as JSON: one per value that
// changed ("Balance: ₹600.00 → ₹500.00"), or the values themselves when there was no before. Amounts
// are rupees as the rest of the console writes them, calendar days as its dates ('26 Nov 2026'), and
// a routine's change is a short list of the meals that changed ("Monday lunch: 13:00 Veg → 14:00
// Chicken"). The entries themselves keep their data as recorded; the words are the console's.
import { formatDate } from '@freshmeals/ui/dates';
import { capitalise, formatINR } from '@freshmeals/ui/format';
import { addressLine, type AddressParts } from '@freshmeals/rules/addresses';
import { API_KEY_ROLE_LABELS } from '@freshmeals/rules/api-keys';
import { ROLE_LABELS } from '@freshmeals/rules/users';
import { MEALS, PROTEIN_PORTION_GRAMS, WEEKDAYS } from '@freshmeals/rules/routines';

export type AuditValues = Record<string, unknown> | null | undefined;

/** The keys the gateway records, in words; any other key is written out from its camelCase name. */
const LABELS: Record<string, string> = {
  amount: 'Amount',
  balance: 'Balance',
  paymentMethod: 'Payment method',
  note: 'Note',
  reason: 'Reason',
  transactionId: 'Transaction',
  reversalId: 'Reversal',
  date: 'Date',
  meal: 'Meal',
  from: 'From',
  to: 'To',
  resumedFrom: 'Resumed from',
  charged: 'Charged',
  alreadyDeducted: 'Already deducted',
  failed: 'Failed',
  disabled: 'Disabled',
  routineCutoffHours: 'Pause cut-off',
  pins: 'PIN codes',
  pin: 'PIN code',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  role: 'Role',
  expiresOn: 'Expires after',
  enquiryId: 'Enquiry',
  address: 'Address',
};

/**
 * The order values are listed in: the gateway's own (the database keeps JSON keys in an order of
 * its own), then any other key as recorded.
 */
const ORDER = Object.keys(LABELS);
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);
const ordered = (keys: string[]) => [...keys].sort((a, b) => rank(a) - rank(b));

/** Values in rupees. */
const MONEY = new Set(['balance', 'amount']);
/** Calendar days, 'YYYY-MM-DD'. */
const DAYS = new Set(['date', 'from', 'to', 'resumedFrom', 'expiresOn']);
/** Record ids, written '#12'. */
const IDS = new Set(['transactionId', 'reversalId', 'enquiryId']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** 'routineCutoffHours' → 'Routine cutoff hours' for a key the console does not know yet. */
function label(key: string): string {
  return LABELS[key] ?? capitalise(key.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase());
}

const isAddress = (value: Record<string, unknown>): value is Record<string, unknown> & AddressParts =>
  typeof value.line1 === 'string' && typeof value.city === 'string' && typeof value.pin === 'string';

/** One value as people read it; nested values as 'Label: value' pairs. */
function show(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return key === 'expiresOn' ? 'never' : '—';
  if (typeof value === 'number') {
    if (MONEY.has(key)) return formatINR(value);
    if (IDS.has(key)) return `#${value}`;
    if (key === 'routineCutoffHours') return `${value} ${value === 1 ? 'hour' : 'hours'}`;
    return value.toLocaleString('en-IN');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (DAYS.has(key)) return formatDate(value);
    if (key === 'role') return (ROLE_LABELS as Record<string, string>)[value] ?? (API_KEY_ROLE_LABELS as Record<string, string>)[value] ?? capitalise(value);
    if (key === 'meal' || key === 'paymentMethod') return capitalise(value);
    return value;
  }
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((item) => show(key, item)).join(', ');
  if (isRecord(value)) {
    if (isAddress(value)) return addressLine(value);
    return Object.entries(value)
      .map(([inner, v]) => `${label(inner)}: ${show(inner, v)}`)
      .join('; ');
  }
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// ---- routines: weekday → meal → slot -------------------------------------------------------------

const isWeekdayMap = (value: Record<string, unknown>) => Object.keys(value).every((key) => (WEEKDAYS as readonly string[]).includes(key.toLowerCase()));

/** One slot of a routine: '13:00 Veg, snacks, drinks, +40 g protein'. */
function slotText(slot: unknown): string {
  if (!isRecord(slot)) return show('', slot);
  const hour = typeof slot.time === 'number' ? `${String(slot.time).padStart(2, '0')}:00` : null;
  const portions = typeof slot.proteinMultiplier === 'number' ? slot.proteinMultiplier : 0;
  const extras = [
    slot.snacks === true ? 'snacks' : null,
    slot.drinks === true ? 'drinks' : null,
    portions > 0 ? `+${portions * PROTEIN_PORTION_GRAMS} g protein` : null,
  ].filter(Boolean);
  const head = [hour, typeof slot.type === 'string' ? capitalise(slot.type) : null].filter(Boolean).join(' ');
  return [head, ...extras].join(', ');
}

/** The meals of two routines that differ, in week order: added, removed or changed. */
function routineLines(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const mealsOf = (routine: Record<string, unknown>, day: string) => {
    const key = Object.keys(routine).find((k) => k.toLowerCase() === day);
    const meals = key === undefined ? null : routine[key];
    return isRecord(meals) ? meals : {};
  };
  const lines: string[] = [];
  for (const day of WEEKDAYS) {
    const [was, now] = [mealsOf(before, day), mealsOf(after, day)];
    const meals = [...MEALS, ...[...new Set([...Object.keys(was), ...Object.keys(now)])].filter((m) => !(MEALS as readonly string[]).includes(m))];
    for (const meal of meals) {
      const [old, next] = [was[meal], now[meal]];
      if (same(old, next)) continue;
      const name = `${capitalise(day)} ${meal}`;
      if (old === undefined || old === null) lines.push(`${name}: added, ${slotText(next)}`);
      else if (next === undefined || next === null) lines.push(`${name}: removed (was ${slotText(old)})`);
      else lines.push(`${name}: ${slotText(old)} → ${slotText(next)}`);
    }
  }
  return lines;
}

export function changeLines(before: unknown, after: unknown): string[] {
  const old = isRecord(before) ? before : null;
  const next = isRecord(after) ? after : null;
  if (!old && !next) return [];
  // A routine: both sides map weekdays to meals (an empty routine is {}).
  if (isWeekdayMap(old ?? {}) && isWeekdayMap(next ?? {}) && Object.keys({ ...old, ...next }).length > 0) {
    return routineLines(old ?? {}, next ?? {});
  }
  if (!old) return ordered(Object.keys(next!)).map((key) => `${label(key)}: ${show(key, next![key])}`);
  if (!next) return ordered(Object.keys(old)).map((key) => `${label(key)}: ${show(key, old[key])} → —`);
  const keys = ordered([...new Set([...Object.keys(old), ...Object.keys(next)])]);
  return keys.flatMap((key) => {
    const [was, now] = [old[key], next[key]];
    if (same(was, now)) return [];
    if (!(key in old)) return [`${label(key)}: ${show(key, now)}`];
    return [`${label(key)}: ${show(key, was)} → ${show(key, now)}`];
  });
}
