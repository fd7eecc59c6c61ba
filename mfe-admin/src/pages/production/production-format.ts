// The production sheet's rows, shown, printed and exported alike: one per type and dish, then each
// type's total over its dishes, then the total of the meal. Protein is written in grams (the API
// counts portions per line), as the kitchen weighs it.
import { PROTEIN_PORTION_GRAMS } from '@freshmeals/rules/routines';
import { csvCell } from '../dispatch/dispatch-format';

export interface ProductionLine {
  categoryType: string;
  dishName: string | null | undefined;
  meals: number;
  proteinPortions: number;
  snacks: number;
  drinks: number;
}

export type ProductionRowKind = 'dish' | 'type' | 'total';

export interface ProductionRow {
  key: string;
  kind: ProductionRowKind;
  /** veg, egg or chicken; 'All types' on the total. */
  type: string;
  /** The dish; 'No dish set' without a weekly menu; 'All dishes' on a type's total; '' on the total. */
  dish: string;
  meals: number;
  proteinGrams: number;
  snacks: number;
  drinks: number;
}

export const NO_DISH = 'No dish set';
export const ALL_DISHES = 'All dishes';
export const ALL_TYPES = 'All types';

const TYPE_ORDER = ['veg', 'egg', 'chicken'];

function sum(kind: ProductionRowKind, key: string, type: string, dish: string, rows: readonly ProductionRow[]): ProductionRow {
  return {
    key,
    kind,
    type,
    dish,
    meals: rows.reduce((n, r) => n + r.meals, 0),
    proteinGrams: rows.reduce((n, r) => n + r.proteinGrams, 0),
    snacks: rows.reduce((n, r) => n + r.snacks, 0),
    drinks: rows.reduce((n, r) => n + r.drinks, 0),
  };
}

/** The sheet's rows: each type's dishes and then its total (types in the kitchen's order), the total last; none for no lines. */
export function productionRows(lines: readonly ProductionLine[]): ProductionRow[] {
  if (lines.length === 0) return [];
  const types = [...new Set(lines.map((l) => l.categoryType))].sort(
    (a, b) => (TYPE_ORDER.indexOf(a) + 1 || 99) - (TYPE_ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b),
  );
  const rows: ProductionRow[] = [];
  const dishes: ProductionRow[] = [];
  for (const type of types) {
    const ofType = lines
      .filter((l) => l.categoryType === type)
      .map((l): ProductionRow => ({
        key: `dish|${type}|${l.dishName ?? ''}`,
        kind: 'dish',
        type,
        dish: l.dishName || NO_DISH,
        meals: l.meals,
        proteinGrams: l.proteinPortions * PROTEIN_PORTION_GRAMS,
        snacks: l.snacks,
        drinks: l.drinks,
      }))
      .sort((a, b) => a.dish.localeCompare(b.dish));
    rows.push(...ofType, sum('type', `type|${type}`, type, ALL_DISHES, ofType));
    dishes.push(...ofType);
  }
  rows.push(sum('total', 'total', ALL_TYPES, '', dishes));
  return rows;
}

export const PRODUCTION_CSV_HEADER = ['Date', 'Meal', 'Type', 'Dish', 'Meals', 'Protein (g)', 'Snacks', 'Drinks'] as const;

/** The rows as CSV, each with its date and meal (CRLF line ends, cells quoted where needed, as the dispatch list's). */
export function productionCsv(date: string, meal: string, rows: readonly ProductionRow[]): string {
  const lines = [
    PRODUCTION_CSV_HEADER as readonly (string | number)[],
    ...rows.map((r) => [date, meal, r.type, r.dish, r.meals, r.proteinGrams, r.snacks, r.drinks]),
  ];
  return lines.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** 'production-2026-11-29-lunch.csv'. */
export const productionFileName = (date: string, meal: string) => `production-${date}-${meal}.csv`;

/** 'Lunch on Sun, 29 Nov 2026': under the heading on paper, where the filters are gone. */
export function printedTitle(day: string, meal: string): string {
  return `${meal.charAt(0).toUpperCase()}${meal.slice(1)} on ${day}`;
}
