// What the weekly menu reads for a URL (?week=), started before its code has loaded (routes.ts).
import { seesMoney } from '../../access';
import { routeQuery } from '../../lib/route-data';
import menuQuery from './__generated__/menuPageQuery$parameters';
import type { menuPageQuery } from './__generated__/menuPageQuery.graphql';
import { validDate } from './menu-week';

export const menuQueries = {
  menu: routeQuery<menuPageQuery>({
    query: menuQuery,
    // No week: this week, as the API works it out. Kitchen staff read no prices.
    variables: ({ search, role }) => ({ weekStart: validDate(search.get('week')), withMoney: seesMoney(role) }),
    fetchPolicy: 'network-only',
  }),
};
