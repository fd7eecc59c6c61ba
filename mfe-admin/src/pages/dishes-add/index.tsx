// /dashboard/dishes/add: the dish form; its categories come
// with the route's query ('Failed to fetch dish categories.' when they cannot be loaded).
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import type { dishesAddPageQuery } from './__generated__/dishesAddPageQuery.graphql';
import { DishForm } from './components/DishForm';

export const CATEGORIES_FAILED = 'Failed to fetch dish categories.';

function AddDish() {
  // Started by the route (routes.ts) with the screen's code.
  const data = usePreloadedQuery<dishesAddPageQuery>(
    graphql`
      query dishesAddPageQuery @preloadable {
        ...CategorySelect_query
      }
    `,
    useRouteQuery<dishesAddPageQuery>('categories')!,
  );
  return <DishForm query={data} />;
}

export default function AddDishPage() {
  const reload = useRouteReload();
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Add Dish" />
      <ScreenBoundary failure={CATEGORIES_FAILED} onRetry={reload}>
        {() => <AddDish />}
      </ScreenBoundary>
    </section>
  );
}
