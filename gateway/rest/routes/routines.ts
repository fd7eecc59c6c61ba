// REST routes (the original /server/api/v1 contract) for routines: GET /admin/users/{id}/preference and
// PATCH /admin/users/set-preference (the contract's weekday → meal map; the GraphQL fields check everything).
import { z } from 'zod';
import { MESSAGES as ROUTINE_MESSAGES } from '@freshmeals/rules/routines';
import { MESSAGES as USER_MESSAGES } from '@freshmeals/rules/users';
import { requiredInt, type RestRoute } from '../facade.ts';

const preferenceExample = {
  monday: { lunch: { time: 13, type: 'veg', snacks: false, drinks: true, proteinMultiplier: 0 } },
  wednesday: { dinner: { time: 20, type: 'chicken', snacks: true, drinks: false, proteinMultiplier: 2 } },
};

const preferenceBody = z.object({
  userId: z.number().int().positive(),
  preference: z.record(
    z.string().describe('monday..sunday (capitalised names accepted)'),
    z.record(
      z.string().describe('breakfast, lunch or dinner'),
      z.object({
        time: z.number().int().min(6).max(22).describe('hour; must fall in the meal window'),
        type: z.enum(['veg', 'chicken', 'egg']),
        snacks: z.boolean(),
        drinks: z.boolean(),
        proteinMultiplier: z.number().int().min(0).describe('20 g portions'),
      }),
    ),
  ),
});

const preferenceResponse = z
  .record(
    z.string().describe('monday..sunday'),
    z.record(
      z.string().describe('breakfast, lunch or dinner'),
      z.strictObject({
        time: z.int().describe('The hour, 6..22'),
        type: z.enum(['veg', 'chicken', 'egg']),
        snacks: z.boolean(),
        drinks: z.boolean(),
        proteinMultiplier: z.int().nonnegative().describe('20 g portions'),
      }),
    ),
  )
  .describe('Only the days and meals of the routine are present.');

export const routineRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/users/:id/preference',
    tag: 'routines',
    access: 'staff',
    summary: "A user's weekly routine: weekday → meal → { time, type, snacks, drinks, proteinMultiplier }.",
    responseSchema: z.strictObject({ preference: preferenceResponse }),
    responseExample: { preference: preferenceExample },
    document: 'query RestRoutine($userId: Int!) { routine(userId: $userId) { preference } }',
    variables: ({ params }) => ({ userId: requiredInt(params.id, USER_MESSAGES.userNotFound, 404) }),
    result: (data) => ({ preference: data.routine.preference }),
  },
  {
    method: 'PATCH',
    path: '/admin/users/set-preference',
    tag: 'routines',
    access: 'admin',
    summary: "Replaces a user's whole weekly routine (at most one slot per meal per day, hours inside the meal's window).",
    bodySchema: preferenceBody,
    responseSchema: z.strictObject({ message: z.string(), preference: preferenceResponse }),
    responseExample: { message: 'Preference updated', preference: preferenceExample },
    document:
      'mutation RestSetPreference($userId: Int!, $preference: RoutinePreference!) { setRoutinePreference(userId: $userId, preference: $preference) { preference } }',
    // A missing map must not clear the routine: '' fails the rules with the usual message.
    variables: ({ body }) => ({ userId: requiredInt(body.userId, ROUTINE_MESSAGES.userId), preference: body.preference ?? '' }),
    result: (data) => ({ message: 'Preference updated', preference: data.setRoutinePreference.preference }),
  },
];
