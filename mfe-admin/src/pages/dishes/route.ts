// What the dishes screen reads for a URL (?search=&type=&page=), started before its code has loaded (routes.ts).
import { pageArgs } from '@freshmeals/rules/pagination';
import { routeQuery } from '../../lib/route-data';
import { readPage } from '../shared/use-page-param';
import listQuery from './__generated__/dishesPageQuery$parameters';
import type { dishesPageQuery } from './__generated__/dishesPageQuery.graphql';
import { readTypes } from './type-filter';

export const DISHES_PAGE_SIZE = 10;

export const dishesQueries = {
  list: routeQuery<dishesPageQuery>({
    query: listQuery,
    variables: ({ search }) => ({
      ...pageArgs(readPage(search), DISHES_PAGE_SIZE),
      search: search.get('search') || null,
      types: readTypes(search.getAll('type')),
    }),
    fetchPolicy: 'store-and-network',
  }),
};
