import { describe, expect, it } from 'vitest';
import { formatMealDate, formatMealHour, mealExtras, upcomingStatus } from './upcoming';

describe('upcomingStatus', () => {
  it('is Skipped, Deducted or Scheduled', () => {
    expect(upcomingStatus({ skipped: true, deducted: false })).toBe('Skipped');
    expect(upcomingStatus({ skipped: false, deducted: true })).toBe('Deducted');
    expect(upcomingStatus({ skipped: false, deducted: false })).toBe('Scheduled');
    // A skip wins: a skipped meal is not charged.
    expect(upcomingStatus({ skipped: true, deducted: true })).toBe('Skipped');
  });
});

describe('formatMealDate', () => {
  it("shows a calendar day as 'EEE, dd MMM' whatever the time zone", () => {
    expect(formatMealDate('2026-11-23')).toBe('Mon, 23 Nov');
    expect(formatMealDate('2026-03-01')).toBe('Sun, 01 Mar');
  });

  it('gives back what it cannot read', () => {
    expect(formatMealDate('')).toBe('');
    expect(formatMealDate('tomorrow')).toBe('tomorrow');
  });
});

describe('meal details', () => {
  it('pads the hour and lists the extras', () => {
    expect(formatMealHour(8)).toBe('08:00');
    expect(formatMealHour(20)).toBe('20:00');
    expect(mealExtras({ snacks: true, drinks: false, proteinMultiplier: 2 })).toEqual(['Snacks', '+40 g protein']);
    expect(mealExtras({ snacks: false, drinks: true, proteinMultiplier: 0 })).toEqual(['Drinks']);
  });
});
