import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from './dates.ts';
import { capitalise, formatINR } from './format.ts';

describe('formats', () => {
  it('writes INR in the en-IN locale with at most 2 fraction digits', () => {
    expect(formatINR(139)).toBe('₹139.00');
    expect(formatINR(123456.789)).toBe('₹1,23,456.79');
    expect(formatINR(-179)).toBe('-₹179.00');
  });

  it("writes a moment as 'dd MMM yyyy, HH:mm IST' in India's time, whatever the browser's zone, and nothing for a missing or bad one", () => {
    expect(formatDateTime('2026-11-23T07:30:00.000Z')).toBe('23 Nov 2026, 13:00 IST');
    expect(formatDateTime(new Date('2026-09-01T18:45:00.000Z'))).toBe('02 Sep 2026, 00:15 IST');
    for (const value of [null, undefined, '', 'not a date']) expect(formatDateTime(value)).toBe('');
  });

  it('makes the money format ahead of its first use when asked, and only once', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      const fresh = await import('./format.ts');
      fresh.prepareFormats();
      expect(made).toHaveBeenCalledTimes(1);
      fresh.prepareFormats();
      expect(fresh.formatINR(1234.5)).toBe('₹1,234.50');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });

  it('capitalises enum values', () => {
    expect([capitalise('breakfast'), capitalise('')]).toEqual(['Breakfast', '']);
  });
});
