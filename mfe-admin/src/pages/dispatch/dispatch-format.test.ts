import { describe, expect, it } from 'vitest';
import { dispatchHeading, emptyText, parseMeal, weekdayIn, yesNo } from './dispatch-format';

describe('dispatch texts', () => {
  it('heads the list with an en dash, the weekday and the meal', () => {
    expect(dispatchHeading('saturday', 'lunch')).toBe('Dispatch List – Saturday (lunch)');
  });

  it('says who was not found', () => {
    expect(emptyText('dinner', 'monday')).toBe('No users found for dinner on Monday');
  });

  it('reads the meal filter, lunch by default', () => {
    expect(parseMeal('breakfast')).toBe('breakfast');
    expect(parseMeal('Dinner')).toBe('dinner');
    expect(parseMeal(null)).toBe('lunch');
    expect(parseMeal('brunch')).toBe('lunch');
  });

  it('says Yes or No', () => {
    expect([yesNo(true), yesNo(false)]).toEqual(['Yes', 'No']);
  });

  it("finds today's weekday in the business time zone", () => {
    // 20:00 UTC on Saturday is already Sunday in Kolkata (UTC+5:30).
    const now = new Date('2026-11-21T20:00:00Z');
    expect(weekdayIn('Asia/Kolkata', now)).toBe('sunday');
    expect(weekdayIn('UTC', now)).toBe('saturday');
    expect(weekdayIn('Not/AZone', now)).toMatch(/day$/);
  });
});
