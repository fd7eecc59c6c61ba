// 'Change password' on the account page: Current password, New password, Confirm new password, by
// the sign-up rules (the server checks the same, and the current password). Other sign-ins end;
// this one stays. A wrong current password is shown under its field.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { CHANGE_PASSWORD_MESSAGES, changePasswordSchema, type ChangePasswordInput } from '@freshmeals/rules/auth';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { Button, PasswordField } from '../../ui/Field';
import type { AccountPasswordMutation } from './__generated__/AccountPasswordMutation.graphql';
import styles from './Account.module.css';

export const PASSWORD_FAILED = 'We could not change your password. Please try again.';

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

function PasswordForm({ onDone }: { onDone(): void }) {
  const [commit] = useMutation<AccountPasswordMutation>(graphql`
    mutation AccountPasswordMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        message
      }
    }
  `);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const submit = handleSubmit(async (input) => {
    try {
      const result = await commitAsync(commit, { variables: { input } });
      toast.success(result.changePassword.message);
      onDone();
    } catch (error) {
      const text = failureText(error, PASSWORD_FAILED);
      if (text === CHANGE_PASSWORD_MESSAGES.wrongCurrent) setError('currentPassword', { message: text });
      else toast.error(text);
    }
  });
  return (
    <form className={styles.addressForm} onSubmit={(event) => void submit(event)} noValidate aria-label="Change password">
      <PasswordField label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
      <PasswordField label="New password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <PasswordField label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <div className={styles.formActions}>
        <Button type="submit" auto busy={isSubmitting}>
          {isSubmitting ? 'Changing...' : 'Change password'}
        </Button>
        <Button variant="secondary" auto onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function AccountPassword() {
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="fm-password-title">
      <div className={styles.sectionHead}>
        <h2 id="fm-password-title" className={styles.sectionTitle}>
          Password
        </h2>
        <p className={styles.sectionNote}>Changing it signs you out on your other devices.</p>
      </div>
      {open ? (
        <PasswordForm onDone={() => setOpen(false)} />
      ) : (
        <Button variant="secondary" auto onClick={() => setOpen(true)}>
          Change password
        </Button>
      )}
    </section>
  );
}
