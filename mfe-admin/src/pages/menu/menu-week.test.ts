import { describe, expect, it } from 'vitest';
import { addDays, assign, menuItemsOf, menuStateFrom, mondayOf, sameMenu, slotKey, validDate, weekLabel } from './menu-week';

describe('menu state', () => {
  const items = [
    { weekday: 'tuesday', meal: 'lunch', type: 'chicken', dishId: 12 },
    { weekday: 'monday', meal: 'dinner', type: 'veg', dishId: 3 },
    { weekday: 'monday', meal: 'breakfast', type: 'egg', dishId: 9 },
    { weekday: 'funday', meal: 'lunch', type: 'veg', dishId: 1 },
  ];

  it('reads the API items and writes them back in week, meal and type order', () => {
    const state = menuStateFrom(items);
    expect(state[slotKey('monday', 'dinner', 'veg')]).toBe(3);
    expect(menuItemsOf(state)).toEqual([
      { weekday: 'monday', meal: 'breakfast', type: 'egg', dishId: 9 },
      { weekday: 'monday', meal: 'dinner', type: 'veg', dishId: 3 },
      { weekday: 'tuesday', meal: 'lunch', type: 'chicken', dishId: 12 },
    ]);
  });

  it('assigns and clears one slot without changing the input', () => {
    const state = menuStateFrom(items);
    const changed = assign(state, 'friday', 'lunch', 'veg', 5);
    expect(menuItemsOf(changed)).toHaveLength(4);
    expect(menuItemsOf(state)).toHaveLength(3);
    expect(sameMenu(state, changed)).toBe(false);
    expect(sameMenu(state, assign(changed, 'friday', 'lunch', 'veg', null))).toBe(true);
    // Up to three type slots per cell.
    const full = assign(assign(assign({}, 'sunday', 'lunch', 'veg', 1), 'sunday', 'lunch', 'egg', 2), 'sunday', 'lunch', 'chicken', 3);
    expect(menuItemsOf(full).map((i) => i.type)).toEqual(['veg', 'egg', 'chicken']);
  });
});

describe('weeks', () => {
  it('finds the Monday of a week', () => {
    expect(mondayOf('2026-11-21')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('moves by days across months and years', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-02', -7)).toBe('2026-02-23');
  });

  it('labels a week', () => {
    expect(weekLabel('2026-11-16')).toBe('16 Nov – 22 Nov 2026');
    expect(weekLabel('2026-12-28')).toBe('28 Dec 2026 – 03 Jan 2027');
  });

  it('accepts only real dates', () => {
    expect(validDate('2026-11-16')).toBe('2026-11-16');
    expect(validDate('2026-02-30')).toBeNull();
    expect(validDate('next week')).toBeNull();
    expect(validDate(null)).toBeNull();
  });
});
