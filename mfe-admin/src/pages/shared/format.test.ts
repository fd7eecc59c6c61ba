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

describe('formatDateTime (dd MMM yyyy, HH:mm IST, in India time)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("reads a moment in India's time, whatever the browser's zone, and says so", () => {
    expect(formatDateTime('2026-11-21T08:30:00.000Z')).toBe('21 Nov 2026, 14:00 IST');
    expect(formatDateTime(new Date('2026-03-04T18:37:00.000Z'))).toBe('05 Mar 2026, 00:07 IST');
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
