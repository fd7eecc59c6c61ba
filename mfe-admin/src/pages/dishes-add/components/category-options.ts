// The Category combobox's options: the categories matching the
// typed text, and 'Create' only when the text is non-empty and matches no name regardless of case.
import { canCreateCategory, normaliseCategoryName } from '@freshmeals/rules/dishes';

export const CREATE_PREFIX = 'create:';

export interface CategoryOption {
  value: string;
  label: string;
}

export function categoryOptions(categories: ReadonlyArray<{ categoryId: number; name: string }>, typed: string): CategoryOption[] {
  const text = typed.trim().toLowerCase();
  const matching = categories
    .filter((category) => category.name.toLowerCase().includes(text))
    .map((category) => ({ value: String(category.categoryId), label: category.name }));
  if (!canCreateCategory(categories.map((category) => category.name), typed)) return matching;
  const name = normaliseCategoryName(typed);
  return [...matching, { value: `${CREATE_PREFIX}${name}`, label: `Create "${name}"` }];
}
