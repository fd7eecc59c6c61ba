// What the webhooks screen reads for a URL (?page=), started before its code has loaded (routes.ts).
import { pageArgs } from '@freshmeals/rules/pagination';
import { WEBHOOKS_PAGE_SIZE } from '@freshmeals/rules/lists';
import { routeQuery } from '../../lib/route-data';
import { readPage } from '../shared/use-page-param';
import listQuery from './__generated__/webhooksPageQuery$parameters';
import type { webhooksPageQuery } from './__generated__/webhooksPageQuery.graphql';

export const webhooksQueries = {
  list: routeQuery<webhooksPageQuery>({
    query: listQuery,
    variables: ({ search }) => pageArgs(readPage(search), WEBHOOKS_PAGE_SIZE),
    fetchPolicy: 'store-and-network',
  }),
};
