import { describe, expect, it } from 'vitest';
import { categoryOptions, CREATE_PREFIX } from './category-options';

const CATEGORIES = [
  { categoryId: 1, name: 'Bowls' },
  { categoryId: 2, name: 'Salads' },
  { categoryId: 3, name: 'Breakfast' },
];

describe("the Category combobox ('Create' only for new, non-empty text)", () => {
  it('lists every category when nothing is typed, with no Create', () => {
    expect(categoryOptions(CATEGORIES, '')).toEqual([
      { value: '1', label: 'Bowls' },
      { value: '2', label: 'Salads' },
      { value: '3', label: 'Breakfast' },
    ]);
    expect(categoryOptions(CATEGORIES, '   ').some((o) => o.value.startsWith(CREATE_PREFIX))).toBe(false);
  });

  it('filters by the typed text and offers Create for a new name', () => {
    expect(categoryOptions(CATEGORIES, 'b')).toEqual([
      { value: '1', label: 'Bowls' },
      { value: '3', label: 'Breakfast' },
      { value: `${CREATE_PREFIX}b`, label: 'Create "b"' },
    ]);
    expect(categoryOptions(CATEGORIES, '  Soups  ')).toEqual([{ value: `${CREATE_PREFIX}Soups`, label: 'Create "Soups"' }]);
  });

  it('offers no Create when the text matches a name regardless of case', () => {
    expect(categoryOptions(CATEGORIES, 'salads')).toEqual([{ value: '2', label: 'Salads' }]);
    expect(categoryOptions(CATEGORIES, 'BOWLS ')).toEqual([{ value: '1', label: 'Bowls' }]);
  });
});
