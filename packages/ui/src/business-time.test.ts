// The business's calendar, whatever the machine's time zone: India turns the day at 18:30 UTC.
import { describe, expect, it } from 'vitest';
import { businessToday, businessYear } from './business-time';

describe('business time', () => {
  it("gives India's date, not the machine's, on either side of India's midnight", () => {
    expect(businessToday(new Date('2026-11-25T18:29:59Z'))).toBe('2026-11-25');
    expect(businessToday(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
    expect(businessToday(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(businessYear(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
  });
});
