// 'E-mail preferences' on the account page: a switch for each e-mail the customer may turn off
// (low-credit warnings, the weekly summary), saved as soon as it changes. Essential e-mails (codes,
// receipts, confirmations) are not offered: they are always sent.
import { useId } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { EMAIL_PREFERENCE_TEXT, type EmailPreference } from '@freshmeals/rules/notifications';
import { commitAsync, failureText } from '@freshmeals/host-api';
import type { AccountEmailPreferences_viewer$key } from './__generated__/AccountEmailPreferences_viewer.graphql';
import type { AccountEmailPreferencesMutation } from './__generated__/AccountEmailPreferencesMutation.graphql';
import styles from './Account.module.css';
import own from './AccountEmailPreferences.module.css';

export const PREFERENCES_FAILED = 'We could not save your e-mail preferences. Please try again.';

/** The toast once a switch is saved: 'Weekly summary turned off.' */
export const preferenceSaved = (preference: EmailPreference, on: boolean) => `${EMAIL_PREFERENCE_TEXT[preference].label} turned ${on ? 'on' : 'off'}.`;

const FIELD = { low_credit: 'lowCreditEmails', weekly_summary: 'weeklySummaryEmails' } as const;

function PreferenceSwitch({ preference, checked, onChange }: { preference: EmailPreference; checked: boolean; onChange(on: boolean): void }) {
  const id = useId();
  const text = EMAIL_PREFERENCE_TEXT[preference];
  return (
    <li className={own.preference}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={own.switch}
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className={own.text}>
        <label htmlFor={id} className={own.label}>
          {text.label}
        </label>
        <span id={`${id}-hint`} className={own.hint}>
          {text.hint}
        </span>
      </div>
    </li>
  );
}

export function AccountEmailPreferences({ viewer }: { viewer: AccountEmailPreferences_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AccountEmailPreferences_viewer on User {
        id
        lowCreditEmails
        weeklySummaryEmails
      }
    `,
    viewer,
  );
  const [commit] = useMutation<AccountEmailPreferencesMutation>(graphql`
    mutation AccountEmailPreferencesMutation($input: EmailPreferencesInput!) {
      setEmailPreferences(input: $input) {
        id
        lowCreditEmails
        weeklySummaryEmails
      }
    }
  `);

  const change = async (preference: EmailPreference, on: boolean) => {
    const input = { [FIELD[preference]]: on };
    try {
      // The switch moves at once; Relay puts it back if the server refuses.
      await commitAsync(commit, {
        variables: { input },
        optimisticResponse: {
          setEmailPreferences: { id: data.id, lowCreditEmails: data.lowCreditEmails, weeklySummaryEmails: data.weeklySummaryEmails, ...input },
        },
      });
      toast.success(preferenceSaved(preference, on));
    } catch (error) {
      toast.error(failureText(error, PREFERENCES_FAILED));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="fm-email-preferences-title">
      <div className={styles.sectionHead}>
        <h2 id="fm-email-preferences-title" className={styles.sectionTitle}>
          E-mail preferences
        </h2>
        <p className={styles.sectionNote}>Codes, receipts and confirmations are always sent.</p>
      </div>
      <ul className={own.list} aria-label="E-mails you get">
        <PreferenceSwitch preference="low_credit" checked={data.lowCreditEmails} onChange={(on) => void change('low_credit', on)} />
        <PreferenceSwitch preference="weekly_summary" checked={data.weeklySummaryEmails} onChange={(on) => void change('weekly_summary', on)} />
      </ul>
    </section>
  );
}
