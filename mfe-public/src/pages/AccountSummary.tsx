// The customer's details and credit balance, read through its own fragment.
import { graphql, useFragment } from 'react-relay';
import { formatINR } from '@freshmeals/ui/format';
import styles from '../ui/ui.module.css';
import type { AccountSummary_viewer$key } from './__generated__/AccountSummary_viewer.graphql';

export function AccountSummary({ viewer }: { viewer: AccountSummary_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AccountSummary_viewer on User {
        name
        email
        phone
        credit
      }
    `,
    viewer,
  );
  return (
    <div>
      <div className={styles.credit}>
        <span className={styles.creditLabel}>Credit balance</span>
        <span className={styles.creditValue}>{formatINR(data.credit)}</span>
      </div>
      <dl className={styles.summary}>
        <div className={styles.summaryRow}>
          <dt>Name</dt>
          <dd>{data.name}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>Email</dt>
          <dd>{data.email}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>Phone</dt>
          <dd>{data.phone}</dd>
        </div>
      </dl>
    </div>
  );
}
