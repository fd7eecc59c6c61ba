// What the order enquiry's detail screen reads (/order-enquiry/:id), started before its code has loaded (routes.ts).
import { routeQuery } from '../../lib/route-data';
import detailQuery from './__generated__/orderEnquiryDetailPageQuery$parameters';
import type { orderEnquiryDetailPageQuery } from './__generated__/orderEnquiryDetailPageQuery.graphql';

export const orderEnquiryDetailQueries = {
  detail: routeQuery<orderEnquiryDetailPageQuery>({
    query: detailQuery,
    variables: ({ params }) => ({ id: params.id ?? '' }),
    fetchPolicy: 'store-and-network',
  }),
};
