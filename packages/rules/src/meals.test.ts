import { describe, expect, it } from 'vitest';
import { changeFromLabel, shortDate } from './meals.ts';

describe('dates of routine changes', () => {
  it("reads a calendar date as that date, e.g. 'From Fri 4 Dec', whatever the reader's time zone", () => {
    expect(shortDate('2026-12-04')).toBe('Fri 4 Dec');
    expect(changeFromLabel('2026-12-04')).toBe('From Fri 4 Dec');
    expect(changeFromLabel('2027-01-01')).toBe('From Fri 1 Jan');
    expect(changeFromLabel('2026-11-29')).toBe('From Sun 29 Nov');
  });
});
