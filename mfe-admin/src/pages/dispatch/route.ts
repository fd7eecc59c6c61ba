// What the dispatch list reads for a URL (?mealType=&date=&page=), started before its code has loaded (routes.ts).
import { pageArgs } from '@freshmeals/rules/pagination';
import { seesMoney } from '../../access';
import { routeQuery } from '../../lib/route-data';
import { readPage } from '../shared/use-page-param';
import listQuery from './__generated__/dispatchListQuery$parameters';
import type { dispatchListQuery } from './__generated__/dispatchListQuery.graphql';
import { parseDispatchDate, parseMeal } from './dispatch-format';

/** The rows of the list a page shows: a large kitchen's list has thousands. */
export const DISPATCH_PAGE_SIZE = 50;

export const dispatchQueries = {
  // Deductions happen all day: every visit asks the server.
  list: routeQuery<dispatchListQuery>({
    query: listQuery,
    variables: ({ search, role }) => ({
      meal: parseMeal(search.get('mealType')),
      // null: today, as the API works it out (the business time zone, by the gateway's clock).
      date: parseDispatchDate(search.get('date')),
      withMoney: seesMoney(role),
      ...pageArgs(readPage(search), DISPATCH_PAGE_SIZE),
    }),
    fetchPolicy: 'network-only',
  }),
};
