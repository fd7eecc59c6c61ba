// Business-time-zone dates ("today", weekdays and meal windows use the business time zone,
// Asia/Kolkata by default). Calendar dates travel as 'YYYY-MM-DD' strings (LocalDate); PostgreSQL
// `date` columns hold them as UTC midnight, which is what Prisma reads and writes for @db.Date.
// Zone arithmetic is left to date-fns and @date-fns/tz (IANA zones via Intl), never to hand-written
// offsets, so any configured zone works, with or without daylight saving.
import { TZDate, tz } from '@date-fns/tz';
// One module per function: the package's index loads all of date-fns (about 250 files, 0.75 s of
// the gateway's start).
import { addDays as addDaysFns } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { getISODay } from 'date-fns/getISODay';
import { parseISO } from 'date-fns/parseISO';
import { startOfWeek } from 'date-fns/startOfWeek';
import { WEEKDAYS, type Weekday } from '@freshmeals/rules/routines';

/** A calendar date, 'YYYY-MM-DD'. */
export type LocalDate = string;

const utc = tz('UTC');
const HOUR_MS = 3_600_000;

/** The last date asked per zone, with the minute it holds for. */
const lastBusinessDate = new Map<string, { minute: number; date: LocalDate }>();

/**
 * The calendar date in the business time zone at the instant `now`. Formatting in a zone costs more
 * than the rest of a small request, and most requests ask it: the answer is kept per zone for the
 * minute it was asked in (a zone's date only ever changes at a whole minute).
 */
export function businessDate(now: Date, timeZone: string): LocalDate {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = lastBusinessDate.get(timeZone);
  if (known?.minute === minute) return known.date;
  const date = format(now, 'yyyy-MM-dd', { in: tz(timeZone) });
  lastBusinessDate.set(timeZone, { minute, date });
  return date;
}

/** Monday..Sunday of a calendar date. */
export function weekdayOf(date: LocalDate): Weekday {
  return WEEKDAYS[getISODay(parseISO(date, { in: utc })) - 1]!;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return format(addDaysFns(parseISO(date, { in: utc }), days), 'yyyy-MM-dd');
}

/** The Monday that starts the Monday–Sunday week of `date`. */
export function weekStartOf(date: LocalDate): LocalDate {
  return format(startOfWeek(parseISO(date, { in: utc }), { weekStartsOn: 1 }), 'yyyy-MM-dd');
}

/** The instant a meal at `hour`:00 on `date` starts, in the business time zone. */
export function mealStartsAt(date: LocalDate, hour: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, hour, 0, 0, timeZone).getTime());
}

/** Midnight at the start of a business day, as an instant. */
export const startOfBusinessDay = (date: LocalDate, timeZone: string): Date => mealStartsAt(date, 0, timeZone);

/** Whole hours (may be fractional) from `now` until the meal starts; negative once it has started. */
export function hoursUntil(start: Date, now: Date): number {
  return (start.getTime() - now.getTime()) / HOUR_MS;
}

/** The next `weekday` on or after `today` (today itself when it is that weekday). */
export function nextOccurrence(weekday: Weekday, today: LocalDate): LocalDate {
  const ahead = (WEEKDAYS.indexOf(weekday) - WEEKDAYS.indexOf(weekdayOf(today)) + 7) % 7;
  return addDays(today, ahead);
}

/** The UTC-midnight Date Prisma uses for a @db.Date column. */
export function toDbDate(date: LocalDate): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** The calendar date of a @db.Date value read by Prisma. */
export function fromDbDate(value: Date): LocalDate {
  return value.toISOString().slice(0, 10);
}

/** 'Monday' for 'monday' (the product's English weekday names). */
export function weekdayName(weekday: Weekday): string {
  return `${weekday[0]!.toUpperCase()}${weekday.slice(1)}`;
}
