// 'Invite friends' on the account page: the customer's referral link with 'Copy link', what a
// referral gives, and the friends who joined through it (credited, or waiting for their first
// top-up). Hidden while referrals give nothing and nobody has joined.
import { graphql, useFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { formatINR } from '@freshmeals/ui/format';
import { businessToday } from '@freshmeals/rules/dates';
import { referralPath, referralPromise, REFERRAL_MESSAGES } from '@freshmeals/rules/referrals';
import { Button } from '../../ui/Field';
import { formatDate } from './format';
import type { AccountReferrals_query$key } from './__generated__/AccountReferrals_query.graphql';
import styles from './Account.module.css';

/** The day a moment falls on in the business's time zone, written as dates are; the text itself if it is no moment. */
const dayOf = (moment: string) => (Number.isNaN(Date.parse(moment)) ? moment : formatDate(businessToday(new Date(moment))));

export const COPY_FAILED = 'Copy the link by selecting it';

export function AccountReferrals({ query }: { query: AccountReferrals_query$key }) {
  const data = useFragment(
    graphql`
      fragment AccountReferrals_query on Query {
        myReferrals {
          code
          joined {
            name
            joinedAt
            creditedAt
            credit
          }
        }
        referralProgramme {
          credit
          active
        }
      }
    `,
    query,
  );
  const { code, joined } = data.myReferrals;
  if (!code || (!data.referralProgramme.active && joined.length === 0)) return null;
  const link = `${window.location.origin}${referralPath(code)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(REFERRAL_MESSAGES.copied);
    } catch {
      toast.error(COPY_FAILED);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="fm-referrals-title">
      <div className={styles.sectionHead}>
        <h2 id="fm-referrals-title" className={styles.sectionTitle}>
          Invite friends
        </h2>
        {data.referralProgramme.active ? <p className={styles.sectionNote}>{referralPromise(data.referralProgramme.credit * 100)}</p> : null}
      </div>
      <div className={styles.referralLink}>
        <input className={styles.referralInput} readOnly value={link} aria-label="Your referral link" onFocus={(event) => event.currentTarget.select()} />
        <Button variant="secondary" auto onClick={() => void copy()}>
          Copy link
        </Button>
      </div>
      {joined.length === 0 ? (
        <p className={styles.empty}>Nobody has joined through your link yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Friends who joined">
          {joined.map((friend, i) => (
            <li key={`${friend.joinedAt}-${i}`} className={styles.row}>
              <div className={styles.rowMain}>
                <p className={styles.rowTitle}>{friend.name}</p>
                <p className={styles.rowMeta}>
                  Joined <time dateTime={friend.joinedAt}>{dayOf(friend.joinedAt)}</time>
                  {' · '}
                  {friend.creditedAt && friend.credit != null
                    ? `${formatINR(friend.credit)} credited to you both`
                    : 'Waiting for their first top-up'}
                </p>
              </div>
              {friend.creditedAt && friend.credit != null ? (
                <span className={`${styles.amount} ${styles.amountCredit}`}>+{formatINR(friend.credit)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
