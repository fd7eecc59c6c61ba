// What the offers screen reads, started before its code has loaded (routes.ts): the first page of
// offers and coupons; 'Load more' reads the next pages from the screen.
import { routeQuery } from '../../lib/route-data';
import listQuery from './__generated__/offersPageQuery$parameters';
import type { offersPageQuery } from './__generated__/offersPageQuery.graphql';

/** The server's page of `offers`: asking for the same number keeps each page one request. */
export const OFFERS_PAGE_SIZE = 20;

export const offersQueries = {
  // Uses and discounts given move with every top-up: each visit asks the server, showing the stored list meanwhile.
  list: routeQuery<offersPageQuery>({
    query: listQuery,
    variables: () => ({ first: OFFERS_PAGE_SIZE }),
    fetchPolicy: 'store-and-network',
  }),
};
