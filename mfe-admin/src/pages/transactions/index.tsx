// /dashboard/users/transactions?userId=&name=&email=: the heading,
// the Type and Payment Method filters (each with Clear), 'Debit', the transactions 10 a page with
// their running balance and 'Reverse'. Without a user in the address, a user picker instead. The
// name and e-mail of the heading are read from the server by userId (a link or a typed address may
// carry only the id, or stale ones); an id of no user says so instead of listing nothing.
import { Suspense, useState } from 'react';
import { Button, Flex } from 'antd';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { NotFound, ScreenBoundary, ScreenSpinner } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { UserPicker } from '../shared/UserPicker';
import { parseUserId } from '../shared/user-screens';
import { pageArgs } from '@freshmeals/rules/pagination';
import { useSearchState } from '../shared/use-page-param';
import type { PaymentMethod, TransactionType, transactionsPageQuery } from './__generated__/transactionsPageQuery.graphql';
import type { transactionsUserQuery } from './__generated__/transactionsUserQuery.graphql';
import {
  PAYMENT_METHOD_FILTERS,
  TRANSACTIONS_PAGE_SIZE,
  TransactionFilters,
  TransactionsTable,
  TYPE_FILTERS,
} from './components/TransactionsTable';
import { DebitDialog } from './components/DebitDialog';

export const LOAD_FAILED = 'Failed to load transactions';

/** What the screen says when the address names no user. */
export const userNotFound = (userId: number) => `User #${userId} does not exist.`;

/** The Relay global id of the User with this numeric id. */
export const userGlobalId = (userId: number) => btoa(`User:${userId}`);

/** 'Transactions for <name> - <email>' (the name, a dash, the e-mail). */
export function transactionsHeading(name: string, email: string): string {
  return `Transactions for ${name} - ${email}`;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

function TransactionsList({ fetchKey, name }: { fetchKey: number; name: string }) {
  const { params, shown, page, update, isPending } = useSearchState();
  // Bumped after a debit or a reversal: balances and Reversed marks change on every row.
  const [version, setVersion] = useState(0);
  const [debiting, setDebiting] = useState(false);
  const refresh = () => setVersion((v) => v + 1);
  const userId = parseUserId(shown.get('userId'));
  // The filters show the choice at once; the rows follow when they have loaded.
  const type = oneOf<TransactionType>(params.get('type'), TYPE_FILTERS);
  const paymentMethod = oneOf<PaymentMethod>(params.get('paymentMethod'), PAYMENT_METHOD_FILTERS);
  const shownType = oneOf<TransactionType>(shown.get('type'), TYPE_FILTERS);
  const shownPaymentMethod = oneOf<PaymentMethod>(shown.get('paymentMethod'), PAYMENT_METHOD_FILTERS);
  const data = useLazyLoadQuery<transactionsPageQuery>(
    graphql`
      query transactionsPageQuery(
        $first: Int!
        $after: String
        $userId: Int
        $type: TransactionType
        $paymentMethod: PaymentMethod
      ) {
        ...TransactionsTable_query
          @arguments(first: $first, after: $after, userId: $userId, type: $type, paymentMethod: $paymentMethod)
      }
    `,
    { ...pageArgs(page, TRANSACTIONS_PAGE_SIZE), userId, type: shownType, paymentMethod: shownPaymentMethod },
    { fetchKey: `${fetchKey}.${version}`, fetchPolicy: version > 0 ? 'network-only' : 'store-and-network' },
  );
  return (
    <>
      <Flex gap={12} wrap justify="space-between" align="start">
        <div style={{ flex: '1 1 320px' }}>
          <TransactionFilters
            type={type}
            paymentMethod={paymentMethod}
            onChange={(changes) => update({ ...changes, page: null })}
          />
        </div>
        {userId !== null ? (
          <Button danger onClick={() => setDebiting(true)} style={{ marginBottom: 16 }}>
            Debit
          </Button>
        ) : null}
      </Flex>
      <TransactionsTable
        query={data}
        page={page}
        loading={isPending}
        onPageChange={(next) => update({ page: next })}
        onChanged={refresh}
      />
      {userId !== null ? (
        <DebitDialog userId={userId} name={name} open={debiting} onClose={() => setDebiting(false)} onDebited={refresh} />
      ) : null}
    </>
  );
}

/** The user named by the address, then their transactions; or that no such user exists. */
function UserTransactions({ userId, fetchKey }: { userId: number; fetchKey: number }) {
  const { node } = useLazyLoadQuery<transactionsUserQuery>(
    graphql`
      query transactionsUserQuery($id: ID!) {
        node(id: $id) {
          __typename
          ... on User {
            name
            email
          }
        }
      }
    `,
    { id: userGlobalId(userId) },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  if (node?.__typename !== 'User') {
    return (
      <>
        <ScreenHeader title="Transactions" />
        <NotFound message={userNotFound(userId)} />
      </>
    );
  }
  return (
    <>
      <ScreenHeader title={transactionsHeading(node.name, node.email)} />
      <Suspense fallback={<ScreenSpinner />}>
        <TransactionsList fetchKey={fetchKey} name={node.name} />
      </Suspense>
    </>
  );
}

export default function TransactionsPage() {
  const { params } = useSearchState();
  const userId = parseUserId(params.get('userId'));
  if (userId === null) {
    return (
      <section aria-labelledby="screen-title">
        <ScreenHeader title="Transactions" />
        <UserPicker screen="transactions" />
      </section>
    );
  }
  const name = params.get('name');
  const email = params.get('email');
  // While the user loads, the heading the link carried (if any).
  const loading = (
    <>
      <ScreenHeader title={name && email ? transactionsHeading(name, email) : 'Transactions'} />
      <ScreenSpinner />
    </>
  );
  return (
    <section aria-labelledby="screen-title">
      <ScreenBoundary key={userId} failure={LOAD_FAILED} loading={loading}>
        {(fetchKey) => <UserTransactions userId={userId} fetchKey={fetchKey} />}
      </ScreenBoundary>
    </section>
  );
}
