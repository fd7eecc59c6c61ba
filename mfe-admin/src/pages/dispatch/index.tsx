// Dispatch list: today's users for one
// meal (the API works out today's weekday in the business time zone), with credit deduction per
// row, 'Deduct all', 'Export CSV' and 'Print'. The meal filter lives in the query string (lunch by default). A failed load is only logged
// and shows the empty list.
import { Suspense, type ReactNode } from 'react';
import { Segmented, Skeleton, Table } from 'antd';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import { QueryBoundary } from '../../lib/query-boundary';
import { ScreenTitle } from '../shared/Heading';
import type { dispatchListQuery } from './__generated__/dispatchListQuery.graphql';
import { DispatchSkipped } from './components/DispatchSkipped';
import { DispatchTable } from './components/DispatchTable';
import { DispatchToolbar } from './components/DispatchToolbar';
import styles from './components/dispatch.module.css';
import { DISPATCH_MEALS, dispatchHeading, emptyText, parseMeal, weekdayIn, type DispatchMeal } from './dispatch-format';

/** The business time zone, only for the heading of a failed load. */
const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

function Heading({ weekday, meal }: { weekday: string; meal: string }) {
  return (
    <ScreenTitle style={{ marginTop: 0 }}>
      {dispatchHeading(weekday, meal)}
    </ScreenTitle>
  );
}

function LoadedList({ meal, filter }: { meal: DispatchMeal; filter: ReactNode }) {
  const { dispatchList } = useLazyLoadQuery<dispatchListQuery>(
    graphql`
      query dispatchListQuery($meal: MealOfDay!) {
        dispatchList(meal: $meal) {
          weekday
          meal
          date
          ...DispatchTable_list
          ...DispatchToolbar_list
          ...DispatchSkipped_list
        }
      }
    `,
    { meal },
    { fetchPolicy: 'network-only' },
  );
  return (
    <>
      <Heading weekday={dispatchList.weekday} meal={dispatchList.meal} />
      {filter}
      <DispatchToolbar list={dispatchList} />
      <DispatchTable list={dispatchList} />
      <DispatchSkipped list={dispatchList} />
    </>
  );
}

function FailedList({ meal, filter }: { meal: DispatchMeal; filter: ReactNode }) {
  const weekday = weekdayIn(BUSINESS_TIME_ZONE);
  return (
    <>
      <Heading weekday={weekday} meal={meal} />
      {filter}
      <Table columns={[]} dataSource={[]} locale={{ emptyText: emptyText(meal, weekday) }} pagination={false} />
    </>
  );
}

export default function DispatchPage() {
  const [params, setParams] = useSearchParams();
  const meal = parseMeal(params.get('mealType'));
  const filter = (
    <div style={{ marginBottom: 16 }} className={styles.noPrint}>
      <Segmented<DispatchMeal>
        aria-label="Meal"
        value={meal}
        options={DISPATCH_MEALS.map((value) => ({ value, label: value }))}
        onChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('mealType', value);
              return next;
            },
            { replace: true },
          )
        }
      />
    </div>
  );
  return (
    <section aria-labelledby="screen-title">
      <QueryBoundary resetKey={meal} logLabel="Failed to load the dispatch list" fallback={() => <FailedList meal={meal} filter={filter} />}>
        <Suspense
          fallback={
            <>
              <ScreenTitle style={{ marginTop: 0 }}>
                Dispatch List
              </ScreenTitle>
              {filter}
              <Skeleton active title={false} paragraph={{ rows: 5 }} />
            </>
          }
        >
          <LoadedList meal={meal} filter={filter} />
        </Suspense>
      </QueryBoundary>
    </section>
  );
}
