// Display formats: the ones every app shares (money, dates, capitalised values) from @freshmeals/ui,
// and the console's own: plan names with a space before 'Plan'.
export { DATE_FORMAT, formatDateTime } from '@freshmeals/ui/dates';
export { capitalise, formatINR } from '@freshmeals/ui/format';

/** The meal type is shown with a space before 'Plan': 'vegPlan' -> 'veg Plan'. */
export function mealTypeLabel(mealType: string): string {
  return mealType.replace(/\s*Plan$/, ' Plan');
}
