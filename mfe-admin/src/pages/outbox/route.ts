// What the outbox screen reads for a URL (?show=&page=), started before its code has loaded (routes.ts).
import { pageArgs } from '@freshmeals/rules/pagination';
import { routeQuery } from '../../lib/route-data';
import { readPage } from '../shared/use-page-param';
import listQuery from './__generated__/outboxPageQuery$parameters';
import type { OutboxStatus, outboxPageQuery } from './__generated__/outboxPageQuery.graphql';

export const OUTBOX_PAGE_SIZE = 20;

/** The filter's choices, and the statuses each shows. */
export const OUTBOX_FILTERS: Record<string, { label: string; statuses: OutboxStatus[] }> = {
  undelivered: { label: 'Undelivered', statuses: ['failed', 'dead'] },
  dead: { label: 'Dead (given up)', statuses: ['dead'] },
  pending: { label: 'Waiting', statuses: ['pending'] },
  sent: { label: 'Sent', statuses: ['sent'] },
  local: { label: 'Local outbox', statuses: ['local'] },
  all: { label: 'All e-mails', statuses: [] },
};
export const DEFAULT_FILTER = 'undelivered';

export const filterOf = (params: URLSearchParams) => {
  const value = params.get('show') ?? DEFAULT_FILTER;
  return value in OUTBOX_FILTERS ? value : DEFAULT_FILTER;
};

export const outboxQueries = {
  list: routeQuery<outboxPageQuery>({
    query: listQuery,
    variables: ({ search }) => ({ ...pageArgs(readPage(search), OUTBOX_PAGE_SIZE), statuses: OUTBOX_FILTERS[filterOf(search)]!.statuses }),
    fetchPolicy: 'store-and-network',
  }),
};
