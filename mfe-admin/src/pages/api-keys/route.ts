// What the API keys screen reads for a URL (?page=), started before its code has loaded (routes.ts).
import { API_KEYS_PAGE_SIZE } from '@freshmeals/rules/lists';
import { pageArgs } from '@freshmeals/rules/pagination';
import { routeQuery } from '../../lib/route-data';
import { readPage } from '../shared/use-page-param';
import listQuery from './__generated__/apiKeysPageQuery$parameters';
import type { apiKeysPageQuery } from './__generated__/apiKeysPageQuery.graphql';

export const apiKeysQueries = {
  list: routeQuery<apiKeysPageQuery>({
    query: listQuery,
    variables: ({ search }) => pageArgs(readPage(search), API_KEYS_PAGE_SIZE),
    fetchPolicy: 'store-and-network',
  }),
};
