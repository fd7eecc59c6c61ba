// /dashboard/outbox: every e-mail the product wrote, newest first, 20 a page, and where its delivery
// stands. It opens on the undelivered ones (failed, still being tried, and dead: given up a day
// after they were written), each with 'Retry'. The status filter lives in the address.
import { Flex, Select } from 'antd';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useSearchState } from '../shared/use-page-param';
import type { outboxPageQuery } from './__generated__/outboxPageQuery.graphql';
import { OutboxTable } from './components/OutboxTable';
import { DEFAULT_FILTER, filterOf, OUTBOX_FILTERS } from './route';

export { OUTBOX_FILTERS };

export const LOAD_FAILED = 'Failed to load the outbox';

function OutboxList() {
  const { page, update, isPending } = useSearchState();
  // Started by the route (routes.ts) with the screen's code, its variables from the URL (route.ts).
  const data = usePreloadedQuery<outboxPageQuery>(
    graphql`
      query outboxPageQuery($first: Int!, $after: String, $statuses: [OutboxStatus!]) @preloadable {
        ...OutboxTable_query @arguments(first: $first, after: $after, statuses: $statuses)
      }
    `,
    useRouteQuery<outboxPageQuery>('list')!,
  );
  return <OutboxTable query={data} page={page} loading={isPending} onPageChange={(next) => update({ page: next })} />;
}

function OutboxFilter() {
  const { params, update } = useSearchState();
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <Select
        aria-label="Show"
        style={{ width: 190 }}
        value={filterOf(params)}
        options={Object.entries(OUTBOX_FILTERS).map(([value, { label }]) => ({ value, label }))}
        onChange={(value: string) => update({ show: value === DEFAULT_FILTER ? null : value, page: null })}
      />
    </Flex>
  );
}

export default function OutboxPage() {
  const reload = useRouteReload();
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Outbox" />
      <OutboxFilter />
      <ScreenBoundary failure={LOAD_FAILED} silent onRetry={reload}>
        {() => <OutboxList />}
      </ScreenBoundary>
    </section>
  );
}
