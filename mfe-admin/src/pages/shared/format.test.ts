import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatINR, mealTypeLabel } from './format';

describe('formatINR (INR, en-IN, at most 2 fraction digits)', () => {
  it('groups in lakhs and rounds to paise', () => {
    expect(formatINR(0)).toBe('₹0.00');
    expect(formatINR(1500)).toBe('₹1,500.00');
    expect(formatINR(250000)).toBe('₹2,50,000.00');
    expect(formatINR(1234.5)).toBe('₹1,234.50');
    expect(formatINR(99.999)).toBe('₹100.00');
    expect(formatINR(10.25)).toBe('₹10.25');
  });
});

describe('formatDateTime (dd MMM yyyy, HH:mm in local time)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('formats a local date', () => {
    expect(formatDateTime(new Date(2026, 2, 5, 14, 7))).toBe('05 Mar 2026, 14:07');
    expect(formatDateTime(new Date(2026, 10, 21, 0, 0))).toBe('21 Nov 2026, 00:00');
  });

  it('reads ISO strings in the browser time zone', () => {
    const iso = '2026-11-21T08:30:00.000Z';
    const local = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatDateTime(iso)).toBe(
      `${pad(local.getDate())} Nov 2026, ${pad(local.getHours())}:${pad(local.getMinutes())}`,
    );
  });

  it('gives an empty text for a missing or bad date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe("mealTypeLabel (the plans page's names)", () => {
  it('names the plans as the public site does', () => {
    expect(mealTypeLabel('vegPlan')).toBe('Veg Plan');
    expect(mealTypeLabel('eggPlan')).toBe('Egg Plan');
    expect(mealTypeLabel('chickenPlan')).toBe('Chicken Plan');
    expect(mealTypeLabel('veg Plan')).toBe('Veg Plan');
  });
});
