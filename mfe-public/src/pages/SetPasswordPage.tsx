// /set-password?token=… : the page an admin-created user reaches from their invitation e-mail
// (issue "Admin console I": the link expires and works once). They choose a password under the
// sign-up rules; the server checks the token and answers with its own message when it is invalid.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { newPasswordSchema, PASSWORD_HINT } from '@freshmeals/rules/auth';
import { pageTitle, REDIRECT_DELAY_MS } from '../lib/constants';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { useDocumentTitle } from '../lib/use-document-title';
import { AuthLayout } from '../ui/AuthLayout';
import { Button, PasswordField } from '../ui/Field';
import styles from '../ui/ui.module.css';
import type { SetPasswordPageMutation } from './__generated__/SetPasswordPageMutation.graphql';
import { commitAsync, serverMessage } from '@freshmeals/host-api';

export const PASSWORD_SET = 'Password set! You can now sign in.';
export const SET_FAILED = 'This link is invalid or has expired.';

const setPasswordMutation = graphql`
  mutation SetPasswordPageMutation($input: SetPasswordInput!) {
    setPassword(input: $input) {
      message
    }
  }
`;

type SetPasswordForm = z.input<typeof newPasswordSchema>;

export default function SetPasswordPage() {
  useDocumentTitle(pageTitle('Set your password'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const delayedNavigate = useDelayedNavigate();
  const [done, setDone] = useState(false);
  const [commit] = useMutation<SetPasswordPageMutation>(setPasswordMutation);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordForm>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password, confirmPassword }) => {
    try {
      await commitAsync(commit, { variables: { input: { token, password, confirmPassword } } });
      toast.success(PASSWORD_SET);
      setDone(true);
      delayedNavigate('/login', REDIRECT_DELAY_MS);
    } catch (error) {
      toast.error(serverMessage(error) ?? SET_FAILED);
    }
  });

  if (!token) {
    return (
      <AuthLayout title="Set your password">
        <p className={styles.status} role="status">
          {SET_FAILED}
        </p>
        <p className={styles.footer}>
          Ask the FreshMeals team for a new invitation, or{' '}
          <Link to="/login" className={styles.link}>
            sign in
          </Link>
          .
        </p>
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout title="Set your password">
        <p className={styles.status} role="status">
          Your password is set. Taking you to sign in…
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Set your password" subtitle="Welcome to FreshMeals! Choose a password to finish setting up your account.">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          autoFocus
          hint={PASSWORD_HINT}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" busy={isSubmitting}>
          Set password
        </Button>
      </form>
    </AuthLayout>
  );
}
