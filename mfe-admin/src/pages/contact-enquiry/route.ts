// What the contact enquiries screen reads for a URL (?search=&unattended=&from=&to=&page=), started
// before its code has loaded (routes.ts).
import { pageArgs } from '@freshmeals/rules/pagination';
import { routeQuery } from '../../lib/route-data';
import { enquiryFilterVariables } from '../shared/enquiry-filters';
import { readPage } from '../shared/use-page-param';
import listQuery from './__generated__/contactEnquiryPageQuery$parameters';
import type { contactEnquiryPageQuery } from './__generated__/contactEnquiryPageQuery.graphql';

export const CONTACTS_PAGE_SIZE = 10;

export const contactEnquiryQueries = {
  list: routeQuery<contactEnquiryPageQuery>({
    query: listQuery,
    variables: ({ search }) => {
      // Contact enquiries have no plan type.
      const { mealType: _plan, ...contactFilters } = enquiryFilterVariables(search);
      return { ...pageArgs(readPage(search), CONTACTS_PAGE_SIZE), ...contactFilters };
    },
    fetchPolicy: 'store-and-network',
  }),
};
