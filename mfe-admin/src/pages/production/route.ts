// What the production sheet reads for a URL (?meal=&date=), started before its code has loaded (routes.ts).
import { routeQuery } from '../../lib/route-data';
import { parseDispatchDate, parseMeal } from '../dispatch/dispatch-format';
import sheetQuery from './__generated__/productionSheetQuery$parameters';
import type { productionSheetQuery } from './__generated__/productionSheetQuery.graphql';

export const productionQueries = {
  // Routines, skips, closures and credit change until the meal is cooked: every visit asks the server.
  sheet: routeQuery<productionSheetQuery>({
    query: sheetQuery,
    variables: ({ search }) => ({
      meal: parseMeal(search.get('meal')),
      // null: tomorrow, as the API works it out (the business time zone, by the gateway's clock).
      date: parseDispatchDate(search.get('date')),
    }),
    fetchPolicy: 'network-only',
  }),
};
