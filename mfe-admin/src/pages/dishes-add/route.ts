// What the Add Dish screen reads (the categories), started before its code has loaded (routes.ts).
import { routeQuery } from '../../lib/route-data';
import categoriesQuery from './__generated__/dishesAddPageQuery$parameters';
import type { dishesAddPageQuery } from './__generated__/dishesAddPageQuery.graphql';

export const dishesAddQueries = {
  categories: routeQuery<dishesAddPageQuery>({ query: categoriesQuery, variables: () => ({}), fetchPolicy: 'store-and-network' }),
};
