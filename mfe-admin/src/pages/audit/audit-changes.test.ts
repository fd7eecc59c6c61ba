import { describe, expect, it } from 'vitest';
import { changeLines } from './audit-changes';

describe('changeLines', () => {
  it('shows what changed, from and to', () => {
    expect(changeLines({ balance: 600 }, { balance: 500, amount: 100, reason: 'refund', note: null })).toEqual([
      'balance: 600 → 500',
      'amount: 100',
      'reason: refund',
      'note: —',
    ]);
  });

  it('lists the values when there was nothing before, and nothing when nothing was kept', () => {
    expect(changeLines(null, { date: '2026-11-26', meal: 'lunch' })).toEqual(['date: 2026-11-26', 'meal: lunch']);
    expect(changeLines(null, null)).toEqual([]);
    expect(changeLines({ disabled: false }, { disabled: true })).toEqual(['disabled: false → true']);
  });

  it('writes nested values (a routine day) as JSON, and leaves out what did not change', () => {
    expect(changeLines({ monday: { lunch: { time: 13 } }, friday: { dinner: { time: 20 } } }, { monday: { lunch: { time: 14 } }, friday: { dinner: { time: 20 } } }))
      .toEqual(['monday: {"lunch":{"time":13}} → {"lunch":{"time":14}}']);
    expect(changeLines({ friday: { lunch: { time: 13 } } }, {})).toEqual(['friday: {"lunch":{"time":13}} → —']);
  });
});
