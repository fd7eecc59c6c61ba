// What the settings screen reads, started before its code has loaded (routes.ts).
import { routeQuery } from '../../lib/route-data';
import settingsQuery from './__generated__/settingsPageQuery$parameters';
import type { settingsPageQuery } from './__generated__/settingsPageQuery.graphql';

export const settingsQueries = {
  settings: routeQuery<settingsPageQuery>({ query: settingsQuery, variables: () => ({}), fetchPolicy: 'store-and-network' }),
};
