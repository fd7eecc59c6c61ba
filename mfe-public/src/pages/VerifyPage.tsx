// /verify: the 6-digit e-mailed code. When the server asks for a password (the code is typed in a
// browser that did not make its sign-up, so the password that sign-up sent is not activated), the
// page adds the sign-up's password fields, with the same rules and messages, and sends them along
// with the code.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { codeSchema, newPasswordSchema, PASSWORD_HINT, PASSWORD_REQUIRED, VERIFY_MESSAGES } from '@freshmeals/rules/auth';
import { CODE_LENGTH, NO_PENDING_SIGNUP_REDIRECT_MS, pageTitle, REDIRECT_DELAY_MS, RESEND_COOLDOWN_S } from '../lib/constants';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { resendLabel, useResendCooldown } from '../lib/use-resend-cooldown';
import { useDocumentTitle } from '../lib/use-document-title';
import { useSignupData } from '../store/signup-data';
import { AuthLayout } from '../ui/AuthLayout';
import { Button, Field, PasswordField } from '../ui/Field';
import styles from '../ui/ui.module.css';
import type { VerifyPageVerifyEmailMutation } from './__generated__/VerifyPageVerifyEmailMutation.graphql';
import type { VerifyPageResendCodeMutation } from './__generated__/VerifyPageResendCodeMutation.graphql';
import { commitAsync, errorCode, serverMessage } from '@freshmeals/host-api';

export const CODE_VERIFIED = 'Code verified!';
export const VERIFY_FAILED = 'Invalid or expired code';
export const CODE_RESENT = 'Verification code resent';
export const RESEND_FAILED = 'Failed to resend code. Please try again.';
export const NO_EMAIL = 'No email found. Please sign up again.';

const verifyMutation = graphql`
  mutation VerifyPageVerifyEmailMutation($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      message
    }
  }
`;

const resendMutation = graphql`
  mutation VerifyPageResendCodeMutation($input: ResendCodeInput!) {
    resendCode(input: $input) {
      message
    }
  }
`;

// The form holds the code (and, when asked for, a password); the e-mail comes from the pending
// sign-up data.
const codeFormSchema = z.object({ code: codeSchema });
const codeAndPasswordSchema = codeFormSchema.and(newPasswordSchema);
type CodeForm = z.input<typeof codeAndPasswordSchema>;
const codeResolver = zodResolver(codeFormSchema);
const codeAndPasswordResolver = zodResolver(codeAndPasswordSchema);


export default function VerifyPage() {
  useDocumentTitle(pageTitle('Verify your email'));
  const email = useSignupData((s) => s.email);
  const clearPending = useSignupData((s) => s.clear);
  const navigate = useNavigate();
  const location = useLocation();
  // Straight from the sign-up form: the address may already have had an account, in which case the
  // e-mail holds a sign-in link and no code is coming. Said for every address alike.
  const fromSignUp = (location.state as { fromSignUp?: unknown } | null)?.fromSignUp === true;
  const delayedNavigate = useDelayedNavigate();
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  // A code was just sent (sign-up, or Resend before a reload): Resend waits out the server's cooldown.
  const codeSentAt = useSignupData((s) => s.codeSentAt);
  const codeSent = useSignupData((s) => s.codeSent);
  const { cooldown, start: startCooldown } = useResendCooldown(RESEND_COOLDOWN_S, codeSentAt ?? undefined);
  const [commitVerify] = useMutation<VerifyPageVerifyEmailMutation>(verifyMutation);
  const [commitResend] = useMutation<VerifyPageResendCodeMutation>(resendMutation);
  // The server asked for a password: the form checks and sends one from then on.
  const [needsPassword, setNeedsPassword] = useState(false);
  const needsPasswordRef = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({
    resolver: (values, context, options) =>
      // Until then the password fields are not shown, so only the code is checked.
      (needsPasswordRef.current ? codeAndPasswordResolver : codeResolver)(values as never, context, options as never) as never,
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });

  const missingEmail = !email && !verifiedEmail;

  // Nothing to verify: back to sign-up after a short wait (0.5 s).
  useEffect(() => {
    if (!missingEmail) return;
    const id = setTimeout(() => navigate('/sign-up', { replace: true }), NO_PENDING_SIGNUP_REDIRECT_MS);
    return () => clearTimeout(id);
  }, [missingEmail, navigate]);

  const noEmail = () => {
    toast.error(NO_EMAIL);
    navigate('/sign-up');
  };

  const onSubmit = handleSubmit(async ({ code, password, confirmPassword }) => {
    if (!email) return noEmail();
    const input = needsPasswordRef.current ? { email, code, password, confirmPassword } : { email, code };
    try {
      await commitAsync(commitVerify, { variables: { input } });
      toast.success(CODE_VERIFIED);
      setVerifiedEmail(email);
      clearPending();
      delayedNavigate('/login', REDIRECT_DELAY_MS, { state: { email } });
    } catch (error) {
      if (errorCode(error) === PASSWORD_REQUIRED) {
        needsPasswordRef.current = true;
        setNeedsPassword(true);
        return;
      }
      toast.error(serverMessage(error) ?? VERIFY_FAILED);
    }
  });

  const onResend = async () => {
    if (!email) return noEmail();
    setResending(true);
    try {
      await commitAsync(commitResend, { variables: { input: { email } } });
      toast.success(CODE_RESENT);
      codeSent(Date.now());
      startCooldown();
    } catch (error) {
      toast.error(serverMessage(error) ?? RESEND_FAILED);
    } finally {
      setResending(false);
    }
  };

  if (missingEmail) {
    return (
      <AuthLayout title="Verify your email">
        <p className={styles.status} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          No pending sign-up found. Taking you to sign up…
        </p>
      </AuthLayout>
    );
  }

  if (verifiedEmail) {
    return (
      <AuthLayout title="Verify your email">
        <p className={styles.status} role="status">
          Your email is verified. Taking you to sign in…
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Verify your email"
      subtitle={
        <>
          {fromSignUp ? (
            <>
              If <strong>{email}</strong> is new to FreshMeals, we sent it a {CODE_LENGTH}-digit code.
            </>
          ) : (
            <>
              We sent a {CODE_LENGTH}-digit code to <strong>{email}</strong>.
            </>
          )}{' '}
          Enter it below to activate your account.
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          label="Verification code"
          className={styles.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder="••••••"
          autoFocus
          error={errors.code?.message}
          {...register('code')}
        />
        {needsPassword && (
          <>
            <p className={styles.notice} role="alert">
              {VERIFY_MESSAGES.passwordRequired}
            </p>
            <PasswordField
              label="Password"
              autoComplete="new-password"
              autoFocus
              hint={PASSWORD_HINT}
              error={errors.password?.message}
              {...register('password')}
            />
            <PasswordField
              label="Confirm Password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
          </>
        )}
        <Button type="submit" busy={isSubmitting}>
          Verify
        </Button>
      </form>
      <hr className={styles.divider} />
      <div className={styles.resendRow}>
        <span>Didn&apos;t get the code?</span>
        <Button variant="secondary" auto busy={resending} disabled={cooldown > 0} onClick={onResend}>
          {resendLabel(cooldown)}
        </Button>
      </div>
      {fromSignUp ? (
        <p className={styles.footer}>
          Already have an account with this email? Then no code is coming: we e-mailed you a link to sign in instead.{' '}
          <Link to="/login" className={styles.link}>
            Sign in
          </Link>
        </p>
      ) : null}
      <p className={styles.footer}>
        Wrong email?{' '}
        <Link to="/sign-up" className={styles.link}>
          Sign up again
        </Link>
      </p>
    </AuthLayout>
  );
}
