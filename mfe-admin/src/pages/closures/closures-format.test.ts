import { describe, expect, it } from 'vitest';
import { CLOSURE_CHOICES, closureDay, closureRows, reopenQuestion, WHOLE_DAY } from './closures-format';

const closure = (id: string, date: string, meal: string, reason = 'Diwali') => ({ id, date, meal, reason });

describe('closureRows', () => {
  it('shows a date closed for every meal with one reason as one Whole day row that reopens all three', () => {
    const rows = closureRows([closure('b', '2026-12-01', 'breakfast'), closure('d', '2026-12-01', 'dinner'), closure('l', '2026-12-01', 'lunch')]);
    expect(rows).toEqual([{ key: 'b|d|l', date: '2026-12-01', what: 'Whole day', reason: 'Diwali', ids: ['b', 'd', 'l'] }]);
  });

  it('lists single meals one by one, in meal order, dates in order', () => {
    const rows = closureRows([
      closure('x', '2026-12-05', 'dinner', 'Staff outing'),
      closure('y', '2026-12-02', 'dinner', 'Gas repair'),
      closure('z', '2026-12-02', 'breakfast', 'Gas repair'),
    ]);
    expect(rows.map((r) => [r.date, r.what, r.reason, r.ids])).toEqual([
      ['2026-12-02', 'Breakfast', 'Gas repair', ['z']],
      ['2026-12-02', 'Dinner', 'Gas repair', ['y']],
      ['2026-12-05', 'Dinner', 'Staff outing', ['x']],
    ]);
  });

  it('keeps three meals closed for different reasons apart: each says its own reason', () => {
    const rows = closureRows([closure('b', '2026-12-01', 'breakfast', 'Diwali'), closure('l', '2026-12-01', 'lunch', 'Diwali'), closure('d', '2026-12-01', 'dinner', 'Power cut')]);
    expect(rows.map((r) => `${r.what}: ${r.reason}`)).toEqual(['Breakfast: Diwali', 'Lunch: Diwali', 'Dinner: Power cut']);
  });

  it('lists nothing for no closures', () => {
    expect(closureRows([])).toEqual([]);
  });
});

describe('texts', () => {
  it('offers the whole day first, then each meal', () => {
    expect(CLOSURE_CHOICES).toEqual([
      { value: WHOLE_DAY, label: 'Whole day' },
      { value: 'breakfast', label: 'Breakfast' },
      { value: 'lunch', label: 'Lunch' },
      { value: 'dinner', label: 'Dinner' },
    ]);
  });

  it('writes the day with its weekday and asks before reopening', () => {
    expect(closureDay('2026-11-23')).toBe('Mon, 23 Nov 2026');
    expect(reopenQuestion({ date: '2026-11-23', what: 'Lunch' })).toBe(
      'Reopen the kitchen for lunch on Mon, 23 Nov 2026? Its meals go back on the lists and are charged as usual.',
    );
    expect(reopenQuestion({ date: '2026-11-23', what: 'Whole day' })).toMatch(/^Reopen the kitchen for the whole day on Mon, 23 Nov 2026\?/);
  });
});
