// What the home screen reads, started before its code has loaded (routes.ts).
import { routeQuery } from '../../lib/route-data';
import summaryQuery, { type homeSummaryQuery } from './__generated__/homeSummaryQuery.graphql';

export const homeQueries = {
  // Counts change all day: every visit asks the server.
  summary: routeQuery<homeSummaryQuery>({ query: summaryQuery, variables: () => ({}), fetchPolicy: 'network-only' }),
};
