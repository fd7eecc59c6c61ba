// /dashboard/contact-enquiry/:id: the contact enquiry's fields, the attended toggle and
// the session notes, with a save. A missing one shows 'Contact not found' inline.
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useParams } from 'react-router';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import type { contactEnquiryDetailPageQuery } from './__generated__/contactEnquiryDetailPageQuery.graphql';
import { ContactEnquiryDetails } from './components/ContactEnquiryDetails';

export const LOAD_FAILED = 'Failed to load contact details';
export const NOT_FOUND = 'Contact not found';

function ContactDetail({ id, fetchKey }: { id: string; fetchKey: number }) {
  const data = useLazyLoadQuery<contactEnquiryDetailPageQuery>(
    graphql`
      query contactEnquiryDetailPageQuery($id: ID!) {
        contactEnquiry(id: $id) {
          ...ContactEnquiryDetails_contact
        }
      }
    `,
    { id },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  return <ContactEnquiryDetails contact={data.contactEnquiry} />;
}

export default function ContactEnquiryDetailPage() {
  const { id = '' } = useParams();
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Contact Enquiry Details" />
      <ScreenBoundary key={id} failure={LOAD_FAILED} notFound={NOT_FOUND}>
        {(fetchKey) => <ContactDetail id={id} fetchKey={fetchKey} />}
      </ScreenBoundary>
    </section>
  );
}
