// /dashboard/deliveries: the rider's run, made for a phone first. Breakfast, Lunch or Dinner (the
// current meal by the business clock unless ?meal= says otherwise), then today's meals of it that
// go out, under their PIN codes in the server's order (PIN, hour, name), a page at a time. Each card
// says who, where and what, calls the customer with a tap, and records Delivered or Not delivered
// (with a reason, and a note for 'Other'). Admins and kitchen staff open it too.
import { Segmented } from 'antd';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { MEALS, type Meal } from '@freshmeals/rules/routines';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useSearchState } from '../shared/use-page-param';
import type { deliveriesPageQuery } from './__generated__/deliveriesPageQuery.graphql';
import { DeliveryRun } from './components/DeliveryRun';
import styles from './components/deliveries.module.css';
import { mealOf } from './route';

export const LOAD_FAILED = 'Failed to load the deliveries';

const MEAL_LABELS: Record<Meal, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };

function Run() {
  const { isPending } = useSearchState();
  // Started by the route (routes.ts) with the screen's code, its meal from the URL (route.ts).
  const data = usePreloadedQuery<deliveriesPageQuery>(
    graphql`
      query deliveriesPageQuery($meal: MealOfDay!, $states: [MealState!], $first: Int!) @preloadable {
        ...DeliveryRun_query @arguments(meal: $meal, states: $states, first: $first)
      }
    `,
    useRouteQuery<deliveriesPageQuery>('list')!,
  );
  return <DeliveryRun query={data} busy={isPending} />;
}

function MealChoice() {
  const { params, update } = useSearchState();
  return (
    <Segmented<Meal>
      aria-label="Meal"
      block
      className={styles.meals}
      value={mealOf(params)}
      options={MEALS.map((meal) => ({ value: meal, label: MEAL_LABELS[meal] }))}
      onChange={(meal) => update({ meal })}
    />
  );
}

export default function DeliveriesPage() {
  const reload = useRouteReload();
  return (
    <section aria-labelledby="screen-title" className={styles.screen}>
      <ScreenHeader title="Deliveries" />
      <MealChoice />
      <ScreenBoundary failure={LOAD_FAILED} onRetry={reload}>
        {() => <Run />}
      </ScreenBoundary>
    </section>
  );
}
