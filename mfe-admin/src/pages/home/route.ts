// What the home screen reads, started before its code has loaded (routes.ts).
import { readsAnalytics } from '../../access';
import { routeQuery } from '../../lib/route-data';
import analyticsQuery from './components/__generated__/HomeAnalyticsQuery$parameters';
import type { HomeAnalyticsQuery } from './components/__generated__/HomeAnalyticsQuery.graphql';
import summaryQuery from './__generated__/homeSummaryQuery$parameters';
import type { homeSummaryQuery } from './__generated__/homeSummaryQuery.graphql';

export const homeQueries = {
  // Counts change all day: every visit asks the server.
  summary: routeQuery<homeSummaryQuery>({ query: summaryQuery, variables: () => ({}), fetchPolicy: 'network-only' }),
  // Admins only: kitchen staff are neither shown the panel nor sent its query (the server refuses it them).
  analytics: routeQuery<HomeAnalyticsQuery>({
    query: analyticsQuery,
    variables: ({ role }) => (readsAnalytics(role) ? {} : null),
    fetchPolicy: 'network-only',
  }),
};
