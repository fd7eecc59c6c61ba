// /dashboard/dishes/add: the dish form; its categories come
// with the route's query ('Failed to fetch dish categories.' when they cannot be loaded).
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import type { dishesAddPageQuery } from './__generated__/dishesAddPageQuery.graphql';
import { DishForm } from './components/DishForm';

export const CATEGORIES_FAILED = 'Failed to fetch dish categories.';

function AddDish({ fetchKey }: { fetchKey: number }) {
  const data = useLazyLoadQuery<dishesAddPageQuery>(
    graphql`
      query dishesAddPageQuery {
        ...CategorySelect_query
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  return <DishForm query={data} />;
}

export default function AddDishPage() {
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Add Dish" />
      <ScreenBoundary failure={CATEGORIES_FAILED}>{(fetchKey) => <AddDish fetchKey={fetchKey} />}</ScreenBoundary>
    </section>
  );
}
