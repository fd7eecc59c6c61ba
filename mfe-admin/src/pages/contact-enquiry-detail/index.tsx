// /dashboard/contact-enquiry/:id: the contact enquiry's fields, the attended toggle and
// the session notes, with a save. A missing one shows 'Contact not found' inline.
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { useParams } from 'react-router';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import type { contactEnquiryDetailPageQuery } from './__generated__/contactEnquiryDetailPageQuery.graphql';
import { ContactEnquiryDetails } from './components/ContactEnquiryDetails';

export const LOAD_FAILED = 'Failed to load contact details';
export const NOT_FOUND = 'Contact not found';

function ContactDetail() {
  // Started by the route (routes.ts) with the screen's code, for the address's id (route.ts).
  const data = usePreloadedQuery<contactEnquiryDetailPageQuery>(
    graphql`
      query contactEnquiryDetailPageQuery($id: ID!) @preloadable {
        contactEnquiry(id: $id) {
          ...ContactEnquiryDetails_contact
        }
      }
    `,
    useRouteQuery<contactEnquiryDetailPageQuery>('detail')!,
  );
  return <ContactEnquiryDetails contact={data.contactEnquiry} />;
}

export default function ContactEnquiryDetailPage() {
  const { id = '' } = useParams();
  const reload = useRouteReload();
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Contact Enquiry Details" />
      <ScreenBoundary key={id} failure={LOAD_FAILED} notFound={NOT_FOUND} onRetry={reload}>
        {() => <ContactDetail />}
      </ScreenBoundary>
    </section>
  );
}
