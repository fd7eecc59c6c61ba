// What the users screen reads for a URL (?search=&page=), started before its code has loaded (routes.ts).
import { pageArgs } from '@freshmeals/rules/pagination';
import { seesMoney } from '../../access';
import { routeQuery } from '../../lib/route-data';
import { readPage } from '../shared/use-page-param';
import listQuery from './__generated__/usersPageQuery$parameters';
import type { usersPageQuery } from './__generated__/usersPageQuery.graphql';

export const USERS_PAGE_SIZE = 10;

export const usersQueries = {
  list: routeQuery<usersPageQuery>({
    query: listQuery,
    variables: ({ search, role }) => ({
      ...pageArgs(readPage(search), USERS_PAGE_SIZE),
      search: search.get('search') || null,
      // Kitchen staff read users without their credit (the server refuses it to them).
      withMoney: seesMoney(role),
    }),
    fetchPolicy: 'store-and-network',
  }),
};
