// Business dates: the kitchen's calendar and how a date is written, for the gateway (its messages and
// notes) and the apps (their pages and date pickers) alike, so that a date reads the same in an
// error, a transaction note and a page, and a picker offers exactly the days the server accepts.
// Calendar dates travel as 'YYYY-MM-DD' strings. Zone arithmetic goes through Intl (IANA zones, with
// or without daylight saving), never through hand-written offsets, and no date library: the public
// site's first screen loads this file.

/**
 * The kitchen's time zone: meal hours and skip deadlines are India time, wherever the customer's
 * browser is (the gateway's default BUSINESS_TIME_ZONE).
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
export const BUSINESS_TIME_LABEL = 'IST';

/** The pattern every calendar date is written in: the date part of the product's 'dd MMM yyyy, HH:mm'. */
export const DATE_FORMAT = 'dd MMM yyyy';
/** The pattern every moment is written in (the zone's label follows it). */
export const DATE_TIME_FORMAT = 'dd MMM yyyy, HH:mm';

// 'MMM': Intl's en-GB short names differ ('Sept').
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const partsFormats = new Map<string, Intl.DateTimeFormat>();
/** Year, month, day, hour, minute and second of `instant` on the wall clocks of `timeZone`. */
function wallClock(instant: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  let parts = partsFormats.get(timeZone);
  if (!parts) {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, parts);
  }
  const found = Object.fromEntries(parts.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return { year: found.year!, month: found.month!, day: found.day!, hour: found.hour!, minute: found.minute!, second: found.second! };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar date in `timeZone` (the business's by default) at the instant `now`, 'YYYY-MM-DD'. */
export function businessToday(now: Date = new Date(), timeZone: string = BUSINESS_TIME_ZONE): string {
  const { year, month, day } = wallClock(now, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * The calendar year in business time: the business's year turns at midnight in India, so a browser
 * behind India (UTC, the Americas) is already in the new year from 18:30 UTC on 31 December.
 */
export function businessYear(now: Date = new Date(), timeZone: string = BUSINESS_TIME_ZONE): number {
  // More than a day from the turn of the year in UTC, every zone's wall clock (all are within 14
  // hours of UTC) shows the same year as UTC's, so Intl is not asked: a page's first Intl date
  // format costs 25-40 ms of CPU (more on a slow phone), and every public page's footer asks this.
  const year = now.getUTCFullYear();
  const time = now.getTime();
  if (time - Date.UTC(year, 0, 1) > DAY_MS && Date.UTC(year + 1, 0, 1) - time > DAY_MS) return year;
  return wallClock(now, timeZone).year;
}

/** A 'YYYY-MM-DD' date as UTC midnight (its calendar arithmetic), or null when it is not one. */
function parseDay(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = new Date(`${date}T00:00:00.000Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date ? null : day;
}

/** `days` calendar days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const day = parseDay(date);
  if (!day) throw new RangeError(`Not a date: ${date}`);
  return new Date(day.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant `hour`:00 on `date` begins on the wall clocks of `timeZone`. */
export function zonedHour(date: string, hour: number, timeZone: string): Date {
  const day = parseDay(date);
  if (!day) throw new RangeError(`Not a date: ${date}`);
  const wall = day.getTime() + hour * HOUR_MS;
  const offsetAt = (instant: number) => {
    const c = wallClock(new Date(instant), timeZone);
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(instant / 1000) * 1000;
  };
  // The zone's offset at a first guess, then again at the corrected instant: right on either side of
  // a daylight-saving change.
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}

/**
 * The first day whose meals may still change (a skip, a pause): its first meal, at `firstHour`, starts
 * more than `cutoffHours` after `now`. Today never is, as with routine changes. The gateway refuses an
 * earlier day with this very function, and the apps' date pickers disable the days before it.
 */
export function firstChangeableDay(now: Date, timeZone: string, cutoffHours: number, firstHour: number): string {
  let day = addDays(businessToday(now, timeZone), 1);
  while ((zonedHour(day, firstHour, timeZone).getTime() - now.getTime()) / HOUR_MS <= cutoffHours) day = addDays(day, 1);
  return day;
}

/** A calendar date as people read it: '2026-11-27' → '27 Nov 2026'; the input itself when it is not a date. */
export function formatDate(date: string): string {
  const day = parseDay(date);
  if (!day) return date;
  return `${pad(day.getUTCDate())} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** A meal's day, short, with its weekday: '2026-11-23' → 'Mon, 23 Nov'; the input itself when it is not a date. */
export function formatMealDay(date: string): string {
  const day = parseDay(date);
  if (!day) return date;
  return `${WEEKDAY_SHORT[day.getUTCDay()]}, ${pad(day.getUTCDate())} ${MONTHS[day.getUTCMonth()]}`;
}

/**
 * A moment on the business's clock, said so: e.g. '23 Nov 2026, 13:00 IST'; '' for a missing or bad
 * date. A payment, a transaction or an audit entry then reads the same on every machine (a browser's
 * own zone made one payment read 17:45, 12:15 and 07:15 on three of them), and the label says which
 * clock it is.
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const c = wallClock(date, BUSINESS_TIME_ZONE);
  return `${pad(c.day)} ${MONTHS[c.month - 1]} ${c.year}, ${pad(c.hour)}:${pad(c.minute)} ${BUSINESS_TIME_LABEL}`;
}

/** Whether `value` is a calendar date written 'YYYY-MM-DD' that exists (no 2026-02-30). */
export function isLocalDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
