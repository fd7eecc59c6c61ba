// Display formats: the ones every app shares (money, dates, capitalised values) from @freshmeals/ui,
// and the console's own: plan names as the public plans page writes them.
export { DATE_FORMAT, formatDateTime } from '@freshmeals/ui/dates';
export { capitalise, formatINR } from '@freshmeals/ui/format';

/** The meal type as the plans page names it: 'vegPlan' -> 'Veg Plan'. */
export function mealTypeLabel(mealType: string): string {
  const plan = mealType.replace(/\s*Plan$/i, '');
  return `${plan.charAt(0).toUpperCase()}${plan.slice(1)} Plan`;
}
