// Change password: Current password, New password, Confirm new password, by the sign-up rules
// (the server checks the same rules and the current password). Other sign-ins end; this one stays.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { CHANGE_PASSWORD_MESSAGES, changePasswordSchema, type ChangePasswordInput } from '@freshmeals/rules/auth';
import { commitAsync, failureText } from '@freshmeals/host-api';
import type { ChangePasswordFormMutation } from './__generated__/ChangePasswordFormMutation.graphql';

export const CHANGE_FAILED = 'Failed to change the password';

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'password', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [commit] = useMutation<ChangePasswordFormMutation>(graphql`
    mutation ChangePasswordFormMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        message
      }
    }
  `);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });

  const submit = handleSubmit(async (input) => {
    try {
      const result = await commitAsync(commit, { variables: { input } });
      toast.success(result.changePassword.message);
      reset(EMPTY);
    } catch (error) {
      const text = failureText(error, CHANGE_FAILED);
      // A wrong current password belongs under its field; anything else is a toast.
      if (text === CHANGE_PASSWORD_MESSAGES.wrongCurrent) setError('currentPassword', { message: text });
      else toast.error(text);
    }
  });

  return (
    <Form layout="vertical" component="form" onFinish={() => void submit()} aria-labelledby="change-password-title">
      {FIELDS.map((item) => (
        <Form.Item
          key={item.name}
          label={item.label}
          htmlFor={`account-${item.name}`}
          validateStatus={errors[item.name] ? 'error' : undefined}
          help={errors[item.name]?.message}
        >
          <Controller
            control={control}
            name={item.name}
            render={({ field }) => <Input id={`account-${item.name}`} type="password" autoComplete={item.autoComplete} {...field} />}
          />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={isSubmitting}>
        {isSubmitting ? 'Changing...' : 'Change password'}
      </Button>
    </Form>
  );
}
