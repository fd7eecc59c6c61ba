// What the Account screen reads (the signed-in admin's profile), started before its code has loaded (routes.ts).
import { routeQuery } from '../../lib/route-data';
import profileQuery from './__generated__/accountPageQuery$parameters';
import type { accountPageQuery } from './__generated__/accountPageQuery.graphql';

export const accountQueries = {
  profile: routeQuery<accountPageQuery>({ query: profileQuery, variables: () => ({}), fetchPolicy: 'store-and-network' }),
};
