// REST route (the original /server/api/v1 contract) for the dashboard home: GET /admin/summary/week-remaining →
// { data: { today, tomorrow, weekRemaining } } with the contract's field names. weekRemaining maps the
// English day name ('Friday') to its day summary. A day summary:
//   { date, weekday, totalMeals,
//     breakfast|lunch|dinner: { total, skipped, notAffordable, notAffordableUsers: [{ id, name, email, phone }],
//                               veg|chicken|egg: { total, extra_protein, drinks, snacks } },
//     veg|chicken|egg: { total, extra_protein, drinks, snacks } }   (the per-type figures of the whole day)
import { weekdayName } from '../../../schema/time.ts';
import { z } from 'zod';
import type { RestRoute } from '../facade.ts';
import { localDate } from '../schemas.ts';

const typeFields = 'type total extraProtein drinks snacks';
const dayFields = `date weekday totalMeals
  meals { meal total skipped notAffordable notAffordableUsers { userId name email phone } types { ${typeFields} } }
  types { ${typeFields} }`;

interface TypeData {
  type: string;
  total: number;
  extraProtein: number;
  drinks: number;
  snacks: number;
}
interface DayData {
  date: string;
  weekday: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  totalMeals: number;
  meals: {
    meal: string;
    total: number;
    skipped: number;
    notAffordable: number;
    notAffordableUsers: { userId: number; name: string; email: string; phone: string }[];
    types: TypeData[];
  }[];
  types: TypeData[];
}

const typeMap = (types: TypeData[]) =>
  Object.fromEntries(types.map((t) => [t.type, { total: t.total, extra_protein: t.extraProtein, drinks: t.drinks, snacks: t.snacks }]));

export const toSpecDay = (day: DayData) => ({
  date: day.date,
  weekday: weekdayName(day.weekday),
  totalMeals: day.totalMeals,
  ...Object.fromEntries(
    day.meals.map((m) => [
      m.meal,
      {
        total: m.total,
        skipped: m.skipped,
        notAffordable: m.notAffordable,
        notAffordableUsers: m.notAffordableUsers.map((u) => ({ id: u.userId, name: u.name, email: u.email, phone: u.phone })),
        ...typeMap(m.types),
      },
    ]),
  ),
  ...typeMap(day.types),
});

const exampleType = { total: 2, extra_protein: 1, drinks: 1, snacks: 0 };
const exampleDay = {
  date: '2026-11-25',
  weekday: 'Wednesday',
  totalMeals: 2,
  breakfast: { total: 0, skipped: 0, notAffordable: 0, notAffordableUsers: [], veg: { ...exampleType, total: 0, extra_protein: 0, drinks: 0 }, chicken: { ...exampleType, total: 0, extra_protein: 0, drinks: 0 }, egg: { ...exampleType, total: 0, extra_protein: 0, drinks: 0 } },
  lunch: { total: 2, skipped: 1, notAffordable: 1, notAffordableUsers: [{ id: 7, name: 'Kavya Nair', email: 'kavya.nair@example.com', phone: '9847098765' }], veg: exampleType },
  veg: exampleType,
};

const typeSchema = z.strictObject({
  total: z.int().nonnegative(),
  extra_protein: z.int().nonnegative().describe('Extra 20 g protein portions'),
  drinks: z.int().nonnegative(),
  snacks: z.int().nonnegative(),
});
const types = { veg: typeSchema.optional(), chicken: typeSchema.optional(), egg: typeSchema.optional() };
const mealSchema = z.strictObject({
  total: z.int().nonnegative(),
  skipped: z.int().nonnegative(),
  notAffordable: z.int().nonnegative(),
  notAffordableUsers: z.array(z.strictObject({ id: z.int(), name: z.string(), email: z.string(), phone: z.string() })),
  ...types,
});
const daySchema = z.strictObject({
  date: localDate,
  weekday: z.string().describe('Monday..Sunday'),
  totalMeals: z.int().nonnegative(),
  breakfast: mealSchema.optional(),
  lunch: mealSchema.optional(),
  dinner: mealSchema.optional(),
  ...types,
});

export const summaryRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/summary/week-remaining',
    tag: 'summary',
    access: 'staff',
    summary:
      'Meal counts for today, tomorrow and each remaining day of this Monday–Sunday week (business time zone). ' +
      'total excludes skipped meals; notAffordable = not yet deducted and credit below the slot price.',
    responseSchema: z.strictObject({
      data: z.strictObject({ today: daySchema, tomorrow: daySchema, weekRemaining: z.record(z.string().describe('Monday..Sunday'), daySchema) }),
    }),
    responseExample: { data: { today: exampleDay, tomorrow: exampleDay, weekRemaining: { Friday: exampleDay } } },
    document: `query RestSummary { summary { today { ${dayFields} } tomorrow { ${dayFields} } weekRemaining { ${dayFields} } } }`,
    variables: () => ({}),
    result: (data) => ({
      data: {
        today: toSpecDay(data.summary.today),
        tomorrow: toSpecDay(data.summary.tomorrow),
        weekRemaining: Object.fromEntries(
          (data.summary.weekRemaining as DayData[]).map((day) => [weekdayName(day.weekday), toSpecDay(day)]),
        ),
      },
    }),
  },
];
