import { describe, expect, it } from 'vitest';
import { formatBusinessDateTime, formatDateTime } from './dates.ts';
import { capitalise, formatINR } from './format.ts';

describe('formats', () => {
  it('writes INR in the en-IN locale with at most 2 fraction digits', () => {
    expect(formatINR(139)).toBe('₹139.00');
    expect(formatINR(123456.789)).toBe('₹1,23,456.79');
    expect(formatINR(-179)).toBe('-₹179.00');
  });

  it("writes dates as 'dd MMM yyyy, HH:mm' in local time, and nothing for a missing or bad one", () => {
    expect(formatDateTime(new Date(2026, 2, 5, 14, 7))).toBe('05 Mar 2026, 14:07');
    expect(formatDateTime(new Date(2026, 10, 24, 9, 0).toISOString())).toBe('24 Nov 2026, 09:00');
    for (const value of [null, undefined, '', 'not a date']) expect(formatDateTime(value)).toBe('');
  });

  it('writes a moment in business time (India), whatever the browser\'s zone, and says so', () => {
    expect(formatBusinessDateTime('2026-11-23T07:30:00.000Z')).toBe('23 Nov 2026, 13:00 IST');
    expect(formatBusinessDateTime(new Date('2026-09-01T18:45:00.000Z'))).toBe('02 Sep 2026, 00:15 IST');
    for (const value of [null, undefined, '', 'not a date']) expect(formatBusinessDateTime(value)).toBe('');
  });

  it('capitalises enum values', () => {
    expect([capitalise('breakfast'), capitalise('')]).toEqual(['Breakfast', '']);
  });
});
