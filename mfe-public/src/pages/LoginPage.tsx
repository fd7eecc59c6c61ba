// /login: e-mail + password, then the login mutation; or a link to sign in with an e-mailed code.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { LOGIN_MESSAGES, loginSchema, type LoginInput } from '@freshmeals/rules/auth';
import { commitAsync, returnPathOf, serverMessage, toRole, useHost } from '@freshmeals/host-api';
import { pageTitle, REDIRECT_DELAY_MS } from '../lib/constants';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { useDocumentTitle } from '../lib/use-document-title';
import { useSignupData } from '../store/signup-data';
import { AuthLayout } from '../ui/AuthLayout';
import { Button, Field, PasswordField } from '../ui/Field';
import styles from '../ui/ui.module.css';
import type { LoginPageMutation } from './__generated__/LoginPageMutation.graphql';

export const { failed: LOGIN_FAILED, verifyFirst: VERIFY_FIRST, success: LOGIN_SUCCESS } = LOGIN_MESSAGES;

const loginMutation = graphql`
  mutation LoginPageMutation($input: LoginInput!) {
    login(input: $input) {
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

export default function LoginPage() {
  useDocumentTitle(pageTitle('Sign in'));
  const host = useHost();
  const location = useLocation();
  const delayedNavigate = useDelayedNavigate();
  const setPending = useSignupData((s) => s.setPending);
  const [commitLogin] = useMutation<LoginPageMutation>(loginMutation);

  // After a verification the e-mail is handed over, so the user only types the password.
  const handedEmail = (location.state as { email?: unknown } | null)?.email;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: typeof handedEmail === 'string' ? handedEmail : '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { login } = await commitAsync(commitLogin, { variables: { input } });
      const { user, accessToken } = login;
      if (user.emailVerified === false) {
        setPending({ name: user.name, email: user.email });
        toast.info(VERIFY_FIRST);
        delayedNavigate('/verify', REDIRECT_DELAY_MS);
        return;
      }
      if (!accessToken) {
        toast.error(LOGIN_FAILED);
        return;
      }
      host.setSession(
        {
          id: user.id,
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerified,
          role: toRole(user.role),
        },
        accessToken,
      );
      toast.success(LOGIN_SUCCESS);
      reset({ email: '', password: '' });
      // Back to the page the user asked for (a same-origin path only), else /dashboard, from
      // where the shell sends customers on to their account page.
      delayedNavigate(returnPathOf(location) ?? '/dashboard', REDIRECT_DELAY_MS);
    } catch (error) {
      toast.error(serverMessage(error) ?? LOGIN_FAILED);
    }
  });

  return (
    <AuthLayout
      title="Sign in to your account"
      subtitle="Welcome back! Enter your details to manage your meals."
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className={styles.forgotRow}>
          <Link to="/forgot-password" className={`${styles.link} ${styles.smallLink}`}>
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" busy={isSubmitting}>
          Sign in
        </Button>
      </form>
      <p className={styles.footer}>
        {/* A way in from a new device that others' failed passwords do not slow down. */}
        <Link to="/sign-in-code" className={styles.link}>
          Email me a sign-in code
        </Link>
      </p>
      <p className={styles.footer}>
        Don&apos;t have an account?{' '}
        <Link to="/sign-up" className={styles.link}>
          Sign up
        </Link>
      </p>
    </AuthLayout>
  );
}
