// /dashboard/contact-enquiry: contact enquiries, 10 a page, with the attended
// Yes/No badge and 'Page X of N'; a row opens its detail.
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useSearchState } from '../shared/use-page-param';
import { EnquiryFilters } from '../shared/EnquiryFilters';
import type { contactEnquiryPageQuery } from './__generated__/contactEnquiryPageQuery.graphql';
import { ContactEnquiryTable } from './components/ContactEnquiryTable';

/** The contact list's load failure is silent (logged only); the table shows the failure inline. */
export const LOAD_FAILED = 'Failed to load contact enquiries';

function ContactEnquiryList() {
  const { page, update, isPending } = useSearchState();
  // Started by the route (routes.ts) with the screen's code, its variables from the URL (route.ts):
  // the page and the filters.
  const data = usePreloadedQuery<contactEnquiryPageQuery>(
    graphql`
      query contactEnquiryPageQuery(
        $first: Int!
        $after: String
        $search: String
        $unattendedOnly: Boolean
        $from: Date
        $to: Date
      ) @preloadable {
        ...ContactEnquiryTable_query
          @arguments(first: $first, after: $after, search: $search, unattendedOnly: $unattendedOnly, from: $from, to: $to)
      }
    `,
    useRouteQuery<contactEnquiryPageQuery>('list')!,
  );
  return (
    <ContactEnquiryTable query={data} page={page} loading={isPending} onPageChange={(next) => update({ page: next })} />
  );
}

export default function ContactEnquiryPage() {
  const reload = useRouteReload();
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Contact Enquiry" />
      <EnquiryFilters />
      <ScreenBoundary failure={LOAD_FAILED} silent onRetry={reload}>
        {() => <ContactEnquiryList />}
      </ScreenBoundary>
    </section>
  );
}
