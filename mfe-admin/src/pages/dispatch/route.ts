// What the dispatch list reads for a URL (?mealType=&date=), started before its code has loaded (routes.ts).
import { seesMoney } from '../../access';
import { routeQuery } from '../../lib/route-data';
import listQuery from './__generated__/dispatchListQuery$parameters';
import type { dispatchListQuery } from './__generated__/dispatchListQuery.graphql';
import { parseDispatchDate, parseMeal } from './dispatch-format';

export const dispatchQueries = {
  // Deductions happen all day: every visit asks the server.
  list: routeQuery<dispatchListQuery>({
    query: listQuery,
    variables: ({ search, role }) => ({
      meal: parseMeal(search.get('mealType')),
      // null: today, as the API works it out (the business time zone, by the gateway's clock).
      date: parseDispatchDate(search.get('date')),
      withMoney: seesMoney(role),
    }),
    fetchPolicy: 'network-only',
  }),
};
