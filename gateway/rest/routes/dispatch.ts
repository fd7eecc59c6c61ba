// REST routes (the original /server/api/v1 contract) for dispatch: GET /admin/summary/dispatch-list?dayOfWeek=Monday&mealType=lunch
// and POST /admin/deduct-credits { userId, mealType } (today's meal in the business time zone); and
// POST /admin/deduct-all { mealType } ('Deduct all' of today's list).
import { z } from 'zod';
import { deductAllMessage, deductCreditsSchema, dispatchListSchema, MESSAGES as ROUTINE_MESSAGES } from '@freshmeals/rules/routines';
import { requiredInt, ruled, text, type RestRoute } from '../facade.ts';
import { inr, localDate } from '../schemas.ts';

interface EntryData {
  userId: number;
  name: string;
  email: string;
  phone: string;
  categoryType: string;
  drinks: boolean;
  snacks: boolean;
  proteinMultiplier: number;
  deducted: boolean;
}

const MEAL = z.enum(['breakfast', 'lunch', 'dinner']);
const dispatchResponse = z.strictObject({
  data: z.array(
    z.strictObject({
      userId: z.int(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      meals: z.partialRecord(
        MEAL,
        z.array(z.strictObject({ categoryType: z.enum(['veg', 'chicken', 'egg']), drinks: z.boolean(), snacks: z.boolean(), proteinMultiplier: z.int().nonnegative() })),
      ).describe('The one meal asked for, by its name.'),
      deducted: z.boolean(),
    }),
  ),
  total: z.int().nonnegative(),
  date: localDate,
  dayOfWeek: z.string().describe('Monday..Sunday'),
  mealType: MEAL,
});

export const dispatchRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/summary/dispatch-list',
    tag: 'dispatch',
    access: 'staff',
    summary:
      'Users to dispatch the meal to on the next occurrence of the weekday (today included): not skipped, not disabled. ' +
      'deducted tells whether the meal was already charged.',
    querySchema: {
      dayOfWeek: { type: 'string', description: 'English weekday name, e.g. Monday (default today)' },
      mealType: { type: 'string', description: 'breakfast, lunch or dinner (default lunch)' },
    },
    responseSchema: dispatchResponse,
    responseExample: {
      data: [
        {
          userId: 3,
          name: 'Aarav Sharma',
          email: 'aarav.sharma@example.com',
          phone: '9876543210',
          meals: { lunch: [{ categoryType: 'veg', drinks: true, snacks: false, proteinMultiplier: 0 }] },
          deducted: false,
        },
      ],
      total: 1,
      date: '2026-11-23',
      dayOfWeek: 'Monday',
      mealType: 'lunch',
    },
    document: `query RestDispatchList($weekday: Weekday, $meal: MealOfDay) {
      dispatchList(weekday: $weekday, meal: $meal) {
        date weekday meal total
        entries { userId name email phone categoryType drinks snacks proteinMultiplier deducted }
      }
    }`,
    // The rules read 'Monday' or 'monday' and answer a bad value with their message.
    variables: ({ query }) => {
      const input = ruled(dispatchListSchema, { weekday: query.get('dayOfWeek') || undefined, meal: query.get('mealType') || 'lunch' });
      return { weekday: input.weekday ?? null, meal: input.meal };
    },
    result: ({ dispatchList: list }) => ({
      data: (list.entries as EntryData[]).map((e) => ({
        userId: e.userId,
        name: e.name,
        email: e.email,
        phone: e.phone,
        meals: { [list.meal]: [{ categoryType: e.categoryType, drinks: e.drinks, snacks: e.snacks, proteinMultiplier: e.proteinMultiplier }] },
        deducted: e.deducted,
      })),
      total: list.total,
      date: list.date,
      dayOfWeek: `${list.weekday[0].toUpperCase()}${list.weekday.slice(1)}`,
      mealType: list.meal,
    }),
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
    responseSchema: z.strictObject({
      success: z.boolean(),
      message: z.string(),
      deducted: inr.describe('The amount charged, INR.'),
      balance: inr.describe('The credit left, INR.'),
      date: localDate,
      mealType: MEAL,
    }),
    errorStatuses: [409],
    responseExample: { success: true, message: 'Credits deducted successfully', deducted: 179, balance: 821, date: '2026-11-23', mealType: 'lunch' },
    document: `mutation RestDeduct($userId: Int!, $meal: MealOfDay!) {
      deductCredits(userId: $userId, meal: $meal) { success deducted balance date meal }
    }`,
    variables: ({ body }) => {
      const userId = requiredInt(body.userId, ROUTINE_MESSAGES.userId);
      return { userId, meal: ruled(deductCreditsSchema, { userId, meal: text(body.mealType) }).meal };
    },
    result: ({ deductCredits: r }) => ({
      success: r.success,
      message: 'Credits deducted successfully',
      deducted: r.deducted,
      balance: r.balance,
      date: r.date,
      mealType: r.meal,
    }),
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
    responseSchema: z.strictObject({
      message: z.string(),
      charged: z.int().describe('Rows charged by this call.'),
      chargedTotal: inr.describe('The amount charged by this call, INR.'),
      alreadyDeducted: z.int().describe('Rows charged before.'),
      failed: z.array(z.strictObject({ userId: z.int(), name: z.string(), message: z.string() })),
      date: localDate,
      mealType: MEAL,
    }),
    responseExample: {
      message: 'Deducted 12 meals',
      charged: 12,
      chargedTotal: 1908,
      alreadyDeducted: 3,
      failed: [{ userId: 41, name: 'Ishaan Rao', message: 'Insufficient credit' }],
      date: '2026-11-23',
      mealType: 'lunch',
    },
    document: `mutation RestDeductAll($meal: MealOfDay!) {
      deductAll(meal: $meal) { charged chargedTotal alreadyDeducted failed { userId name message } date meal }
    }`,
    variables: ({ body }) => ({ meal: ruled(dispatchListSchema, { meal: text(body.mealType) }).meal }),
    result: ({ deductAll: r }) => ({
      message: deductAllMessage(r.charged),
      charged: r.charged,
      chargedTotal: r.chargedTotal,
      alreadyDeducted: r.alreadyDeducted,
      failed: r.failed,
      date: r.date,
      mealType: r.meal,
    }),
  },
];
