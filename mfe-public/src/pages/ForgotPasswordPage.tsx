// /forgot-password: the login page's link. Asks for the e-mail and
// sends a 6-digit reset code, then goes on to /reset-password with the address. The server answers
// the same whether or not the address has an account.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { requestPasswordResetSchema, type RequestPasswordResetInput } from '@freshmeals/rules/auth';
import { CODE_LENGTH, pageTitle } from '../lib/constants';
import { useDocumentTitle } from '../lib/use-document-title';
import { AuthLayout } from '../ui/AuthLayout';
import { Button, Field } from '../ui/Field';
import styles from '../ui/ui.module.css';
import type { ForgotPasswordPageMutation } from './__generated__/ForgotPasswordPageMutation.graphql';
import { commitAsync, serverMessage } from '@freshmeals/host-api';

export const RESET_REQUEST_FAILED = 'Failed to send the code. Please try again.';

const requestMutation = graphql`
  mutation ForgotPasswordPageMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      message
    }
  }
`;

/** The reset page's address for an e-mail (a query parameter, so a reload keeps it). */
export function resetPasswordPath(email: string): string {
  return `/reset-password?${new URLSearchParams({ email }).toString()}`;
}

export default function ForgotPasswordPage() {
  useDocumentTitle(pageTitle('Reset your password'));
  const navigate = useNavigate();
  const location = useLocation();
  const [commitRequest] = useMutation<ForgotPasswordPageMutation>(requestMutation);
  const handedEmail = (location.state as { email?: unknown } | null)?.email;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: typeof handedEmail === 'string' ? handedEmail : '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const { requestPasswordReset } = await commitAsync(commitRequest, { variables: { input: { email } } });
      toast.success(requestPasswordReset.message);
      navigate(resetPasswordPath(email), { state: { sentAt: Date.now() } });
    } catch (error) {
      toast.error(serverMessage(error) ?? RESET_REQUEST_FAILED);
    }
  });

  return (
    <AuthLayout
      title="Reset your password"
      subtitle={`Enter the email of your account and we'll send you a ${CODE_LENGTH}-digit code to reset your password.`}
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
          autoFocus
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" busy={isSubmitting}>
          Send code
        </Button>
      </form>
      <p className={styles.footer}>
        Remembered it?{' '}
        <Link to="/login" className={styles.link}>
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
