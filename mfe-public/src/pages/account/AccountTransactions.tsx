// The customer's own credit transactions, newest first, 10 at a time with "Load more".
import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { formatINR } from '@freshmeals/ui/format';
import { transactionNoteText } from '@freshmeals/rules/credits';
import { Button } from '../../ui/Field';
import type { AccountTransactions_viewer$key } from './__generated__/AccountTransactions_viewer.graphql';
import styles from './Account.module.css';
import { formatDateTime, paymentLabel } from './format';

export const TRANSACTIONS_PAGE_SIZE = 10;

export function AccountTransactions({ viewer }: { viewer: AccountTransactions_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment AccountTransactions_viewer on User
      @refetchable(queryName: "AccountTransactionsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        transactions(first: $count, after: $cursor) @connection(key: "AccountTransactions_transactions") {
          totalCount
          edges {
            node {
              id
              type
              amount
              note
              paymentMethod
              createdAt
            }
          }
        }
      }
    `,
    viewer,
  );
  const [, startTransition] = useTransition();
  const edges = data.transactions.edges;

  const onLoadMore = () =>
    startTransition(() => {
      loadNext(TRANSACTIONS_PAGE_SIZE, {
        onComplete: (error) => {
          if (error) toast.error("We couldn't load more transactions. Please try again.");
        },
      });
    });

  return (
    <section className={styles.section} aria-labelledby="fm-transactions-title">
      <div className={styles.sectionHead}>
        <h2 id="fm-transactions-title" className={styles.sectionTitle}>
          Transactions
        </h2>
        <p className={styles.sectionNote}>
          {edges.length} of {data.transactions.totalCount}
        </p>
      </div>
      {edges.length === 0 ? (
        <p className={styles.empty}>No transactions yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Transactions">
          {edges.map(({ node }) => {
            const credit = node.type === 'credit';
            // A top-up through the payment gateway reads 'Online payment · Ref …', not the gateway's raw id.
            const note = transactionNoteText(node.note, node.paymentMethod);
            return (
              <li key={node.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <p className={styles.rowTitle} title={note?.paymentId ?? undefined}>
                    {note?.text || (credit ? 'Credit added' : 'Meal charge')}
                  </p>
                  <p className={styles.rowMeta}>
                    <span className={`${styles.badge} ${credit ? styles.badgeCredit : styles.badgeDebit}`}>{node.type}</span>{' '}
                    {paymentLabel(node.paymentMethod)} · <time dateTime={node.createdAt}>{formatDateTime(node.createdAt)}</time>
                  </p>
                </div>
                <span className={`${styles.amount} ${credit ? styles.amountCredit : styles.amountDebit}`}>
                  {credit ? '+' : '−'}
                  {formatINR(node.amount)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {hasNext ? (
        <div className={styles.more}>
          <Button variant="secondary" auto busy={isLoadingNext} onClick={onLoadMore}>
            Load more
          </Button>
        </div>
      ) : null}
    </section>
  );
}
