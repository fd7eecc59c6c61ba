// /dashboard/outbox: every e-mail the product wrote, newest first, 20 a page, and where its delivery
// stands. It opens on the undelivered ones (failed, still being tried, and dead: given up a day
// after they were written), each with 'Retry'. The status filter lives in the address.
import { Flex, Select } from 'antd';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { pageArgs } from '@freshmeals/rules/pagination';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useSearchState } from '../shared/use-page-param';
import type { OutboxStatus, outboxPageQuery } from './__generated__/outboxPageQuery.graphql';
import { OUTBOX_PAGE_SIZE, OutboxTable } from './components/OutboxTable';

export const LOAD_FAILED = 'Failed to load the outbox';

/** The filter's choices, and the statuses each shows. */
export const OUTBOX_FILTERS: Record<string, { label: string; statuses: OutboxStatus[] }> = {
  undelivered: { label: 'Undelivered', statuses: ['failed', 'dead'] },
  dead: { label: 'Dead (given up)', statuses: ['dead'] },
  pending: { label: 'Waiting', statuses: ['pending'] },
  sent: { label: 'Sent', statuses: ['sent'] },
  local: { label: 'Local outbox', statuses: ['local'] },
  all: { label: 'All e-mails', statuses: [] },
};
const DEFAULT_FILTER = 'undelivered';

const filterOf = (params: URLSearchParams) => {
  const value = params.get('show') ?? DEFAULT_FILTER;
  return value in OUTBOX_FILTERS ? value : DEFAULT_FILTER;
};

function OutboxList({ fetchKey }: { fetchKey: number }) {
  const { shown, page, update, isPending } = useSearchState();
  const data = useLazyLoadQuery<outboxPageQuery>(
    graphql`
      query outboxPageQuery($first: Int!, $after: String, $statuses: [OutboxStatus!]) {
        ...OutboxTable_query @arguments(first: $first, after: $after, statuses: $statuses)
      }
    `,
    { ...pageArgs(page, OUTBOX_PAGE_SIZE), statuses: OUTBOX_FILTERS[filterOf(shown)]!.statuses },
    { fetchKey, fetchPolicy: 'store-and-network' },
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
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Outbox" />
      <OutboxFilter />
      <ScreenBoundary failure={LOAD_FAILED} silent>
        {(fetchKey) => <OutboxList fetchKey={fetchKey} />}
      </ScreenBoundary>
    </section>
  );
}
