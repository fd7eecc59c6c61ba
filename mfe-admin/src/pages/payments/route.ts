// What the payments screen reads for a URL (?show=&page=), started before its code has loaded (routes.ts).
import { pageArgs } from '@freshmeals/rules/pagination';
import { routeQuery } from '../../lib/route-data';
import { readPage } from '../shared/use-page-param';
import listQuery from './__generated__/paymentsPageQuery$parameters';
import type { PaymentState, paymentsPageQuery } from './__generated__/paymentsPageQuery.graphql';

export const PAYMENTS_PAGE_SIZE = 20;

export const PAYMENT_FILTERS: Record<string, { label: string; states: PaymentState[] }> = {
  problems: { label: 'Failed or abandoned', states: ['failed', 'abandoned'] },
  paid: { label: 'Paid', states: ['paid'] },
  created: { label: 'Waiting for payment', states: ['created'] },
  all: { label: 'All payments', states: [] },
};
export const DEFAULT_FILTER = 'problems';

export const filterOf = (params: URLSearchParams) => {
  const value = params.get('show') ?? DEFAULT_FILTER;
  return value in PAYMENT_FILTERS ? value : DEFAULT_FILTER;
};

export const paymentsQueries = {
  list: routeQuery<paymentsPageQuery>({
    query: listQuery,
    variables: ({ search }) => ({ ...pageArgs(readPage(search), PAYMENTS_PAGE_SIZE), states: PAYMENT_FILTERS[filterOf(search)]!.states }),
    fetchPolicy: 'store-and-network',
  }),
};
