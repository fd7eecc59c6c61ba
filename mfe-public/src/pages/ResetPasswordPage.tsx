// /reset-password?email=…: the e-mailed 6-digit code (same rules as
// /verify) and a new password (the sign-up rules), with a Resend on the same 30 s countdown.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { codeSchema, emailField, newPasswordSchema, PASSWORD_HINT } from '@freshmeals/rules/auth';
import { CODE_LENGTH, pageTitle, REDIRECT_DELAY_MS, RESEND_COOLDOWN_S } from '../lib/constants';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { useDocumentTitle } from '../lib/use-document-title';
import { resendLabel, useResendCooldown } from '../lib/use-resend-cooldown';
import { AuthLayout } from '../ui/AuthLayout';
import { Button, Field, PasswordField } from '../ui/Field';
import styles from '../ui/ui.module.css';
import type { ResetPasswordPageMutation } from './__generated__/ResetPasswordPageMutation.graphql';
import type { ResetPasswordPageResendMutation } from './__generated__/ResetPasswordPageResendMutation.graphql';
import { commitAsync, serverMessage } from '@freshmeals/host-api';

export const PASSWORD_RESET = 'Password reset! You can now sign in.';
export const RESET_FAILED = 'Invalid or expired code';
export const CODE_RESENT = 'A new code is on its way';
export const RESEND_FAILED = 'Failed to resend code. Please try again.';

const resetMutation = graphql`
  mutation ResetPasswordPageMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`;

const resendMutation = graphql`
  mutation ResetPasswordPageResendMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      message
    }
  }
`;

// The form holds the code and the new password; the e-mail comes from the address bar.
const resetFormSchema = z.object({ code: codeSchema }).and(newPasswordSchema);
type ResetForm = z.input<typeof resetFormSchema>;

const validEmail = (value: string | null): string | null => {
  const parsed = emailField.pipe(z.email()).safeParse(value ?? '');
  return parsed.success ? parsed.data : null;
};

export default function ResetPasswordPage() {
  useDocumentTitle(pageTitle('Choose a new password'));
  const [params] = useSearchParams();
  const email = validEmail(params.get('email'));
  const delayedNavigate = useDelayedNavigate();
  const [done, setDone] = useState(false);
  const [resending, setResending] = useState(false);
  // Arriving from /forgot-password, a code was just sent: Resend waits out the server's cooldown.
  const sentAt = (useLocation().state as { sentAt?: unknown } | null)?.sentAt;
  const { cooldown, start: startCooldown } = useResendCooldown(
    RESEND_COOLDOWN_S,
    typeof sentAt === 'number' ? sentAt : undefined,
  );
  const [commitReset] = useMutation<ResetPasswordPageMutation>(resetMutation);
  const [commitResend] = useMutation<ResetPasswordPageResendMutation>(resendMutation);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ code, password, confirmPassword }) => {
    if (!email) return;
    try {
      await commitAsync(commitReset, { variables: { input: { email, code, password, confirmPassword } } });
      toast.success(PASSWORD_RESET);
      setDone(true);
      delayedNavigate('/login', REDIRECT_DELAY_MS, { state: { email } });
    } catch (error) {
      toast.error(serverMessage(error) ?? RESET_FAILED);
    }
  });

  const onResend = async () => {
    if (!email) return;
    setResending(true);
    try {
      await commitAsync(commitResend, { variables: { input: { email } } });
      toast.success(CODE_RESENT);
      startCooldown();
    } catch (error) {
      toast.error(serverMessage(error) ?? RESEND_FAILED);
    } finally {
      setResending(false);
    }
  };

  if (!email) {
    return (
      <AuthLayout title="Choose a new password">
        <p className={styles.status} role="status">
          This link has no email address.
        </p>
        <p className={styles.footer}>
          <Link to="/forgot-password" className={styles.link}>
            Request a reset code
          </Link>
        </p>
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout title="Choose a new password">
        <p className={styles.status} role="status">
          Your password is reset. Taking you to sign in…
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle={
        <>
          If an account exists for <strong>{email}</strong>, we sent it a {CODE_LENGTH}-digit code. Enter it below with
          your new password.
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          label="Reset code"
          className={styles.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder="••••••"
          autoFocus
          error={errors.code?.message}
          {...register('code')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
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
          Reset password
        </Button>
      </form>
      <hr className={styles.divider} />
      <div className={styles.resendRow}>
        <span>Didn&apos;t get the code?</span>
        <Button variant="secondary" auto busy={resending} disabled={cooldown > 0} onClick={onResend}>
          {resendLabel(cooldown)}
        </Button>
      </div>
      <p className={styles.footer}>
        Wrong email?{' '}
        <Link to="/forgot-password" className={styles.link}>
          Start again
        </Link>
      </p>
    </AuthLayout>
  );
}
