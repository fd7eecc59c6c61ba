// The shared calendar: India's date whatever the machine's zone, zone arithmetic that agrees with
// date-fns (which the gateway uses elsewhere) on both sides of daylight-saving changes, the first day
// a change may still touch, and dates written as people read them.
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { addDays, businessToday, businessYear, firstChangeableDay, formatDate, formatDateTime, formatMealDay, isLocalDate, zonedHour } from './dates';

describe('business dates', () => {
  it("gives India's date, not the machine's, on either side of India's midnight", () => {
    expect(businessToday(new Date('2026-11-25T18:29:59Z'))).toBe('2026-11-25');
    expect(businessToday(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
    expect(businessToday(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(businessYear(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
    expect(businessYear(new Date('2026-12-31T18:29:59Z'))).toBe(2026);
  });

  it("gives the business's year in any zone, also near the turn of the year in UTC", () => {
    // Every hour across two days either side of the UTC new year, and an instant mid-year, in zones
    // from UTC-10 to UTC+14: the year on the zone's own wall clock, as Intl reads it.
    const zones = ['Asia/Kolkata', 'Pacific/Kiritimati', 'Pacific/Honolulu', 'America/New_York', 'UTC'];
    const instants = [new Date('2026-06-15T12:00:00Z')];
    for (let hour = -48; hour <= 48; hour++) instants.push(new Date(Date.UTC(2027, 0, 1) + hour * 3_600_000 - 1));
    for (const timeZone of zones) {
      for (const instant of instants) {
        const wall = Number(new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(instant));
        expect(businessYear(instant, timeZone), `${instant.toISOString()} in ${timeZone}`).toBe(wall);
      }
    }
    expect(businessToday(new Date('2026-11-25T03:00:00Z'), 'America/New_York')).toBe('2026-11-24');
  });

  it('tells a calendar date that exists from one that does not or is written otherwise', () => {
    expect(isLocalDate('2026-11-26')).toBe(true);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('2026-1-26')).toBe(false);
    expect(isLocalDate(' 2026-11-26')).toBe(false);
    expect(isLocalDate('26/11/2026')).toBe(false);
  });

  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('finds the instant of a wall-clock hour as date-fns does, daylight saving included', () => {
    const cases: [string, number, string][] = [
      ['2026-11-27', 6, 'Asia/Kolkata'],
      ['2026-11-27', 0, 'Asia/Kolkata'],
      ['2026-03-08', 6, 'America/New_York'],
      ['2026-03-07', 22, 'America/New_York'],
      ['2026-11-01', 6, 'America/New_York'],
      ['2026-03-29', 6, 'Europe/London'],
      ['2026-10-25', 12, 'Europe/London'],
      ['2026-04-05', 6, 'Australia/Sydney'],
    ];
    for (const [date, hour, zone] of cases) {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      expect(zonedHour(date, hour, zone).toISOString(), `${date} ${hour}:00 ${zone}`).toBe(new Date(new TZDate(y, m - 1, d, hour, 0, 0, zone).getTime()).toISOString());
    }
    expect(zonedHour('2026-11-27', 6, 'Asia/Kolkata').toISOString()).toBe('2026-11-27T00:30:00.000Z');
  });

  it('opens a day to changes only when its first meal starts more than the cut-off ahead', () => {
    // 27 Nov, 20:00 IST: 28 Nov 06:00 is 10 h ahead, inside a 12 h cut-off; 29 Nov is the first.
    const evening = new Date('2026-11-27T14:30:00Z');
    expect(firstChangeableDay(evening, 'Asia/Kolkata', 12, 6)).toBe('2026-11-29');
    // 27 Nov, 17:30 IST: 28 Nov 06:00 is 12.5 h ahead.
    expect(firstChangeableDay(new Date('2026-11-27T12:00:00Z'), 'Asia/Kolkata', 12, 6)).toBe('2026-11-28');
    // Exactly the cut-off ahead is too late.
    expect(firstChangeableDay(new Date('2026-11-27T12:30:00Z'), 'Asia/Kolkata', 12, 6)).toBe('2026-11-29');
    // No cut-off: tomorrow, never today.
    expect(firstChangeableDay(evening, 'Asia/Kolkata', 0, 6)).toBe('2026-11-28');
    expect(firstChangeableDay(evening, 'Asia/Kolkata', 72, 6)).toBe('2026-12-01');
  });

  it('writes dates and moments the one way the apps and the gateway use', () => {
    expect(formatDate('2026-11-27')).toBe('27 Nov 2026');
    expect(formatDate('2026-09-05')).toBe('05 Sep 2026');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatMealDay('2026-11-23')).toBe('Mon, 23 Nov');
    expect(formatMealDay('2026-02-30')).toBe('2026-02-30');
    expect(formatDateTime('2026-11-23T07:30:00Z')).toBe('23 Nov 2026, 13:00 IST');
    expect(formatDateTime(new Date('2026-11-25T18:30:00Z'))).toBe('26 Nov 2026, 00:00 IST');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('garbage')).toBe('');
  });
});
