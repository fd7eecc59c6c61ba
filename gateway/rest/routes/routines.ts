// REST routes (the original /server/api/v1 contract) for routines: GET /admin/users/{id}/preference and
// PATCH /admin/users/set-preference (the contract's weekday → meal map; the GraphQL fields check everything).
import { z } from 'zod';
import { MESSAGES as ROUTINE_MESSAGES } from '@freshmeals/rules/routines';
import { MESSAGES as USER_MESSAGES } from '@freshmeals/rules/users';
import { message, requiredInt, type RestRoute } from '../facade.ts';

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

export const routineRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/users/:id/preference',
    tag: 'routines',
    access: 'staff',
    summary: "A user's weekly routine: weekday → meal → { time, type, snacks, drinks, proteinMultiplier }.",
    document: 'query RestRoutine($userId: Int!) { routine(userId: $userId) @flatten { preference } }',
    variables: ({ params }) => ({ userId: requiredInt(params.id, USER_MESSAGES.userNotFound, 404) }),
  },
  {
    method: 'PATCH',
    path: '/admin/users/set-preference',
    tag: 'routines',
    access: 'admin',
    summary: "Replaces a user's whole weekly routine (at most one slot per meal per day, hours inside the meal's window).",
    bodySchema: preferenceBody,
    document:
      'mutation RestSetPreference($userId: Int!, $preference: RoutinePreference!) { setRoutinePreference(userId: $userId, preference: $preference) @flatten { preference } }',
    errorStatuses: [404],
    // A missing map must not clear the routine: '' fails the rules with the usual message.
    variables: ({ body }) => ({ userId: requiredInt(body.userId, ROUTINE_MESSAGES.userId), preference: body.preference ?? '' }),
    add: { message: message('Preference updated') },
  },
];
