// The pause rules the gateway enforces and the account page's pickers follow.
import { describe, expect, it } from 'vitest';
import { firstPauseDay, lastPauseDay, pauseDays, pauseTooSoonMessage, MAX_PAUSE_DAYS } from './pauses';

describe('pause rules', () => {
  it('starts a pause only on a day whose first meal is more than the cut-off ahead', () => {
    // 27 Nov 2026, 20:00 IST: breakfast on the 28th (06:00) is 10 hours ahead.
    const now = new Date('2026-11-27T14:30:00Z');
    expect(firstPauseDay(now, 'Asia/Kolkata', 12)).toBe('2026-11-29');
    expect(firstPauseDay(now, 'Asia/Kolkata', 8)).toBe('2026-11-28');
  });

  it('says the earliest day as pages write dates, and the hours in words', () => {
    expect(pauseTooSoonMessage('2026-11-29', 12)).toBe('Deliveries can be paused from 29 Nov 2026 at the earliest: changes close 12 hours before a meal.');
    expect(pauseTooSoonMessage('2026-12-01', 1)).toBe('Deliveries can be paused from 01 Dec 2026 at the earliest: changes close 1 hour before a meal.');
  });

  it('ends a pause at most MAX_PAUSE_DAYS days after it starts, both ends counted', () => {
    expect(pauseDays('2026-11-29', lastPauseDay('2026-11-29'))).toBe(MAX_PAUSE_DAYS);
  });
});
