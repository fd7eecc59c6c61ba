// Dashboard home: a card for today, tomorrow and each remaining
// day of the week (the API computes them in the business time zone), then a compact analytics
// panel (admins only: kitchen staff are neither shown it nor sent its query, which the server
// refuses them). A failed or empty summary reads 'No data available.'; a failed analytics report
// only hides its panel.
import { Suspense } from 'react';
import { Card, Empty, Skeleton } from 'antd';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../lib/route-data';
import { QueryBoundary } from '../../lib/query-boundary';
import { ScreenTitle } from '../shared/Heading';
import type { homeSummaryQuery } from './__generated__/homeSummaryQuery.graphql';
import type { HomeAnalyticsQuery } from './components/__generated__/HomeAnalyticsQuery.graphql';
import { HomeAnalytics } from './components/HomeAnalytics';
import { DayCard } from './components/DayCard';
import styles from './components/home.module.css';

export const NO_DATA = 'No data available.';

function NoData() {
  return (
    <Card>
      <Empty description={NO_DATA} />
    </Card>
  );
}

function SummaryCards({ queryRef }: { queryRef: PreloadedQuery<homeSummaryQuery> }) {
  // Started by the route (routes.ts) with the screen's code: see route.ts for its variables.
  const { summary } = usePreloadedQuery<homeSummaryQuery>(
    graphql`
      query homeSummaryQuery @preloadable {
        summary {
          today {
            ...DayCard_day
          }
          tomorrow {
            ...DayCard_day
          }
          weekRemaining {
            date
            ...DayCard_day
          }
        }
      }
    `,
    queryRef,
  );
  if (!summary) return <NoData />;
  return (
    <div className={styles.cards}>
      <DayCard day={summary.today} kind="today" />
      <DayCard day={summary.tomorrow} kind="tomorrow" />
      {summary.weekRemaining.map((day) => (
        <DayCard key={day.date} day={day} kind="later" />
      ))}
    </div>
  );
}

function CardsSkeleton() {
  return (
    <div className={styles.cards} role="status" aria-busy="true" aria-label="Loading the summary">
      {[0, 1, 2].map((key) => (
        <Card key={key}>
          <Skeleton active title={false} paragraph={{ rows: 8 }} />
        </Card>
      ))}
    </div>
  );
}

export default function HomePage() {
  const summaryRef = useRouteQuery<homeSummaryQuery>('summary');
  // Set for admins only (route.ts).
  const analyticsRef = useRouteQuery<HomeAnalyticsQuery>('analytics');
  return (
    <section aria-labelledby="screen-title">
      <ScreenTitle style={{ marginTop: 0 }}>
        Home
      </ScreenTitle>
      <QueryBoundary logLabel="Failed to load the summary" fallback={() => <NoData />}>
        <Suspense fallback={<CardsSkeleton />}>
          {summaryRef ? <SummaryCards queryRef={summaryRef} /> : <NoData />}
        </Suspense>
      </QueryBoundary>
      {analyticsRef ? <HomeAnalytics queryRef={analyticsRef} /> : null}
    </section>
  );
}
