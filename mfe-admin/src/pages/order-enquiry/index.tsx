// /dashboard/order-enquiry: the order enquiries, 10 a page, with the work-queue filters (search,
// unattended only, date range, plan type); a row opens its detail.
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { pageArgs } from '@freshmeals/rules/pagination';
import { useSearchState } from '../shared/use-page-param';
import { enquiryFilterVariables } from '../shared/enquiry-filters';
import { EnquiryFilters } from '../shared/EnquiryFilters';
import type { orderEnquiryPageQuery } from './__generated__/orderEnquiryPageQuery.graphql';
import { ENQUIRIES_PAGE_SIZE, OrderEnquiryTable } from './components/OrderEnquiryTable';

export const LOAD_FAILED = 'Failed to load enquiries';

function OrderEnquiryList({ fetchKey }: { fetchKey: number }) {
  const { shown, page, update, isPending } = useSearchState();
  const data = useLazyLoadQuery<orderEnquiryPageQuery>(
    graphql`
      query orderEnquiryPageQuery(
        $first: Int!
        $after: String
        $search: String
        $unattendedOnly: Boolean
        $from: Date
        $to: Date
        $mealType: PlanType
      ) {
        ...OrderEnquiryTable_query
          @arguments(first: $first, after: $after, search: $search, unattendedOnly: $unattendedOnly, from: $from, to: $to, mealType: $mealType)
      }
    `,
    { ...pageArgs(page, ENQUIRIES_PAGE_SIZE), ...enquiryFilterVariables(shown) },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  return <OrderEnquiryTable query={data} page={page} loading={isPending} onPageChange={(next) => update({ page: next })} />;
}

export default function OrderEnquiryPage() {
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Order Enquiry" />
      <EnquiryFilters withPlanType />
      <ScreenBoundary failure={LOAD_FAILED}>{(fetchKey) => <OrderEnquiryList fetchKey={fetchKey} />}</ScreenBoundary>
    </section>
  );
}
