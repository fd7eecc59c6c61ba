import { describe, expect, it } from 'vitest';
import { isOptionChecked, readTypes, toggleTypeFilter } from './type-filter';

describe('the dish type filter (all, veg, egg, chicken; several at once)', () => {
  it('starts at all and adds or removes types', () => {
    expect(isOptionChecked([], 'all')).toBe(true);
    expect(toggleTypeFilter([], 'veg')).toEqual(['veg']);
    expect(toggleTypeFilter(['veg'], 'chicken')).toEqual(['veg', 'chicken']);
    expect(toggleTypeFilter(['veg', 'chicken'], 'veg')).toEqual(['chicken']);
    expect(toggleTypeFilter(['chicken'], 'chicken')).toEqual([]);
  });

  it('all clears the types, and every type at once is all', () => {
    expect(toggleTypeFilter(['veg', 'egg'], 'all')).toEqual([]);
    expect(toggleTypeFilter(['veg', 'egg'], 'chicken')).toEqual([]);
    expect(isOptionChecked(['egg'], 'all')).toBe(false);
    expect(isOptionChecked(['egg'], 'egg')).toBe(true);
  });

  it('reads the types of the URL, dropping unknown ones', () => {
    expect(readTypes(['chicken', 'fish', 'veg'])).toEqual(['veg', 'chicken']);
  });
});
