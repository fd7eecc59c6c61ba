// The Debit dialog: Amount (at least 1, at most the balance: 'Insufficient credit' from the server),
// Reason (Refund paid out, Correction, Other) and a Note (required for Other), 'Debit' /
// 'Debiting...'. The same rules as the server's, from the shared credit rules.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Modal, Select } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { z } from 'zod';
import { DEBIT_REASON_LABELS, DEBIT_REASONS, debitFormSchema } from '@freshmeals/rules/credits';
import { AmountField, NoteField } from '../../shared/CreditFields';
import { commitAsync, failureText } from '@freshmeals/host-api';
import type { DebitDialogMutation } from './__generated__/DebitDialogMutation.graphql';

export const DEBITED = 'Credit debited successfully';
export const DEBIT_FAILED = 'Failed to debit credit';

const REASON_OPTIONS = DEBIT_REASONS.map((value) => ({ value, label: DEBIT_REASON_LABELS[value] }));

type FormInput = z.input<typeof debitFormSchema>;
type FormOutput = z.output<typeof debitFormSchema>;

interface Props {
  userId: number;
  name: string;
  open: boolean;
  onClose(): void;
  onDebited(): void;
}

export function DebitDialog({ userId, name, open, onClose, onDebited }: Props) {
  const [commit, debiting] = useMutation<DebitDialogMutation>(graphql`
    mutation DebitDialogMutation($input: DebitCreditInput!) {
      debitCredit(input: $input) {
        id
        credit
      }
    }
  `);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(debitFormSchema),
    defaultValues: { amount: undefined, reason: undefined, note: '' },
  });

  const close = () => {
    reset();
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      await commitAsync(commit, { variables: { input: { userId, amount: values.amount, reason: values.reason, note: values.note ?? null } } });
      toast.success(DEBITED);
      close();
      onDebited();
    } catch (error) {
      console.error(error);
      toast.error(failureText(error, DEBIT_FAILED));
    }
  });

  return (
    <Modal open={open} title="Debit" onCancel={close} destroyOnHidden footer={null}>
      {name ? <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.65)' }}>{name}</p> : null}
      <Form layout="vertical" component="form" onFinish={() => void submit()}>
        <AmountField control={control} idPrefix="debit" error={errors.amount?.message} />
        <Form.Item label="Reason" htmlFor="debit-reason" validateStatus={errors.reason ? 'error' : undefined} help={errors.reason?.message}>
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              <Select id="debit-reason" placeholder="Choose a reason" options={REASON_OPTIONS} value={field.value} onChange={field.onChange} />
            )}
          />
        </Form.Item>
        <NoteField control={control} idPrefix="debit" label="Note" error={errors.note?.message} />
        <Button type="primary" danger htmlType="submit" block loading={debiting}>
          {debiting ? 'Debiting...' : 'Debit'}
        </Button>
      </Form>
    </Modal>
  );
}
