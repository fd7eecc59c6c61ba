// The analytics panel's query (analyticsReport, default the last 30 days): a failure only hides the
// panel (logged), the day cards stay.
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { QueryBoundary } from '../../../lib/query-boundary';
import type { HomeAnalyticsQuery } from './__generated__/HomeAnalyticsQuery.graphql';
import { AnalyticsPanel } from './AnalyticsPanel';

function Analytics({ queryRef }: { queryRef: PreloadedQuery<HomeAnalyticsQuery> }) {
  // Started by the home route with the day cards' query (route.ts), for admins only.
  const { analyticsReport } = usePreloadedQuery<HomeAnalyticsQuery>(
    graphql`
      query HomeAnalyticsQuery @preloadable {
        analyticsReport {
          ...AnalyticsPanel_report
        }
      }
    `,
    queryRef,
  );
  return analyticsReport ? <AnalyticsPanel report={analyticsReport} /> : null;
}

export function HomeAnalytics({ queryRef }: { queryRef: PreloadedQuery<HomeAnalyticsQuery> }) {
  return (
    <QueryBoundary logLabel="Failed to load the analytics report" fallback={() => null}>
      {/* Nothing to see while it loads, but a placeholder the shell's handover waits for: a first
          screen rendered with the panel must not lose it to a console that has not got it yet. */}
      <Suspense fallback={<span role="status" aria-busy="true" aria-label="Loading the analytics" />}>
        <Analytics queryRef={queryRef} />
      </Suspense>
    </QueryBoundary>
  );
}
