// The Add Credit dialog: Amount (at least 1: 'Enter a valid amount'),
// Payment Method (Online, Offline, Exempted) and an optional Note (at most 255), 'Add Credit' /
// 'Adding...'. The answer carries the user's new balance, which the table shows at once.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Modal, Select } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { z } from 'zod';
import { creditFormSchema } from '@freshmeals/rules/credits';
import { AmountField, NoteField } from '../../shared/CreditFields';
import { formatINR } from '../../shared/format';
import type { AddCreditDialog_user$key } from './__generated__/AddCreditDialog_user.graphql';
import type { AddCreditDialogMutation } from './__generated__/AddCreditDialogMutation.graphql';
import { commitAsync, failureText } from '@freshmeals/host-api';

export const ADDED = 'Credits added successfully';
export const ADD_FAILED = 'Failed to add credits';

export const PAYMENT_METHOD_OPTIONS = [
  { value: 'online', label: 'Online' },
  { value: 'offline', label: 'Offline' },
  { value: 'exempted', label: 'Exempted' },
];

type FormInput = z.input<typeof creditFormSchema>;
type FormOutput = z.output<typeof creditFormSchema>;

interface Props {
  user: AddCreditDialog_user$key;
  open: boolean;
  onClose(): void;
}

export function AddCreditDialog({ user, open, onClose }: Props) {
  const data = useFragment(
    graphql`
      fragment AddCreditDialog_user on User {
        userId
        name
        credit
      }
    `,
    user,
  );
  const [commit] = useMutation<AddCreditDialogMutation>(graphql`
    mutation AddCreditDialogMutation($input: AddCreditInput!) {
      addCredit(input: $input) {
        id
        credit
      }
    }
  `);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(creditFormSchema),
    defaultValues: { amount: undefined, paymentMethod: undefined, note: '' },
  });

  const close = () => {
    reset();
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      await commitAsync(commit, {
        variables: { input: { userId: data.userId, amount: values.amount, paymentMethod: values.paymentMethod, note: values.note ?? null } },
      });
      toast.success(ADDED);
      close();
    } catch (error) {
      console.error(error);
      toast.error(failureText(error, ADD_FAILED));
    }
  });

  return (
    <Modal
      open={open}
      title="Add Credit"
      onCancel={close}
      destroyOnHidden
      footer={null}
    >
      <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.55)' }}>
        {data.name} · Credit Available {formatINR(data.credit)}
      </p>
      <Form layout="vertical" component="form" onFinish={() => void submit()}>
        <AmountField control={control} idPrefix="credit" error={errors.amount?.message} />
        <Form.Item
          label="Payment Method"
          htmlFor="credit-method"
          validateStatus={errors.paymentMethod ? 'error' : undefined}
          help={errors.paymentMethod?.message}
        >
          <Controller
            control={control}
            name="paymentMethod"
            render={({ field }) => (
              <Select
                id="credit-method"
                placeholder="Select a payment method"
                options={PAYMENT_METHOD_OPTIONS}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </Form.Item>
        <NoteField control={control} idPrefix="credit" label="Note (optional)" error={errors.note?.message} />
        <Button type="primary" htmlType="submit" block loading={isSubmitting}>
          {isSubmitting ? 'Adding...' : 'Add Credit'}
        </Button>
      </Form>
    </Modal>
  );
}
