// /dashboard/users/transactions?userId=&name=&email=: the heading,
// the Type and Payment Method filters (each with Clear), 'Debit', the transactions 10 a page with
// their running balance and 'Reverse'. Without a user in the address, a user picker instead. The
// name and e-mail of the heading are read from the server by userId (a link or a typed address may
// carry only the id, or stale ones); an id of no user says so instead of listing nothing.
import { startTransition, useState } from 'react';
import { Button, Flex } from 'antd';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { NotFound, ScreenBoundary, ScreenSpinner } from '../shared/ScreenBoundary';
import { ScreenHeader } from '../shared/ScreenHeader';
import { UserPicker } from '../shared/UserPicker';
import { parseUserId } from '../shared/user-screens';
import { useSearchState } from '../shared/use-page-param';
import type { PaymentMethod, TransactionType, transactionsPageQuery } from './__generated__/transactionsPageQuery.graphql';
import type { transactionsUserQuery } from './__generated__/transactionsUserQuery.graphql';
import { TransactionFilters, TransactionsTable } from './components/TransactionsTable';
import { oneOf, PAYMENT_METHOD_FILTERS, TYPE_FILTERS, userGlobalId } from './route';
import { DebitDialog } from './components/DebitDialog';
import { UserDocuments } from './components/UserDocuments';

export const LOAD_FAILED = 'Failed to load transactions';

/** What the screen says when the address names no user. */
export const userNotFound = (userId: number) => `User #${userId} does not exist.`;

export { userGlobalId };

/** 'Transactions for <name> - <email>' (the name, a dash, the e-mail). */
export function transactionsHeading(name: string, email: string): string {
  return `Transactions for ${name} - ${email}`;
}

function TransactionsList({ name, queryRef }: { name: string; queryRef: PreloadedQuery<transactionsPageQuery> }) {
  const { params, shown, page, update, isPending } = useSearchState();
  // After a debit or a reversal the route asks again (balances and Reversed marks change on every
  // row); the rows on screen stay until the new ones have loaded.
  const reload = useRouteReload();
  const [debiting, setDebiting] = useState(false);
  const refresh = () => startTransition(() => reload('network-only'));
  const userId = parseUserId(shown.get('userId'));
  // The filters show the choice at once; the rows follow when they have loaded.
  const type = oneOf<TransactionType>(params.get('type'), TYPE_FILTERS);
  const paymentMethod = oneOf<PaymentMethod>(params.get('paymentMethod'), PAYMENT_METHOD_FILTERS);
  // Started by the route (routes.ts) with the screen's code, its variables from the URL (route.ts):
  // the user, the page and the filters.
  const data = usePreloadedQuery<transactionsPageQuery>(
    graphql`
      query transactionsPageQuery(
        $first: Int!
        $after: String
        $userId: Int
        $type: TransactionType
        $paymentMethod: PaymentMethod
      ) @preloadable {
        ...TransactionsTable_query
          @arguments(first: $first, after: $after, userId: $userId, type: $type, paymentMethod: $paymentMethod)
      }
    `,
    queryRef,
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
function UserTransactions({
  userId,
  userRef,
  listRef,
}: {
  userId: number;
  userRef: PreloadedQuery<transactionsUserQuery>;
  listRef: PreloadedQuery<transactionsPageQuery>;
}) {
  // Started by the route with the list below, so both load together; the screen shows when both have.
  const { node } = usePreloadedQuery<transactionsUserQuery>(
    graphql`
      query transactionsUserQuery($id: ID!) @preloadable {
        node(id: $id) {
          __typename
          ... on User {
            name
            email
          }
        }
      }
    `,
    userRef,
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
      {/* No boundary of its own: the user and the list load together (the route starts both), so
          the heading and the rows show together, in one commit. A boundary here showed a spinner
          in between whenever the user's answer came first, and React then holds the rows' reveal
          back for 300 ms after any spinner it has just shown. */}
      <TransactionsList name={node.name} queryRef={listRef} />
      <UserDocuments userId={userId} />
    </>
  );
}

export default function TransactionsPage() {
  const { params } = useSearchState();
  const userId = parseUserId(params.get('userId'));
  const userRef = useRouteQuery<transactionsUserQuery>('user');
  const listRef = useRouteQuery<transactionsPageQuery>('list');
  const reload = useRouteReload();
  if (userId === null || userRef === null || listRef === null) {
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
      <ScreenBoundary key={userId} failure={LOAD_FAILED} loading={loading} onRetry={reload}>
        {() => <UserTransactions userId={userId} userRef={userRef} listRef={listRef} />}
      </ScreenBoundary>
    </section>
  );
}
