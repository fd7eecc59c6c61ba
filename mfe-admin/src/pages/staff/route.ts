// What the staff screen reads, started before its code has loaded (routes.ts).
import { routeQuery } from '../../lib/route-data';
import listQuery from './__generated__/staffPageQuery$parameters';
import type { staffPageQuery } from './__generated__/staffPageQuery.graphql';

export const staffQueries = {
  list: routeQuery<staffPageQuery>({ query: listQuery, variables: () => ({}), fetchPolicy: 'store-and-network' }),
};
