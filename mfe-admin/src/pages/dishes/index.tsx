// /dashboard/dishes: dish cards 5 a row, a search box and the multi-select type
// filter (changing either goes back to page 1), 10 a page, an 'Add Dish' tile and delete with a
// Cancel/Confirm dialog. Load and delete failures are only logged.
import { Button, Flex, Spin } from 'antd';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { SearchBox } from '../shared/SearchBox';
import { useSearchState } from '../shared/use-page-param';
import type { dishesPageQuery } from './__generated__/dishesPageQuery.graphql';
import { DishGrid, DishGridSkeleton } from './components/DishGrid';
import { isOptionChecked, readTypes, toggleTypeFilter, TYPE_FILTER_OPTIONS } from './type-filter';

export const LOAD_FAILED = 'The dishes could not be loaded.';

function DishList() {
  const { page, update, isPending } = useSearchState();
  // Started by the route (routes.ts) with the screen's code, its variables from the URL (route.ts):
  // the page, the search and the types.
  const data = usePreloadedQuery<dishesPageQuery>(
    graphql`
      query dishesPageQuery($first: Int!, $after: String, $search: String, $types: [MealCategory!]) @preloadable {
        ...DishGrid_query @arguments(first: $first, after: $after, search: $search, types: $types)
      }
    `,
    useRouteQuery<dishesPageQuery>('list')!,
  );
  return <DishGrid query={data} page={page} loading={isPending} onPageChange={(next) => update({ page: next })} />;
}

function DishFilters() {
  const { params, update, isPending } = useSearchState();
  const types = readTypes(params.getAll('type'));
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <SearchBox placeholder="Search dishes..." label="Search dishes" maxWidth={320} />
      <Flex gap={4} role="group" aria-label="Filter by type" wrap>
        {TYPE_FILTER_OPTIONS.map((option) => (
          <Button
            key={option}
            shape="round"
            type={isOptionChecked(types, option) ? 'primary' : 'default'}
            aria-pressed={isOptionChecked(types, option)}
            onClick={() => update({ type: toggleTypeFilter(types, option), page: null })}
          >
            {option}
          </Button>
        ))}
        <Spin size="small" spinning={isPending} aria-label={isPending ? 'Loading dishes' : undefined} />
      </Flex>
    </Flex>
  );
}

export default function DishesPage() {
  const reload = useRouteReload();
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Dishes" />
      <DishFilters />
      <ScreenBoundary failure={LOAD_FAILED} silent loading={<DishGridSkeleton />} onRetry={reload}>
        {() => <DishList />}
      </ScreenBoundary>
    </section>
  );
}
