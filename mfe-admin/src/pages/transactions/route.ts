// What the transactions screen reads for a URL (?userId=&type=&paymentMethod=&page=), started
// before its code has loaded (routes.ts): the user of the heading, their transactions and the first
// page of their GST documents, together.
import { pageArgs } from '@freshmeals/rules/pagination';
import { routeQuery } from '../../lib/route-data';
import { readPage } from '../shared/use-page-param';
import { parseUserId } from '../shared/user-screens';
import listQuery from './__generated__/transactionsPageQuery$parameters';
import type {
  PaymentMethod,
  TransactionType,
  transactionsPageQuery,
} from './__generated__/transactionsPageQuery.graphql';
import userQuery from './__generated__/transactionsUserQuery$parameters';
import documentsQuery from './components/__generated__/UserDocumentsQuery$parameters';
import type { UserDocumentsQuery } from './components/__generated__/UserDocumentsQuery.graphql';
import type { transactionsUserQuery } from './__generated__/transactionsUserQuery.graphql';

export const TRANSACTIONS_PAGE_SIZE = 10;
export const DOCUMENTS_PAGE_SIZE = 10;
export const TYPE_FILTERS = ['credit', 'debit'] as const;
/** 'Online' keeps every online payment, the customer's own gateway top-ups included (the server's rule). */
export const PAYMENT_METHOD_FILTERS = ['online', 'offline', 'exempted', 'debit', 'adjustment'] as const;

/** The Relay global id of the User with this numeric id. */
export const userGlobalId = (userId: number) => btoa(`User:${userId}`);

export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

export const transactionsQueries = {
  // Without a user the screen offers a user picker and reads nothing.
  user: routeQuery<transactionsUserQuery>({
    query: userQuery,
    variables: ({ search }) => {
      const userId = parseUserId(search.get('userId'));
      return userId === null ? null : { id: userGlobalId(userId) };
    },
    fetchPolicy: 'store-and-network',
  }),
  list: routeQuery<transactionsPageQuery>({
    query: listQuery,
    variables: ({ search }) => {
      const userId = parseUserId(search.get('userId'));
      if (userId === null) return null;
      return {
        ...pageArgs(readPage(search), TRANSACTIONS_PAGE_SIZE),
        userId,
        type: oneOf<TransactionType>(search.get('type'), TYPE_FILTERS),
        paymentMethod: oneOf<PaymentMethod>(search.get('paymentMethod'), PAYMENT_METHOD_FILTERS),
      };
    },
    fetchPolicy: 'store-and-network',
  }),
  // The documents' first page; the section loads later pages itself.
  documents: routeQuery<UserDocumentsQuery>({
    query: documentsQuery,
    variables: ({ search }) => {
      const userId = parseUserId(search.get('userId'));
      return userId === null ? null : { userId, first: DOCUMENTS_PAGE_SIZE, after: null };
    },
    fetchPolicy: 'store-and-network',
  }),
};
