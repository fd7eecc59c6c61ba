// The dispatch view's live updates: a console watching a date and meal's list hears each change of
// it (a meal delivered or not, charged, skipped, changed for the day, closed) within a second, and
// reads the list again. The changes come from the database (Services.dispatchChanges), so a rider's
// tap on one gateway reaches a kitchen console connected to another.
import type { DispatchChange } from '../context.ts';
import { builder } from '../builder.ts';
import { MealOfDayEnum } from '../routines/enums.ts';

const DispatchChangeRef = builder.objectRef<DispatchChange>('DispatchChange').implement({
  description: 'One date and meal whose dispatch list changed: read the list again.',
  authScopes: { staff: true },
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    meal: t.expose('meal', { type: MealOfDayEnum, description: 'breakfast, lunch or dinner.' }),
  }),
});

builder.subscriptionFields((t) => ({
  dispatchListChanged: t.field({
    type: DispatchChangeRef,
    description:
      "Each change of a date and meal's dispatch list from now on: its meals, their delivery states and charges, skips, " +
      'one-day changes and closures. Admins and kitchen staff.',
    authScopes: { staff: true },
    args: {
      date: t.arg({ type: 'Date', required: true, description: 'The list\'s day (YYYY-MM-DD).' }),
      meal: t.arg({ type: MealOfDayEnum, required: true, description: 'breakfast, lunch or dinner.' }),
    },
    subscribe: (_root, args, ctx) => ctx.dispatchChanges.watch(args.date, args.meal),
    resolve: (change) => change,
  }),
}));
