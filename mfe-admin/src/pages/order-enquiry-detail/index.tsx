// /dashboard/order-enquiry/:id: every field of the enquiry, the attended toggle and the
// admin notes, with a save. A missing enquiry shows 'Enquiry not found' inline.
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useParams } from 'react-router';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import type { orderEnquiryDetailPageQuery } from './__generated__/orderEnquiryDetailPageQuery.graphql';
import { OrderEnquiryDetails } from './components/OrderEnquiryDetails';

export const LOAD_FAILED = 'Failed to load enquiry details';
export const NOT_FOUND = 'Enquiry not found';

function EnquiryDetail({ id, fetchKey }: { id: string; fetchKey: number }) {
  const data = useLazyLoadQuery<orderEnquiryDetailPageQuery>(
    graphql`
      query orderEnquiryDetailPageQuery($id: ID!) {
        enquiry(id: $id) {
          ...OrderEnquiryDetails_enquiry
        }
      }
    `,
    { id },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  return <OrderEnquiryDetails enquiry={data.enquiry} />;
}

export default function OrderEnquiryDetailPage() {
  const { id = '' } = useParams();
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Order Enquiry Details" />
      <ScreenBoundary key={id} failure={LOAD_FAILED} notFound={NOT_FOUND}>
        {(fetchKey) => <EnquiryDetail id={id} fetchKey={fetchKey} />}
      </ScreenBoundary>
    </section>
  );
}
