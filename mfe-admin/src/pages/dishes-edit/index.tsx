// /dashboard/dishes/edit?id=<dishId>: the Add Dish form filled with a dish, saved with 'Save Changes'. The
// dish keeps its places in the weekly menus. A missing dish shows 'Dish not found' inline.
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { DishForm } from '../dishes-add/components/DishForm';
import type { dishesEditPageQuery } from './__generated__/dishesEditPageQuery.graphql';

export const LOAD_FAILED = 'Failed to load the dish.';
export const NOT_FOUND = 'Dish not found';

function EditDish({ id, fetchKey }: { id: string; fetchKey: number }) {
  const data = useLazyLoadQuery<dishesEditPageQuery>(
    graphql`
      query dishesEditPageQuery($id: ID!) {
        dish(id: $id) {
          id
          ...DishForm_dish
        }
        ...CategorySelect_query
      }
    `,
    { id },
    // The form starts from what the query returns: always the dish as it is now, not a cached copy.
    { fetchKey, fetchPolicy: 'network-only' },
  );
  return <DishForm key={data.dish.id} query={data} dish={data.dish} />;
}

export default function EditDishPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Edit Dish" />
      <ScreenBoundary key={id} failure={LOAD_FAILED} notFound={NOT_FOUND}>
        {(fetchKey) => <EditDish id={id} fetchKey={fetchKey} />}
      </ScreenBoundary>
    </section>
  );
}
