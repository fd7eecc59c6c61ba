// The shell's own sign-in, shown at /login only when the public site (which owns the full sign-in
// page) cannot be loaded: staff must still reach the admin console when another team's deploy is
// down. Same fields, rules and messages as the public page; the session goes through the same host.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LOGIN_MESSAGES, loginSchema, type LoginInput } from '@freshmeals/rules/auth';
import { isServerPage, returnPathOf, toRole, type HostApi, type SessionUser } from '@freshmeals/host-api';
import { graphqlFetcher, GraphQLRequestError, SHELL_LOGIN_MUTATION } from '@freshmeals/host-api/session';
import '../components/status-pages.css';
import './shell-sign-in.css';

export { SHELL_LOGIN_MUTATION };

/** The delay before moving on after signing in, as everywhere in the site. */
const REDIRECT_DELAY_MS = 100;

interface LoginPayload {
  login: { accessToken: string | null; user: Omit<SessionUser, 'role'> & { role: string } };
}

export default function ShellSignIn({ host }: { host: HostApi }) {
  const navigate = useNavigate();
  const location = useLocation();
  const emailId = useId();
  const passwordId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  useEffect(() => {
    document.title = 'Sign in | FreshMeals';
  }, []);

  const onSubmit = handleSubmit(async (input) => {
    try {
      const result = await graphqlFetcher({ query: SHELL_LOGIN_MUTATION, variables: { input } });
      const { user, accessToken } = (result.data as unknown as LoginPayload).login;
      if (!user.emailVerified || !accessToken) {
        toast.info(user.emailVerified ? LOGIN_MESSAGES.failed : LOGIN_MESSAGES.verifyFirst);
        return;
      }
      host.setSession({ ...user, role: toRole(user.role) }, accessToken);
      toast.success(LOGIN_MESSAGES.success);
      const next = returnPathOf(location) ?? '/dashboard';
      // A page the server renders (GraphiQL) is loaded, not routed.
      setTimeout(() => (isServerPage(next) ? window.location.assign(next) : navigate(next)), REDIRECT_DELAY_MS);
    } catch (error) {
      toast.error(error instanceof GraphQLRequestError && error.status < 500 ? error.message : LOGIN_MESSAGES.failed);
    }
  });

  return (
    <main className="fm-sign-in" aria-labelledby="shell-sign-in-title">
      <h1 id="shell-sign-in-title" className="fm-sign-in__title">
        Sign in to your account
      </h1>
      <p className="fm-sign-in__note" role="status">
        Parts of the site are unavailable right now. You can still sign in.
      </p>
      <form className="fm-sign-in__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={emailId} className="fm-sign-in__label">
          Email
        </label>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          className="fm-sign-in__input"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${emailId}-error` : undefined}
          {...register('email')}
        />
        {errors.email && (
          <p id={`${emailId}-error`} className="fm-sign-in__error">
            {errors.email.message}
          </p>
        )}
        <label htmlFor={passwordId} className="fm-sign-in__label">
          Password
        </label>
        <input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          className="fm-sign-in__input"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${passwordId}-error` : undefined}
          {...register('password')}
        />
        {errors.password && (
          <p id={`${passwordId}-error`} className="fm-sign-in__error">
            {errors.password.message}
          </p>
        )}
        <button type="submit" className="fm-status-page__button fm-sign-in__submit" disabled={isSubmitting}>
          Sign in
        </button>
      </form>
    </main>
  );
}
