// /sign-up and /signup: create an account, then /verify. Coming from a quote (/sign-up?plan=...),
// the quote's plan goes with the sign-up and is proposed as the routine on the account page, and
// the name, e-mail and phone typed in the quote (the location state) fill the form. Coming from a
// referral link (/r/<code> leads to /signup?ref=<code>), the page says what the invitation gives
// once the server has confirmed the code, and the sign-up carries it; a code that is no longer
// good is said so and left out, so that it never stands in the way of signing up.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES as ADDRESS_MESSAGES } from '@freshmeals/rules/addresses';
import { PASSWORD_HINT, signupFormSchema, type SignupFormInput } from '@freshmeals/rules/auth';
import { describePlan, planFromParams } from '@freshmeals/rules/plan-proposal';
import { referralInviteNotice, REFERRAL_MESSAGES } from '@freshmeals/rules/referrals';
import { pageTitle, REDIRECT_DELAY_MS } from '../lib/constants';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { useDocumentTitle } from '../lib/use-document-title';
import { useSignupData } from '../store/signup-data';
import { AuthLayout } from '../ui/AuthLayout';
import { Button, Field, PasswordField } from '../ui/Field';
import styles from '../ui/ui.module.css';
import type { SignUpPageMutation } from './__generated__/SignUpPageMutation.graphql';
import type { SignUpPageInviteQuery, SignUpPageInviteQuery$data } from './__generated__/SignUpPageInviteQuery.graphql';
import { quoteContactFrom } from './plans/sign-up-state';
import { commitAsync, serverMessage } from '@freshmeals/host-api';

export const SIGNING_UP = 'Signing you up...';
export const SIGNUP_FAILED = 'Sign up failed, please try again';

const signupMutation = graphql`
  mutation SignUpPageMutation($input: SignupInput!) {
    signup(input: $input) {
      message
    }
  }
`;

const inviteQuery = graphql`
  query SignUpPageInviteQuery($code: String!) {
    referralInvite(code: $code) {
      code
      credit
    }
  }
`;

type Invite = SignUpPageInviteQuery$data['referralInvite'];

/** The referral link's invitation: undefined while asked, null when the code is not good. */
function useInvite(code: string | null): Invite | undefined {
  const environment = useRelayEnvironment();
  const [invite, setInvite] = useState<{ code: string; invite: Invite } | null>(null);
  useEffect(() => {
    if (!code) return;
    let current = true;
    fetchQuery<SignUpPageInviteQuery>(environment, inviteQuery, { code })
      .toPromise()
      .then(
        (data) => current && setInvite({ code, invite: data?.referralInvite ?? null }),
        // Unreachable server: the sign-up itself will say so; the code is not sent.
        () => current && setInvite({ code, invite: null }),
      );
    return () => {
      current = false;
    };
  }, [code, environment]);
  if (!code) return null;
  return invite?.code === code ? invite.invite : undefined;
}

export default function SignUpPage() {
  useDocumentTitle(pageTitle('Create account'));
  const delayedNavigate = useDelayedNavigate();
  const setPending = useSignupData((s) => s.setPending);
  const [commitSignup] = useMutation<SignUpPageMutation>(signupMutation);
  const [params] = useSearchParams();
  const plan = planFromParams(params);
  const referralCode = params.get('ref')?.trim() || null;
  const invite = useInvite(referralCode);
  const quoteContact = quoteContactFrom(useLocation().state);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormInput>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { name: '', email: '', phone: '', ...quoteContact, pin: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    // The confirmation travels too: the server checks it again.
    const input = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      pin: values.pin,
      password: values.password,
      confirmPassword: values.confirmPassword,
      plan,
      referralCode: invite?.code ?? null,
    };
    const toastId = toast.loading(SIGNING_UP);
    try {
      const { signup } = await commitAsync(commitSignup, { variables: { input } });
      toast.success(signup.message, { id: toastId });
      setPending({ name: input.name, email: input.email, codeSentAt: Date.now() });
      delayedNavigate('/verify', REDIRECT_DELAY_MS, { state: { fromSignUp: true } });
    } catch (error) {
      const message = serverMessage(error);
      // Outside the service area: said under the PIN code, where the visitor can change it.
      if (message === ADDRESS_MESSAGES.outsideArea) {
        toast.dismiss(toastId);
        setError('pin', { message });
        return;
      }
      toast.error(message ?? SIGNUP_FAILED, { id: toastId });
    }
  });

  return (
    <AuthLayout title="Create your account" subtitle="Sign up to choose a plan and get fresh meals delivered." wide>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {referralCode && invite ? (
          <p className={styles.notice} role="status">
            {referralInviteNotice(Math.round(invite.credit * 100))}
          </p>
        ) : null}
        {referralCode && invite === null ? (
          <p className={styles.notice} role="status">
            {REFERRAL_MESSAGES.invalid}. You can still sign up.
          </p>
        ) : null}
        {plan ? (
          <p className={styles.notice}>
            Signing up with your plan: {describePlan(plan)}. You confirm it, and add credit, on your account page.
          </p>
        ) : null}
        <Field label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
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
        <Field
          label="Phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          placeholder="10-digit mobile number"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <Field
          label="PIN code"
          autoComplete="postal-code"
          inputMode="numeric"
          placeholder="6-digit PIN code"
          hint="Where we will deliver: we check that we serve it."
          error={errors.pin?.message}
          {...register('pin')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
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
        <Button type="submit" busy={isSubmitting}>
          Create account
        </Button>
      </form>
      <p className={styles.footer}>
        Already have an account?{' '}
        <Link to="/login" className={styles.link}>
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
