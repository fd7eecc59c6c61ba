// What the service area screen reads, started before its code has loaded (routes.ts).
import { routeQuery } from '../../lib/route-data';
import pinsQuery from './__generated__/serviceAreaPageQuery$parameters';
import type { serviceAreaPageQuery } from './__generated__/serviceAreaPageQuery.graphql';

export const serviceAreaQueries = {
  pins: routeQuery<serviceAreaPageQuery>({ query: pinsQuery, variables: () => ({}), fetchPolicy: 'store-and-network' }),
};
