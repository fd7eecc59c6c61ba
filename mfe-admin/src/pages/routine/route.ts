// What the routine screen reads for a URL (?userId=), started before its code has loaded (routes.ts).
import { seesMoney } from '../../access';
import { routeQuery } from '../../lib/route-data';
import { parseUserId } from '../shared/user-screens';
import routineQuery from './__generated__/routineRoutineQuery$parameters';
import type { routineRoutineQuery } from './__generated__/routineRoutineQuery.graphql';

export const routineQueries = {
  routine: routeQuery<routineRoutineQuery>({
    query: routineQuery,
    variables: ({ search, role }) => {
      const userId = parseUserId(search.get('userId'));
      // Without a user the screen offers a user picker and reads nothing.
      // Kitchen staff read the coming meals without their prices (the server refuses them those).
      return userId === null ? null : { userId, withMoney: seesMoney(role) };
    },
    fetchPolicy: 'network-only',
  }),
};
