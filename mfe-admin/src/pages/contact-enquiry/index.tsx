// /dashboard/contact-enquiry: contact enquiries, 10 a page, with the attended
// Yes/No badge and 'Page X of N'; a row opens its detail.
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { pageArgs } from '@freshmeals/rules/pagination';
import { useSearchState } from '../shared/use-page-param';
import { enquiryFilterVariables } from '../shared/enquiry-filters';
import { EnquiryFilters } from '../shared/EnquiryFilters';
import type { contactEnquiryPageQuery } from './__generated__/contactEnquiryPageQuery.graphql';
import { CONTACTS_PAGE_SIZE, ContactEnquiryTable } from './components/ContactEnquiryTable';

/** The contact list's load failure is silent (logged only); the table shows the failure inline. */
export const LOAD_FAILED = 'Failed to load contact enquiries';

function ContactEnquiryList({ fetchKey }: { fetchKey: number }) {
  const { shown, page, update, isPending } = useSearchState();
  // Contact enquiries have no plan type.
  const { mealType: _plan, ...contactFilters } = enquiryFilterVariables(shown);
  const data = useLazyLoadQuery<contactEnquiryPageQuery>(
    graphql`
      query contactEnquiryPageQuery(
        $first: Int!
        $after: String
        $search: String
        $unattendedOnly: Boolean
        $from: Date
        $to: Date
      ) {
        ...ContactEnquiryTable_query
          @arguments(first: $first, after: $after, search: $search, unattendedOnly: $unattendedOnly, from: $from, to: $to)
      }
    `,
    { ...pageArgs(page, CONTACTS_PAGE_SIZE), ...contactFilters },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  return (
    <ContactEnquiryTable query={data} page={page} loading={isPending} onPageChange={(next) => update({ page: next })} />
  );
}

export default function ContactEnquiryPage() {
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Contact Enquiry" />
      <EnquiryFilters />
      <ScreenBoundary failure={LOAD_FAILED} silent>
        {(fetchKey) => <ContactEnquiryList fetchKey={fetchKey} />}
      </ScreenBoundary>
    </section>
  );
}
