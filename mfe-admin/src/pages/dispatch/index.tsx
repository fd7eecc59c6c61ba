// Dispatch list: one day's users for one meal, with credit deduction per row, 'Deduct all', 'Export
// CSV' and 'Print'. The meal (lunch by default) and the day (`date`, YYYY-MM-DD; today in the
// business time zone by default, as the API works it out) live in the query string, so a kitchen
// preparing tomorrow opens, exports and prints tomorrow's list. A failed load is only logged and
// shows the empty list. While the page is in view it asks again every few seconds, so the riders'
// Delivered / Not delivered and other admins' charges show without a reload.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button, Segmented, Skeleton, Table } from 'antd';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import listQuery from './__generated__/dispatchListQuery.graphql';
import { businessToday } from '@freshmeals/ui/business-time';
import { QueryBoundary } from '../../lib/query-boundary';
import { useRouteQuery } from '../../lib/route-data';
import { ScreenTitle } from '../shared/Heading';
import { DayPicker } from '../shared/DayPicker';
import { useSearchState } from '../shared/use-page-param';
import type { dispatchListQuery } from './__generated__/dispatchListQuery.graphql';
import { DispatchSkipped } from './components/DispatchSkipped';
import { DispatchTable } from './components/DispatchTable';
import { DispatchToolbar, type DeductAllReport } from './components/DispatchToolbar';
import styles from './components/dispatch.module.css';
import {
  DISPATCH_MEALS,
  dayLabel,
  dispatchHeading,
  emptyText,
  parseDispatchDate,
  parseMeal,
  weekdayOfDate,
  type DispatchMeal,
} from './dispatch-format';

function Heading({ weekday, meal, date }: { weekday: string; meal: string; date: string }) {
  return (
    <>
      <ScreenTitle style={{ marginTop: 0 }}>{dispatchHeading(weekday, meal)}</ScreenTitle>
      {/* On paper the day picker is gone: the list says its date itself. */}
      <p className={styles.printOnly} data-testid="dispatch-print-date">
        {dayLabel(date)}
      </p>
    </>
  );
}

/** How often the list in view asks the server again: the rider's records show within seconds. */
export const DISPATCH_REFRESH_MS = 10_000;

/**
 * Fetches the list again in the background every DISPATCH_REFRESH_MS while the page is visible:
 * the store updates the rows in place (no loading state), and a failed refresh keeps what is shown.
 */
function useLiveList(queryRef: PreloadedQuery<dispatchListQuery>) {
  const environment = useRelayEnvironment();
  const { variables } = queryRef;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      fetchQuery(environment, listQuery, variables, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
    }, DISPATCH_REFRESH_MS);
    return () => clearInterval(timer);
  }, [environment, variables]);
}

/** 'Deduct all' reports, one per day and meal: each belongs to the list it was run on. */
type Reports = Readonly<Record<string, DeductAllReport>>;
const reportKey = (date: string, meal: string) => `${date}|${meal}`;

function LoadedList({
  queryRef,
  filter,
  reports,
  onReport,
}: {
  queryRef: PreloadedQuery<dispatchListQuery>;
  filter: (shownDate: string) => ReactNode;
  reports: Reports;
  onReport: (key: string, report: DeductAllReport) => void;
}) {
  // Started by the route (routes.ts) with the screen's code, its variables from the URL (route.ts):
  // the meal, the day, and whether the staff member reads money.
  const { dispatchList } = usePreloadedQuery<dispatchListQuery>(
    graphql`
      query dispatchListQuery($meal: MealOfDay!, $date: Date, $withMoney: Boolean!) @preloadable {
        dispatchList(meal: $meal, date: $date) {
          weekday
          meal
          date
          ...DispatchTable_list
          ...DispatchToolbar_list @arguments(withMoney: $withMoney)
          ...DispatchSkipped_list
        }
      }
    `,
    queryRef,
  );
  useLiveList(queryRef);
  const key = reportKey(dispatchList.date, dispatchList.meal);
  return (
    <>
      <Heading weekday={dispatchList.weekday} meal={dispatchList.meal} date={dispatchList.date} />
      {filter(dispatchList.date)}
      <DispatchToolbar list={dispatchList} report={reports[key] ?? null} onReport={(report) => onReport(key, report)} />
      <DispatchTable list={dispatchList} />
      <DispatchSkipped list={dispatchList} />
    </>
  );
}

function FailedList({ meal, date, filter }: { meal: DispatchMeal; date: string; filter: (shownDate: string) => ReactNode }) {
  const weekday = weekdayOfDate(date);
  return (
    <>
      <Heading weekday={weekday} meal={meal} date={date} />
      {filter(date)}
      <Table columns={[]} dataSource={[]} locale={{ emptyText: emptyText(meal, weekday) }} pagination={false} />
    </>
  );
}

export default function DispatchPage() {
  const { params, update } = useSearchState();
  const meal = parseMeal(params.get('mealType'));
  // null: today, as the API works it out (the business time zone, by the gateway's clock).
  const date = parseDispatchDate(params.get('date'));
  const [reports, setReports] = useState<Reports>({});
  const listRef = useRouteQuery<dispatchListQuery>('list')!;
  const filter = (shownDate: string) => {
    const today = businessToday();
    return (
      <div className={`${styles.filters} ${styles.noPrint}`}>
        <Segmented<DispatchMeal>
          aria-label="Meal"
          value={meal}
          options={DISPATCH_MEALS.map((value) => ({ value, label: value }))}
          onChange={(value) => update({ mealType: value })}
        />
        <div className={styles.dayPicker} role="group" aria-label="Day">
          <DayPicker label="Dispatch day" day={shownDate} onChange={(day) => update({ date: day === today ? null : day })} />
          <Button onClick={() => update({ date: null })} disabled={date === null}>
            Today
          </Button>
        </div>
      </div>
    );
  };
  const onReport = (key: string, report: DeductAllReport) => setReports((current) => ({ ...current, [key]: report }));
  return (
    <section aria-labelledby="screen-title">
      <QueryBoundary
        resetKey={`${meal}|${date ?? ''}`}
        logLabel="Failed to load the dispatch list"
        fallback={() => <FailedList meal={meal} date={date ?? businessToday()} filter={filter} />}
      >
        <Suspense
          fallback={
            <>
              <ScreenTitle style={{ marginTop: 0 }}>Dispatch List</ScreenTitle>
              {filter(date ?? businessToday())}
              <Skeleton active title={false} paragraph={{ rows: 5 }} />
            </>
          }
        >
          <LoadedList queryRef={listRef} filter={filter} reports={reports} onReport={onReport} />
        </Suspense>
      </QueryBoundary>
    </section>
  );
}
