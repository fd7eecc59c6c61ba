// What the Edit Dish screen reads for a URL (?id=), started before its code has loaded (routes.ts).
import { routeQuery } from '../../lib/route-data';
import dishQuery from './__generated__/dishesEditPageQuery$parameters';
import type { dishesEditPageQuery } from './__generated__/dishesEditPageQuery.graphql';

export const dishesEditQueries = {
  dish: routeQuery<dishesEditPageQuery>({
    query: dishQuery,
    variables: ({ search }) => ({ id: search.get('id') ?? '' }),
    // The form starts from what the query returns: always the dish as it is now, not a cached copy.
    fetchPolicy: 'network-only',
  }),
};
