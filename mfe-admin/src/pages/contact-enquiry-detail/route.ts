// What the contact enquiry's detail screen reads (/contact-enquiry/:id), started before its code has loaded (routes.ts).
import { routeQuery } from '../../lib/route-data';
import detailQuery from './__generated__/contactEnquiryDetailPageQuery$parameters';
import type { contactEnquiryDetailPageQuery } from './__generated__/contactEnquiryDetailPageQuery.graphql';

export const contactEnquiryDetailQueries = {
  detail: routeQuery<contactEnquiryDetailPageQuery>({
    query: detailQuery,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    fetchPolicy: 'store-and-network',
  }),
};
