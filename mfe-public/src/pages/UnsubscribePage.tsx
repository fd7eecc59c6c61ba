// /unsubscribe?token=… : where the unsubscribe link of a non-essential e-mail leads. It says which
// e-mail the link stops and asks for a press of 'Unsubscribe' (mail scanners that follow links must
// not unsubscribe anyone), then confirms, and points to the account page to turn it back on. No
// sign-in is needed: the token itself names the user and the e-mail, and the server checks it.
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_PREFERENCE_TEXT, unsubscribeTokenPreference } from '@freshmeals/rules/notifications';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { pageTitle } from '../lib/constants';
import { useDocumentTitle } from '../lib/use-document-title';
import { AuthLayout } from '../ui/AuthLayout';
import { Button } from '../ui/Field';
import styles from '../ui/ui.module.css';
import own from './UnsubscribePage.module.css';
import type { UnsubscribePageMutation } from './__generated__/UnsubscribePageMutation.graphql';

export const LINK_INVALID = 'This unsubscribe link is not valid.';
export const UNSUBSCRIBE_FAILED = 'We could not unsubscribe you. Please try again.';

const unsubscribeMutation = graphql`
  mutation UnsubscribePageMutation($token: String!) {
    unsubscribe(token: $token) {
      preference
      message
    }
  }
`;

function AccountLink() {
  return (
    <p className={styles.footer}>
      You can choose which e-mails you get on{' '}
      <Link to="/account" className={styles.link}>
        your account page
      </Link>
      .
    </p>
  );
}

export default function UnsubscribePage() {
  useDocumentTitle(pageTitle('Unsubscribe'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const preference = unsubscribeTokenPreference(token);
  const [commit, pending] = useMutation<UnsubscribePageMutation>(unsubscribeMutation);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!preference) {
    return (
      <AuthLayout title="Unsubscribe">
        <p className={styles.status} role="status">
          {LINK_INVALID}
        </p>
        <AccountLink />
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout title="You are unsubscribed">
        <p className={styles.status} role="status">
          {done}
        </p>
        <p className={styles.footer}>
          <Link to="/account" className={styles.link}>
            Go to your account page
          </Link>
        </p>
      </AuthLayout>
    );
  }

  const onUnsubscribe = async () => {
    setError(null);
    try {
      const result = await commitAsync(commit, { variables: { token } });
      setDone(result.unsubscribe.message);
    } catch (failure) {
      setError(failureText(failure, UNSUBSCRIBE_FAILED));
    }
  };

  return (
    <AuthLayout title="Unsubscribe" subtitle={`Stop getting ${EMAIL_PREFERENCE_TEXT[preference].stops}?`}>
      <p className={styles.status}>{EMAIL_PREFERENCE_TEXT[preference].hint}</p>
      <p className={`${styles.hint} ${own.note}`}>Codes, receipts and confirmations will still be sent.</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button busy={pending} onClick={() => void onUnsubscribe()}>
          Unsubscribe
        </Button>
      </div>
      <AccountLink />
    </AuthLayout>
  );
}
