// The Add user dialog: 'Create new user', 'Add few details to get
// started', Name, Email, Phone, 'Add User' / 'Adding...'. The server e-mails the new user a link to
// set their password.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay';
import { toast } from 'sonner';
import { registerUserSchema, type RegisterUserInput } from '@freshmeals/rules/users';
import type { AddUserDialogMutation } from './__generated__/AddUserDialogMutation.graphql';
import { commitAsync, failureText } from '@freshmeals/host-api';

export const ADDED = 'User added successfully';
export const ADD_FAILED = 'Failed to add user';

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
] as const;

/** 'Create customer' from an order enquiry: its contact details, and the enquiry to mark attended. */
export interface AddUserPrefill {
  name: string;
  email: string;
  phone: string;
  enquiryId: number;
}

interface Props {
  open: boolean;
  onClose(): void;
  onAdded(): void;
  prefill?: AddUserPrefill | null;
}

export function AddUserDialog({ open, onClose, onAdded, prefill = null }: Props) {
  const [commit] = useMutation<AddUserDialogMutation>(graphql`
    mutation AddUserDialogMutation($input: RegisterUserInput!) {
      registerUser(input: $input) {
        id
      }
    }
  `);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegisterUserInput>({
    resolver: zodResolver(registerUserSchema),
    defaultValues: { name: '', email: '', phone: '' },
    // Filled in from the enquiry whenever it is given; reset() brings back the empty form.
    values: prefill ? { name: prefill.name, email: prefill.email, phone: prefill.phone } : undefined,
  });

  const close = () => {
    reset();
    onClose();
  };

  const submit = handleSubmit(async (input) => {
    try {
      await commitAsync(commit, { variables: { input: { ...input, fromEnquiryId: prefill?.enquiryId ?? null } } });
      toast.success(ADDED);
      close();
      onAdded();
    } catch (error) {
      console.error(error);
      toast.error(failureText(error, ADD_FAILED));
    }
  });

  return (
    <Modal
      open={open}
      onCancel={close}
      destroyOnHidden
      footer={null}
      title={
        <>
          Create new user
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontWeight: 'normal' }}>
            Add few details to get started
          </Typography.Paragraph>
        </>
      }
    >
      {prefill ? (
        <Typography.Paragraph type="secondary">
          From order enquiry #{prefill.enquiryId}: it will be marked attended.
        </Typography.Paragraph>
      ) : null}
      <Form layout="vertical" component="form" onFinish={() => void submit()}>
        {FIELDS.map((item) => (
          <Form.Item
            key={item.name}
            label={item.label}
            htmlFor={`new-user-${item.name}`}
            validateStatus={errors[item.name] ? 'error' : undefined}
            help={errors[item.name]?.message}
          >
            <Controller
              control={control}
              name={item.name}
              render={({ field }) => <Input id={`new-user-${item.name}`} type={item.type} autoComplete={item.autoComplete} {...field} />}
            />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" block loading={isSubmitting}>
          {isSubmitting ? 'Adding...' : 'Add User'}
        </Button>
      </Form>
    </Modal>
  );
}
