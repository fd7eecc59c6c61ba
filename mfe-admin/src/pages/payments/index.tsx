// /dashboard/payments: customers' online top-ups, newest first, 20 a page. It opens on the ones that
// need a look (failed, and abandoned: not paid within an hour of the order); paid and waiting ones
// are other views. The choice lives in the address. Below them, what the reconciliation job found
// the payment provider's records and ours disagree on.
import { Flex, Select } from 'antd';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useSearchState } from '../shared/use-page-param';
import type { paymentsPageQuery } from './__generated__/paymentsPageQuery.graphql';
import { PaymentDifferences } from './components/PaymentDifferences';
import { PaymentsTable } from './components/PaymentsTable';
import { DEFAULT_FILTER, filterOf, PAYMENT_FILTERS } from './route';

export { PAYMENT_FILTERS };

export const LOAD_FAILED = 'Failed to load the payments';

function PaymentsList() {
  const { page, update, isPending } = useSearchState();
  // Started by the route (routes.ts) with the screen's code, its variables from the URL (route.ts).
  const data = usePreloadedQuery<paymentsPageQuery>(
    graphql`
      query paymentsPageQuery($first: Int!, $after: String, $states: [PaymentState!]) @preloadable {
        ...PaymentsTable_query @arguments(first: $first, after: $after, states: $states)
        ...PaymentDifferences_query
      }
    `,
    useRouteQuery<paymentsPageQuery>('list')!,
  );
  return (
    <>
      <PaymentsTable query={data} page={page} loading={isPending} onPageChange={(next) => update({ page: next })} />
      <PaymentDifferences query={data} />
    </>
  );
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
  const reload = useRouteReload();
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Payments" />
      <PaymentsFilter />
      <ScreenBoundary failure={LOAD_FAILED} silent onRetry={reload}>
        {() => <PaymentsList />}
      </ScreenBoundary>
    </section>
  );
}
