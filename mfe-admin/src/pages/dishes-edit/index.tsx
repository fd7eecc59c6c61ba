// /dashboard/dishes/edit?id=<dishId>: the Add Dish form filled with a dish, saved with 'Save Changes'. The
// dish keeps its places in the weekly menus. A missing dish shows 'Dish not found' inline. Below the
// form, read only: the dish's ratings from customers (DishRatings).
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { useSearchParams } from 'react-router';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { DishForm } from '../dishes-add/components/DishForm';
import { DishRatings } from './components/DishRatings';
import type { dishesEditPageQuery } from './__generated__/dishesEditPageQuery.graphql';

export const LOAD_FAILED = 'Failed to load the dish.';
export const NOT_FOUND = 'Dish not found';

function EditDish() {
  // Started by the route (routes.ts) with the screen's code, for the URL's id (route.ts).
  const data = usePreloadedQuery<dishesEditPageQuery>(
    graphql`
      query dishesEditPageQuery($id: ID!) @preloadable {
        dish(id: $id) {
          id
          ...DishForm_dish
          ...DishRatings_dish
        }
        ...CategorySelect_query
      }
    `,
    useRouteQuery<dishesEditPageQuery>('dish')!,
  );
  return (
    <>
      <DishForm key={data.dish.id} query={data} dish={data.dish} />
      <DishRatings dish={data.dish} />
    </>
  );
}

export default function EditDishPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const reload = useRouteReload();
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Edit Dish" />
      <ScreenBoundary key={id} failure={LOAD_FAILED} notFound={NOT_FOUND} onRetry={reload}>
        {() => <EditDish />}
      </ScreenBoundary>
    </section>
  );
}
