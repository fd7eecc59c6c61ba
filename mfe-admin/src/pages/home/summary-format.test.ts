import { describe, expect, it } from 'vitest';
import { capitalise, dayTitle, dispatchHref, formatLocalDate, inOrder, MEAL_ORDER, TYPE_ORDER } from './summary-format';

describe('summary texts', () => {
  it('titles the cards Today, Tomorrow, then by weekday', () => {
    expect(dayTitle('today', 'saturday')).toBe('Today');
    expect(dayTitle('tomorrow', 'sunday')).toBe('Tomorrow');
    expect(dayTitle('later', 'wednesday')).toBe('Wednesday');
  });

  it('formats the API dates as dd MMM yyyy', () => {
    expect(formatLocalDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatLocalDate('2026-01-05')).toBe('05 Jan 2026');
    expect(formatLocalDate('2026-13-05')).toBe('2026-13-05');
    expect(formatLocalDate('soon')).toBe('soon');
  });

  it('links a meal to the dispatch list with that filter', () => {
    expect(dispatchHref('lunch')).toBe('/dashboard/dispatch-summary?mealType=lunch');
  });

  it('capitalises', () => {
    expect(capitalise('friday')).toBe('Friday');
    expect(capitalise('')).toBe('');
  });

  it('orders meals and types in the product’s order', () => {
    expect(inOrder(['dinner', 'breakfast', 'lunch'], (m) => m, MEAL_ORDER)).toEqual(['breakfast', 'lunch', 'dinner']);
    expect(inOrder([{ t: 'egg' }, { t: 'x' }, { t: 'veg' }, { t: 'chicken' }], (i) => i.t, TYPE_ORDER).map((i) => i.t)).toEqual([
      'veg',
      'chicken',
      'egg',
      'x',
    ]);
  });
});
