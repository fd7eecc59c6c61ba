// Dispatch list: one day's users for one meal, with credit deduction per row, 'Deduct all', 'Export
// CSV' and 'Print'. The meal (lunch by default) and the day (`date`, YYYY-MM-DD; today in the
// business time zone by default, as the API works it out) live in the query string, so a kitchen
// preparing tomorrow opens, exports and prints tomorrow's list. A failed load is only logged and
// shows the empty list. The rows come 50 to a page (?page=N); the counts above them are the whole
// list's. The server tells the page of each change of its list, so the riders' Delivered / Not
// delivered and other admins' charges show within a second, without a reload.
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Segmented, Skeleton, Table } from 'antd';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, useSubscription, type PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import listQuery from './__generated__/dispatchListQuery.graphql';
import { businessToday } from '@freshmeals/ui/business-time';
import { QueryBoundary } from '../../lib/query-boundary';
import { useRouteQuery } from '../../lib/route-data';
import { ScreenTitle } from '../shared/Heading';
import { DayPicker } from '../shared/DayPicker';
import { readPage, useSearchState } from '../shared/use-page-param';
import type { dispatchListQuery } from './__generated__/dispatchListQuery.graphql';
import type { dispatchLiveSubscription } from './__generated__/dispatchLiveSubscription.graphql';
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

/** After the live connection drops, how long before watching again (and reading the list once, for what was missed). */
export const DISPATCH_RECONNECT_MS = 5_000;
/** A burst of changes ('Deduct all' charges 500 meals to a transaction) reads the list once per this. */
export const DISPATCH_CHANGE_COALESCE_MS = 300;

/**
 * Keeps the list's page current: the server tells the page of each change of its date and meal (a
 * rider's Delivered or Not delivered, another admin's charge, a skip, a closure) and the page reads
 * itself again, within a second; and at once after a charge made here. The store updates the rows in
 * place (no loading state), and a failed read keeps what is shown.
 */
function useLiveList(queryRef: PreloadedQuery<dispatchListQuery>, date: string, meal: DispatchMeal): () => void {
  const environment = useRelayEnvironment();
  const { variables } = queryRef;
  const refresh = useCallback(() => {
    fetchQuery(environment, listQuery, variables, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
  }, [environment, variables]);
  const [attempt, setAttempt] = useState(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const watchAgain = useCallback(
    () =>
      later(DISPATCH_RECONNECT_MS, () => {
        setAttempt((n) => n + 1);
        refresh();
      }),
    [later, refresh],
  );
  const pending = useRef(false);
  const config = useMemo<GraphQLSubscriptionConfig<dispatchLiveSubscription>>(
    () => ({
      subscription: graphql`
        subscription dispatchLiveSubscription($date: Date!, $meal: MealOfDay!) {
          dispatchListChanged(date: $date, meal: $meal) {
            date
            meal
          }
        }
      `,
      variables: { date, meal },
      onNext: () => {
        if (pending.current) return;
        pending.current = true;
        later(DISPATCH_CHANGE_COALESCE_MS, () => {
          pending.current = false;
          refresh();
        });
      },
      // Dropped (a network change) or ended by the server (a gateway shutting down; a watch never
      // ends otherwise): watch again a little later, and read what was missed meanwhile.
      onError: watchAgain,
      onCompleted: watchAgain,
    }),
    // `attempt` is in the key: a new config subscribes again.
    [date, meal, refresh, later, watchAgain, attempt],
  );
  useSubscription(config);
  return refresh;
}

/** 'Deduct all' reports, one per day and meal: each belongs to the list it was run on. */
type Reports = Readonly<Record<string, DeductAllReport>>;
const reportKey = (date: string, meal: string) => `${date}|${meal}`;

function LoadedList({
  queryRef,
  filter,
  reports,
  onReport,
  page,
  onPage,
}: {
  queryRef: PreloadedQuery<dispatchListQuery>;
  filter: (shownDate: string) => ReactNode;
  reports: Reports;
  onReport: (key: string, report: DeductAllReport) => void;
  page: number;
  onPage(page: number): void;
}) {
  // Started by the route (routes.ts) with the screen's code, its variables from the URL (route.ts):
  // the meal, the day, the page, and whether the staff member reads money. The rows come a page
  // at a time, by PIN code; the counts (per PIN, to charge) are the whole list's.
  const { dispatchList } = usePreloadedQuery<dispatchListQuery>(
    graphql`
      query dispatchListQuery($meal: MealOfDay!, $date: Date, $withMoney: Boolean!, $first: Int!, $after: String) @preloadable {
        dispatchList(meal: $meal, date: $date) {
          weekday
          meal
          date
          ...DispatchTable_list
          ...DispatchToolbar_list @arguments(withMoney: $withMoney)
          ...DispatchSkipped_list
          page(first: $first, after: $after) {
            totalCount
            edges {
              node {
                userId
                deducted
                ...DispatchTable_entries
              }
            }
          }
        }
      }
    `,
    queryRef,
  );
  const refresh = useLiveList(queryRef, dispatchList.date, dispatchList.meal as DispatchMeal);
  const key = reportKey(dispatchList.date, dispatchList.meal);
  const rows = dispatchList.page.edges.map((edge) => edge.node);
  const charged = new Set(rows.filter((row) => row.deducted).map((row) => row.userId));
  return (
    <>
      <Heading weekday={dispatchList.weekday} meal={dispatchList.meal} date={dispatchList.date} />
      {filter(dispatchList.date)}
      <DispatchToolbar list={dispatchList} charged={charged} report={reports[key] ?? null} onReport={(report) => onReport(key, report)} onCharged={refresh} />
      <DispatchTable list={dispatchList} entries={rows} pager={{ page, total: dispatchList.page.totalCount, onChange: onPage }} onCharged={refresh} />
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
          onChange={(value) => update({ mealType: value, page: null })}
        />
        <div className={styles.dayPicker} role="group" aria-label="Day">
          <DayPicker label="Dispatch day" day={shownDate} onChange={(day) => update({ date: day === today ? null : day, page: null })} />
          <Button onClick={() => update({ date: null, page: null })} disabled={date === null}>
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
        resetKey={`${meal}|${date ?? ''}|${readPage(params)}`}
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
          <LoadedList queryRef={listRef} filter={filter} reports={reports} onReport={onReport} page={readPage(params)} onPage={(page) => update({ page })} />
        </Suspense>
      </QueryBoundary>
    </section>
  );
}
