// GraphQL enums shared by the routine, skip, deduction, summary, dispatch
// and menu modules. Outputs use these enums. Inputs take weekday, meal and type as strings checked by
// the shared zod rules (@freshmeals/rules/routines), so the UI's 'Monday' is accepted and bad
// values get the product's messages instead of a GraphQL coercion error. Calendar dates are
// 'YYYY-MM-DD' strings (LocalDate in schema/time.ts).
import { builder } from '../builder.ts';
import { MEALS, MEAL_TYPES, WEEKDAYS } from '@freshmeals/rules/routines';

export const WeekdayEnum = builder.enumType('Weekday', {
  description: 'A day of the Monday–Sunday week.',
  values: WEEKDAYS,
});

/** Named MealOfDay (not Meal) so that it can never clash with another module's enum. */
export const MealOfDayEnum = builder.enumType('MealOfDay', {
  description: 'Breakfast (06:00–11:00), lunch (12:00–17:00) or dinner (18:00–22:00).',
  values: MEALS,
});

/** The meal's category: veg, chicken or egg (the dispatch list's "categoryType"). */
export const CategoryTypeEnum = builder.enumType('CategoryType', {
  description: 'A meal category: veg, chicken or egg.',
  values: MEAL_TYPES,
});
