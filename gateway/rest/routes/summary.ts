// REST route (the original /server/api/v1 contract) for the dashboard home: GET /admin/summary/week-remaining →
// { data: { today, tomorrow, weekRemaining } } with the contract's field names. weekRemaining maps the
// English day name ('Friday') to its day summary. A day summary:
//   { date, weekday, totalMeals,
//     breakfast|lunch|dinner: { total, skipped, notAffordable, notAffordableUsers: [{ id, name, email, phone }],
//                               veg|chicken|egg: { total, extra_protein, drinks, snacks } },
//     veg|chicken|egg: { total, extra_protein, drinks, snacks } }   (the per-type figures of the whole day)
import type { RestRoute } from '../facade.ts';

/**
 * One day's counts as the contract has them: each meal and each type keyed by its name beside the
 * day's own figures, the weekday capitalised.
 */
const DAY = `fragment Day on DaySummary {
  date weekday @capitalize totalMeals
  meals @keyBy(field: "meal") @flatten {
    meal total skipped notAffordable notAffordableUsers { id: userId name email phone }
    types @keyBy(field: "type") @flatten { type total extra_protein: extraProtein drinks snacks }
  }
  types @keyBy(field: "type") @flatten { type total extra_protein: extraProtein drinks snacks }
}`;

export const summaryRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/summary/week-remaining',
    tag: 'summary',
    access: 'staff',
    summary:
      'Meal counts for today, tomorrow and each remaining day of this Monday–Sunday week (business time zone). ' +
      'total excludes skipped meals; notAffordable = not yet deducted and credit below the slot price.',
    document: `query RestSummary {
      data: summary { today { ...Day } tomorrow { ...Day } weekRemaining @keyBy(field: "weekday", keep: true) { ...Day } }
    } ${DAY}`,
    variables: () => ({}),
  },
];
