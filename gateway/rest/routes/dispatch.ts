// REST routes (the original /server/api/v1 contract) for dispatch: GET /admin/summary/dispatch-list?dayOfWeek=Monday&mealType=lunch
// (or ?date=2026-11-28 for any calendar day, as the console's day picker asks)
// and POST /admin/deduct-credits { userId, mealType } (today's meal in the business time zone); and
// POST /admin/deduct-all { mealType } ('Deduct all' of today's list).
import { z } from 'zod';
import { deductAllMessage, deductCreditsSchema, dispatchListSchema, MESSAGES as ROUTINE_MESSAGES } from '@freshmeals/rules/routines';
import { message, requiredInt, ruled, text, type RestRoute } from '../facade.ts';

export const dispatchRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/summary/dispatch-list',
    tag: 'dispatch',
    access: 'staff',
    summary:
      'Users to dispatch the meal to on the next occurrence of the weekday (today included), or on the date: not skipped, ' +
      'not disabled. deducted tells whether the meal was already charged.',
    querySchema: {
      dayOfWeek: { type: 'string', description: 'English weekday name, e.g. Monday (default today)' },
      date: { type: 'string', format: 'date', description: 'Any calendar day, past or future, e.g. 2026-11-28; instead of dayOfWeek (default today)' },
      mealType: { type: 'string', description: 'breakfast, lunch or dinner (default lunch)' },
    },
    document: `query RestDispatchList($weekday: Weekday, $date: Date, $meal: MealOfDay) {
      dispatchList(weekday: $weekday, date: $date, meal: $meal) @flatten {
        date dayOfWeek: weekday @capitalize mealType: meal total
        data: entries {
          userId name email phone deducted
          ... @nest(as: "meals", variable: "meal") { categoryType drinks snacks proteinMultiplier }
        }
      }
    }`,
    // The rules read 'Monday' or 'monday' and answer a bad value (or a weekday and a date together) with their message.
    variables: ({ query }) => {
      const input = ruled(dispatchListSchema, {
        weekday: query.get('dayOfWeek') || undefined,
        date: query.get('date') || undefined,
        meal: query.get('mealType') || 'lunch',
      });
      return { weekday: input.weekday ?? null, date: input.date ?? null, meal: input.meal };
    },
  },
  {
    method: 'POST',
    path: '/admin/deduct-credits',
    tag: 'dispatch',
    access: 'admin',
    summary:
      "Charges today's meal (business time zone) at the slot's price, once ever. 400: no meal scheduled, skipped, " +
      'insufficient credit; 409: already deducted.',
    bodySchema: z.object({ userId: z.number().int().positive(), mealType: z.enum(['breakfast', 'lunch', 'dinner']) }),
    errorStatuses: [404, 409],
    idempotent: 'argument',
    document: `mutation RestDeduct($userId: Int!, $meal: MealOfDay!, $idempotencyKey: String) {
      deductCredits(userId: $userId, meal: $meal, idempotencyKey: $idempotencyKey) @flatten { success deducted balance date mealType: meal }
    }`,
    variables: ({ body }) => {
      const userId = requiredInt(body.userId, ROUTINE_MESSAGES.userId);
      return { userId, meal: ruled(deductCreditsSchema, { userId, meal: text(body.mealType) }).meal };
    },
    add: { message: message('Credits deducted successfully') },
  },
  {
    method: 'POST',
    path: '/admin/deduct-all',
    tag: 'dispatch',
    access: 'admin',
    summary:
      "'Deduct all': charges every not-yet-charged row of today's dispatch list for the meal, each exactly once (safe to " +
      'repeat and to run at once); rows that cannot be charged are listed in failed with the reason.',
    bodySchema: z.object({ mealType: z.enum(['breakfast', 'lunch', 'dinner']) }),
    idempotent: 'argument',
    document: `mutation RestDeductAll($meal: MealOfDay!, $idempotencyKey: String) {
      deductAll(meal: $meal, idempotencyKey: $idempotencyKey) @flatten { charged chargedTotal alreadyDeducted failed { userId name message } date mealType: meal }
    }`,
    variables: ({ body }) => ({ meal: ruled(dispatchListSchema, { meal: text(body.mealType) }).meal }),
    add: { message: message((body) => deductAllMessage(body.charged)) },
  },
];
