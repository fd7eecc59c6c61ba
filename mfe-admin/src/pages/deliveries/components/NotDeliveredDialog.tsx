// 'Not delivered': why (Not at home, Refused, Address not found, Other), a note, required for
// 'Other', and an optional photo taken with the phone's camera (the locked gate, the wrong door).
// Checked with the server's own rules and messages before it is sent.
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Form, Input, Modal, Radio, Typography } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { MAX_DELIVERY_NOTE, NOT_DELIVERED_REASONS, NOT_DELIVERED_REASON_LABELS, mealDeliverySchema, type NotDeliveredReason } from '@freshmeals/rules/meals';
import { MAX_IMAGE_BYTES, MESSAGES as IMAGE_MESSAGES } from '@freshmeals/rules/dishes';
import { shrinkPhoto } from './shrink-photo';

export interface NotDeliveredInput {
  reason: NotDeliveredReason;
  note: string | null;
  /** The photo, made smaller for a rider's mobile data; null without one. */
  photo: Blob | null;
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

type Errors = Partial<Record<'reason' | 'note' | 'photo', string>>;

/** A preview of the chosen photo, released when it changes or the dialog closes. */
function usePreview(photo: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) return setUrl(null);
    const next = URL.createObjectURL(photo);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [photo]);
  return url;
}

function NotDeliveredForm({ customerName, initial, saving, onSave }: Omit<Props, 'open' | 'onClose'>) {
  const [reason, setReason] = useState<NotDeliveredReason | null>(initial.reason);
  const [note, setNote] = useState(initial.note ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [preparing, setPreparing] = useState(false);
  const preview = usePreview(photo);
  const picker = useRef<HTMLInputElement>(null);
  const id = useId();

  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    setPreparing(true);
    try {
      const shrunk = await shrinkPhoto(file);
      if (shrunk.size > MAX_IMAGE_BYTES) {
        setErrors((current) => ({ ...current, photo: IMAGE_MESSAGES.imageTooLarge }));
        return;
      }
      setPhoto(shrunk);
      setErrors((current) => ({ ...current, photo: undefined }));
    } finally {
      setPreparing(false);
    }
  };

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
    await onSave({ reason: parsed.data.reason!, note: parsed.data.note, photo });
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
      <Form.Item label={<span id={`${id}-photo`}>Photo (optional)</span>} validateStatus={errors.photo ? 'error' : undefined} help={errors.photo}>
        {preview ? (
          <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <img src={preview} alt="The photo to send" style={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 6 }} />
            <Button onClick={() => setPhoto(null)}>Remove photo</Button>
          </div>
        ) : (
          <>
            {/* On a phone, `capture` opens the camera; a desktop picks a file. */}
            <Button size="large" icon={<CameraOutlined aria-hidden />} loading={preparing} aria-describedby={`${id}-photo`} onClick={() => picker.current?.click()}>
              Take a photo
            </Button>
            <input
              ref={picker}
              type="file"
              accept="image/*"
              capture="environment"
              hidden
              onChange={(event) => {
                void choosePhoto(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </>
        )}
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={saving} disabled={preparing}>
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
