// The analytics panel's query (analyticsReport, default the last 30 days): a failure only hides the
// panel (logged), the day cards stay.
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { QueryBoundary } from '../../../lib/query-boundary';
import type { HomeAnalyticsQuery } from './__generated__/HomeAnalyticsQuery.graphql';
import { AnalyticsPanel } from './AnalyticsPanel';

function Analytics() {
  const { analyticsReport } = useLazyLoadQuery<HomeAnalyticsQuery>(
    graphql`
      query HomeAnalyticsQuery {
        analyticsReport {
          ...AnalyticsPanel_report
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  return analyticsReport ? <AnalyticsPanel report={analyticsReport} /> : null;
}

export function HomeAnalytics() {
  return (
    <QueryBoundary logLabel="Failed to load the analytics report" fallback={() => null}>
      <Suspense fallback={null}>
        <Analytics />
      </Suspense>
    </QueryBoundary>
  );
}
