import { describe, expect, it } from 'vitest';
import { ALL_DISHES, ALL_TYPES, NO_DISH, PRODUCTION_CSV_HEADER, productionCsv, productionFileName, productionRows } from './production-format';

const line = (categoryType: string, dishName: string | null, meals: number, proteinPortions = 0, snacks = 0, drinks = 0) => ({
  categoryType,
  dishName,
  meals,
  proteinPortions,
  snacks,
  drinks,
});

describe('productionRows', () => {
  it("lists each type's dishes, then the type's total, types in the kitchen's order, the meal's total last; protein in grams", () => {
    const rows = productionRows([
      line('chicken', 'Butter Chicken', 3, 4, 1, 2),
      line('veg', 'Paneer Tikka', 2, 1, 2, 0),
      line('veg', 'Dal Tadka', 5, 0, 1, 1),
      line('egg', null, 1, 0, 0, 1),
    ]);
    expect(rows.map((r) => [r.kind, r.type, r.dish, r.meals, r.proteinGrams, r.snacks, r.drinks])).toEqual([
      ['dish', 'veg', 'Dal Tadka', 5, 0, 1, 1],
      ['dish', 'veg', 'Paneer Tikka', 2, 20, 2, 0],
      ['type', 'veg', ALL_DISHES, 7, 20, 3, 1],
      ['dish', 'egg', NO_DISH, 1, 0, 0, 1],
      ['type', 'egg', ALL_DISHES, 1, 0, 0, 1],
      ['dish', 'chicken', 'Butter Chicken', 3, 80, 1, 2],
      ['type', 'chicken', ALL_DISHES, 3, 80, 1, 2],
      ['total', ALL_TYPES, '', 11, 100, 4, 4],
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it('has no rows, not even a total, when nothing is cooked', () => {
    expect(productionRows([])).toEqual([]);
  });
});

describe('productionCsv', () => {
  it('writes the header and the rows as shown, each with its date and meal, CRLF line ends', () => {
    const csv = productionCsv('2026-11-29', 'lunch', productionRows([line('veg', 'Dal Tadka', 5, 2, 1, 1)]));
    expect(csv).toBe(
      [
        'Date,Meal,Type,Dish,Meals,Protein (g),Snacks,Drinks',
        '2026-11-29,lunch,veg,Dal Tadka,5,40,1,1',
        '2026-11-29,lunch,veg,All dishes,5,40,1,1',
        '2026-11-29,lunch,All types,,5,40,1,1',
        '',
      ].join('\r\n'),
    );
    expect(csv.split('\r\n')[0]).toBe(PRODUCTION_CSV_HEADER.join(','));
  });

  it('quotes dish names with commas, quotes or line breaks, and keeps formula-like names as text', () => {
    const csv = productionCsv(
      '2026-11-29',
      'dinner',
      productionRows([line('veg', 'Rajma, Rice', 1), line('veg', 'The "Special"', 1), line('veg', 'Two\nlines', 1), line('veg', '=HYPERLINK("x")', 1)]),
    );
    const rows = csv.split('\r\n');
    expect(rows).toContain('2026-11-29,dinner,veg,"Rajma, Rice",1,0,0,0');
    expect(rows).toContain('2026-11-29,dinner,veg,"The ""Special""",1,0,0,0');
    expect(csv).toContain('2026-11-29,dinner,veg,"Two\nlines",1,0,0,0');
    expect(rows).toContain(`2026-11-29,dinner,veg,"'=HYPERLINK(""x"")",1,0,0,0`);
  });

  it('names the file after the date and the meal', () => {
    expect(productionFileName('2026-11-29', 'lunch')).toBe('production-2026-11-29-lunch.csv');
  });
});
