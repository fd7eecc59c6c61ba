// /dashboard/order-enquiry: the order enquiries, 10 a page, with the work-queue filters (search,
// unattended only, date range, plan type); a row opens its detail.
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useSearchState } from '../shared/use-page-param';
import { EnquiryFilters } from '../shared/EnquiryFilters';
import type { orderEnquiryPageQuery } from './__generated__/orderEnquiryPageQuery.graphql';
import { OrderEnquiryTable } from './components/OrderEnquiryTable';

export const LOAD_FAILED = 'Failed to load enquiries';

function OrderEnquiryList() {
  const { page, update, isPending } = useSearchState();
  // Started by the route (routes.ts) with the screen's code, its variables from the URL (route.ts):
  // the page and the filters.
  const data = usePreloadedQuery<orderEnquiryPageQuery>(
    graphql`
      query orderEnquiryPageQuery(
        $first: Int!
        $after: String
        $search: String
        $unattendedOnly: Boolean
        $from: Date
        $to: Date
        $mealType: PlanType
      ) @preloadable {
        ...OrderEnquiryTable_query
          @arguments(first: $first, after: $after, search: $search, unattendedOnly: $unattendedOnly, from: $from, to: $to, mealType: $mealType)
      }
    `,
    useRouteQuery<orderEnquiryPageQuery>('list')!,
  );
  return <OrderEnquiryTable query={data} page={page} loading={isPending} onPageChange={(next) => update({ page: next })} />;
}

export default function OrderEnquiryPage() {
  const reload = useRouteReload();
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Order Enquiry" />
      <EnquiryFilters withPlanType />
      <ScreenBoundary failure={LOAD_FAILED} onRetry={reload}>
        {() => <OrderEnquiryList />}
      </ScreenBoundary>
    </section>
  );
}
