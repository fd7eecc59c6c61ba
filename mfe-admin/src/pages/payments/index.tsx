// /dashboard/payments: customers' online top-ups, newest first, 20 a page. It opens on the ones that
// need a look (failed, and abandoned: not paid within an hour of the order); paid and waiting ones
// are other views. The choice lives in the address.
import { Flex, Select } from 'antd';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { pageArgs } from '@freshmeals/rules/pagination';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useSearchState } from '../shared/use-page-param';
import type { PaymentState, paymentsPageQuery } from './__generated__/paymentsPageQuery.graphql';
import { PAYMENTS_PAGE_SIZE, PaymentsTable } from './components/PaymentsTable';

export const LOAD_FAILED = 'Failed to load the payments';

export const PAYMENT_FILTERS: Record<string, { label: string; states: PaymentState[] }> = {
  problems: { label: 'Failed or abandoned', states: ['failed', 'abandoned'] },
  paid: { label: 'Paid', states: ['paid'] },
  created: { label: 'Waiting for payment', states: ['created'] },
  all: { label: 'All payments', states: [] },
};
const DEFAULT_FILTER = 'problems';

const filterOf = (params: URLSearchParams) => {
  const value = params.get('show') ?? DEFAULT_FILTER;
  return value in PAYMENT_FILTERS ? value : DEFAULT_FILTER;
};

function PaymentsList({ fetchKey }: { fetchKey: number }) {
  const { shown, page, update, isPending } = useSearchState();
  const data = useLazyLoadQuery<paymentsPageQuery>(
    graphql`
      query paymentsPageQuery($first: Int!, $after: String, $states: [PaymentState!]) {
        ...PaymentsTable_query @arguments(first: $first, after: $after, states: $states)
      }
    `,
    { ...pageArgs(page, PAYMENTS_PAGE_SIZE), states: PAYMENT_FILTERS[filterOf(shown)]!.states },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  return <PaymentsTable query={data} page={page} loading={isPending} onPageChange={(next) => update({ page: next })} />;
}

function PaymentsFilter() {
  const { params, update } = useSearchState();
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <Select
        aria-label="Show"
        style={{ width: 210 }}
        value={filterOf(params)}
        options={Object.entries(PAYMENT_FILTERS).map(([value, { label }]) => ({ value, label }))}
        onChange={(value: string) => update({ show: value === DEFAULT_FILTER ? null : value, page: null })}
      />
    </Flex>
  );
}

export default function PaymentsPage() {
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Payments" />
      <PaymentsFilter />
      <ScreenBoundary failure={LOAD_FAILED} silent>
        {(fetchKey) => <PaymentsList fetchKey={fetchKey} />}
      </ScreenBoundary>
    </section>
  );
}
