// 'Not delivered': why (Not at home, Refused, Address not found, Other) and a note, required for
// 'Other'. Checked with the server's own rules and messages before it is sent.
import { useId, useState } from 'react';
import { Button, Form, Input, Modal, Radio, Typography } from 'antd';
import { MAX_DELIVERY_NOTE, NOT_DELIVERED_REASONS, NOT_DELIVERED_REASON_LABELS, mealDeliverySchema, type NotDeliveredReason } from '@freshmeals/rules/meals';

export interface NotDeliveredInput {
  reason: NotDeliveredReason;
  note: string | null;
}

interface Props {
  open: boolean;
  customerName: string;
  /** What the meal says now: the dialog opens with it. */
  initial: { reason: NotDeliveredReason | null; note: string | null };
  saving: boolean;
  onClose(): void;
  /** Records it; resolves true when saved (the dialog closes), false when refused (it stays open). */
  onSave(input: NotDeliveredInput): Promise<boolean>;
}

type Errors = Partial<Record<'reason' | 'note', string>>;

function NotDeliveredForm({ customerName, initial, saving, onSave }: Omit<Props, 'open' | 'onClose'>) {
  const [reason, setReason] = useState<NotDeliveredReason | null>(initial.reason);
  const [note, setNote] = useState(initial.note ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const id = useId();

  const save = async () => {
    const parsed = mealDeliverySchema.safeParse({ status: 'not_delivered', reason, note });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'reason' || field === 'note') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    await onSave({ reason: parsed.data.reason!, note: parsed.data.note });
  };

  return (
    <Form layout="vertical" component="form" onFinish={() => void save()} requiredMark={false}>
      <Typography.Paragraph type="secondary">{customerName}</Typography.Paragraph>
      <Form.Item label={<span id={`${id}-reason`}>Reason</span>} validateStatus={errors.reason ? 'error' : undefined} help={errors.reason}>
        <Radio.Group
          aria-labelledby={`${id}-reason`}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value as NotDeliveredReason);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
          style={{ display: 'flex', flexDirection: 'column', gap: 10 }}
          options={NOT_DELIVERED_REASONS.map((value) => ({ value, label: NOT_DELIVERED_REASON_LABELS[value] }))}
        />
      </Form.Item>
      <Form.Item label="Note" htmlFor={`${id}-note`} validateStatus={errors.note ? 'error' : undefined} help={errors.note}>
        <Input.TextArea
          id={`${id}-note`}
          value={note}
          maxLength={MAX_DELIVERY_NOTE}
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={reason === 'other' ? 'Required for Other' : 'Optional'}
          onChange={(event) => {
            setNote(event.target.value);
            setErrors((current) => ({ ...current, note: undefined }));
          }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={saving}>
        Save
      </Button>
    </Form>
  );
}

export function NotDeliveredDialog({ open, onClose, ...form }: Props) {
  return (
    <Modal open={open} onCancel={onClose} destroyOnHidden footer={null} title="Not delivered">
      <NotDeliveredForm {...form} />
    </Modal>
  );
}
