// The customer's details and credit balance, read through its own fragment. 'Edit details' lets them
// change their name and phone (the phone by the sign-up rule, 10 digits; the server checks the
// same); the e-mail is their sign-in and stays.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { formatINR } from '@freshmeals/ui/format';
import { PROFILE_SAVED, profileSchema, type ProfileInput } from '@freshmeals/rules/users';
import { Button, Field } from '../ui/Field';
import styles from '../ui/ui.module.css';
import accountStyles from './account/Account.module.css';
import type { AccountSummary_viewer$key } from './__generated__/AccountSummary_viewer.graphql';
import type { AccountSummaryProfileMutation } from './__generated__/AccountSummaryProfileMutation.graphql';

export const PROFILE_FAILED = 'We could not save your details. Please try again.';

function ProfileForm({ initial, onDone }: { initial: ProfileInput; onDone(): void }) {
  const [commit] = useMutation<AccountSummaryProfileMutation>(graphql`
    mutation AccountSummaryProfileMutation($input: ProfileInput!) {
      updateProfile(input: $input) {
        id
        name
        phone
      }
    }
  `);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput>({ resolver: zodResolver(profileSchema), defaultValues: initial });
  const submit = handleSubmit(async (input) => {
    try {
      await commitAsync(commit, { variables: { input } });
      toast.success(PROFILE_SAVED);
      onDone();
    } catch (error) {
      toast.error(failureText(error, PROFILE_FAILED));
    }
  });
  return (
    <form className={accountStyles.addressForm} onSubmit={(event) => void submit(event)} noValidate aria-label="Your details">
      <Field label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <Field label="Phone" type="tel" autoComplete="tel" inputMode="tel" error={errors.phone?.message} {...register('phone')} />
      <div className={accountStyles.formActions}>
        <Button type="submit" auto busy={isSubmitting}>
          Save details
        </Button>
        <Button variant="secondary" auto onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

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
  const [editing, setEditing] = useState(false);
  return (
    <div>
      <div className={styles.credit}>
        <span className={styles.creditLabel}>Credit balance</span>
        <span className={styles.creditValue}>{formatINR(data.credit)}</span>
      </div>
      {editing ? (
        <ProfileForm initial={{ name: data.name, phone: data.phone }} onDone={() => setEditing(false)} />
      ) : (
        <>
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
          <Button variant="secondary" auto onClick={() => setEditing(true)}>
            Edit details
          </Button>
        </>
      )}
    </div>
  );
}
