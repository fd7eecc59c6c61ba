// /dashboard/order-enquiry/:id: every field of the enquiry, the attended toggle and the
// admin notes, with a save. A missing enquiry shows 'Enquiry not found' inline.
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { useParams } from 'react-router';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import type { orderEnquiryDetailPageQuery } from './__generated__/orderEnquiryDetailPageQuery.graphql';
import { OrderEnquiryDetails } from './components/OrderEnquiryDetails';

export const LOAD_FAILED = 'Failed to load enquiry details';
export const NOT_FOUND = 'Enquiry not found';

function EnquiryDetail() {
  // Started by the route (routes.ts) with the screen's code, for the address's id (route.ts).
  const data = usePreloadedQuery<orderEnquiryDetailPageQuery>(
    graphql`
      query orderEnquiryDetailPageQuery($id: ID!) @preloadable {
        enquiry(id: $id) {
          ...OrderEnquiryDetails_enquiry
        }
      }
    `,
    useRouteQuery<orderEnquiryDetailPageQuery>('detail')!,
  );
  return <OrderEnquiryDetails enquiry={data.enquiry} />;
}

export default function OrderEnquiryDetailPage() {
  const { id = '' } = useParams();
  const reload = useRouteReload();
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Order Enquiry Details" />
      <ScreenBoundary key={id} failure={LOAD_FAILED} notFound={NOT_FOUND} onRetry={reload}>
        {() => <EnquiryDetail />}
      </ScreenBoundary>
    </section>
  );
}
