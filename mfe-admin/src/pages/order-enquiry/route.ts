// What the order enquiries screen reads for a URL (?search=&unattended=&from=&to=&plan=&page=),
// started before its code has loaded (routes.ts).
import { pageArgs } from '@freshmeals/rules/pagination';
import { routeQuery } from '../../lib/route-data';
import { enquiryFilterVariables } from '../shared/enquiry-filters';
import { readPage } from '../shared/use-page-param';
import listQuery from './__generated__/orderEnquiryPageQuery$parameters';
import type { orderEnquiryPageQuery } from './__generated__/orderEnquiryPageQuery.graphql';

export const ENQUIRIES_PAGE_SIZE = 10;

export const orderEnquiryQueries = {
  list: routeQuery<orderEnquiryPageQuery>({
    query: listQuery,
    variables: ({ search }) => ({ ...pageArgs(readPage(search), ENQUIRIES_PAGE_SIZE), ...enquiryFilterVariables(search) }),
    fetchPolicy: 'store-and-network',
  }),
};
