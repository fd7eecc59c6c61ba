// /sign-in-code: the login page's "Email me a sign-in code". Asks for the e-mail and sends a
// 6-digit code, then takes the code and signs in with it. It is the way in from a new device while
// failed passwords of others slow the account down: a code is not held back by them. The server
// answers the request the same whether or not the address has an account.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { codeSchema, LOGIN_MESSAGES, requestPasswordResetSchema, type RequestPasswordResetInput } from '@freshmeals/rules/auth';
import { commitAsync, returnPathOf, serverMessage, toRole, useHost } from '@freshmeals/host-api';
import { CODE_LENGTH, pageTitle, REDIRECT_DELAY_MS, RESEND_COOLDOWN_S } from '../lib/constants';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { useDocumentTitle } from '../lib/use-document-title';
import { resendLabel, useResendCooldown } from '../lib/use-resend-cooldown';
import { AuthLayout } from '../ui/AuthLayout';
import { Button, Field } from '../ui/Field';
import styles from '../ui/ui.module.css';
import type { SignInCodePageRequestMutation } from './__generated__/SignInCodePageRequestMutation.graphql';
import type { SignInCodePageSignInMutation } from './__generated__/SignInCodePageSignInMutation.graphql';

export const CODE_REQUEST_FAILED = 'Failed to send the code. Please try again.';
export const CODE_SIGN_IN_FAILED = 'Invalid or expired code';
export const CODE_RESENT = 'A new code is on its way';

const requestMutation = graphql`
  mutation SignInCodePageRequestMutation($input: RequestSignInCodeInput!) {
    requestSignInCode(input: $input) {
      message
    }
  }
`;

const signInMutation = graphql`
  mutation SignInCodePageSignInMutation($input: SignInWithCodeInput!) {
    signInWithCode(input: $input) {
      accessToken
      user {
        id
        name
        email
        emailVerified
        role
      }
    }
  }
`;

const codeFormSchema = z.object({ code: codeSchema });
type CodeForm = z.input<typeof codeFormSchema>;

export default function SignInCodePage() {
  useDocumentTitle(pageTitle('Sign in with a code'));
  const host = useHost();
  const location = useLocation();
  const delayedNavigate = useDelayedNavigate();
  const [email, setEmail] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { cooldown, start: startCooldown } = useResendCooldown(RESEND_COOLDOWN_S);
  const [commitRequest] = useMutation<SignInCodePageRequestMutation>(requestMutation);
  const [commitSignIn] = useMutation<SignInCodePageSignInMutation>(signInMutation);
  const handedEmail = (location.state as { email?: unknown } | null)?.email;

  const emailForm = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: typeof handedEmail === 'string' ? handedEmail : '' },
  });
  const codeForm = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  const send = async (address: string) => {
    const { requestSignInCode } = await commitAsync(commitRequest, { variables: { input: { email: address } } });
    startCooldown();
    return requestSignInCode.message;
  };

  const onRequest = emailForm.handleSubmit(async ({ email: address }) => {
    try {
      toast.success(await send(address));
      setEmail(address);
    } catch (error) {
      toast.error(serverMessage(error) ?? CODE_REQUEST_FAILED);
    }
  });

  const onResend = async () => {
    if (!email) return;
    setResending(true);
    try {
      await send(email);
      toast.success(CODE_RESENT);
    } catch (error) {
      toast.error(serverMessage(error) ?? CODE_REQUEST_FAILED);
    } finally {
      setResending(false);
    }
  };

  const onSignIn = codeForm.handleSubmit(async ({ code }) => {
    if (!email) return;
    try {
      const { signInWithCode } = await commitAsync(commitSignIn, { variables: { input: { email, code } } });
      const { user, accessToken } = signInWithCode;
      if (!accessToken) {
        toast.error(CODE_SIGN_IN_FAILED);
        return;
      }
      host.setSession(
        { id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, role: toRole(user.role) },
        accessToken,
      );
      toast.success(LOGIN_MESSAGES.success);
      codeForm.reset({ code: '' });
      delayedNavigate(returnPathOf(location) ?? '/dashboard', REDIRECT_DELAY_MS);
    } catch (error) {
      toast.error(serverMessage(error) ?? CODE_SIGN_IN_FAILED);
    }
  });

  if (!email) {
    return (
      <AuthLayout
        title="Sign in with a code"
        subtitle={`Enter the email of your account and we'll send you a ${CODE_LENGTH}-digit code to sign in without your password.`}
      >
        <form className={styles.form} onSubmit={onRequest} noValidate>
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
            autoFocus
            error={emailForm.formState.errors.email?.message}
            {...emailForm.register('email')}
          />
          <Button type="submit" busy={emailForm.formState.isSubmitting}>
            Send code
          </Button>
        </form>
        <p className={styles.footer}>
          Know your password?{' '}
          <Link to="/login" className={styles.link}>
            Back to sign in
          </Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Sign in with a code"
      subtitle={
        <>
          If an account exists for <strong>{email}</strong>, we sent it a {CODE_LENGTH}-digit code. Enter it below to
          sign in.
        </>
      }
    >
      <form className={styles.form} onSubmit={onSignIn} noValidate>
        <Field
          label="Sign-in code"
          className={styles.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder="••••••"
          autoFocus
          error={codeForm.formState.errors.code?.message}
          {...codeForm.register('code')}
        />
        <Button type="submit" busy={codeForm.formState.isSubmitting}>
          Sign in
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
        <button type="button" className={styles.link} onClick={() => setEmail(null)}>
          Start again
        </button>
      </p>
    </AuthLayout>
  );
}
