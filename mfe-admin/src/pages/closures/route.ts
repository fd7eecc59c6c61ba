// What the kitchen closures screen reads, started before its code has loaded (routes.ts).
import { routeQuery } from '../../lib/route-data';
import listQuery from './__generated__/closuresPageQuery$parameters';
import type { closuresPageQuery } from './__generated__/closuresPageQuery.graphql';

export const closuresQueries = {
  // Another admin may have closed or reopened a meal: every visit asks the server.
  list: routeQuery<closuresPageQuery>({ query: listQuery, variables: () => ({}), fetchPolicy: 'network-only' }),
};
