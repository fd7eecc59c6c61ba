// 'Create API key': a name, a role (Read-only admin or Full admin) and an optional last day, by the
// server's own rules; then the new key, shown once, with a copy button.
import { zodResolver } from '@hookform/resolvers/zod';
import { DatePicker, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import {
  API_KEY_MESSAGES,
  API_KEY_ROLE_LABELS,
  API_KEY_ROLES,
  createApiKeySchema,
  expiryAfter,
  type CreateApiKeyInput,
} from '@freshmeals/rules/api-keys';
import { businessToday } from '@freshmeals/ui/business-time';
import { ShownOnceSecret, shownOnceFooter } from '../../shared/ShownOnce';
import type { CreateApiKeyDialogMutation } from './__generated__/CreateApiKeyDialogMutation.graphql';

export const CREATE_FAILED = 'Failed to create the API key';
const EMPTY: CreateApiKeyInput = { name: '', role: 'readonly', expiresOn: null };

export function CreateApiKeyDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(): void }) {
  const [made, setMade] = useState<{ key: string; name: string } | null>(null);
  const [commit] = useMutation<CreateApiKeyDialogMutation>(graphql`
    mutation CreateApiKeyDialogMutation($input: CreateApiKeyInput!) {
      createApiKey(input: $input) {
        key
        message
        apiKey {
          id
          name
        }
      }
    }
  `);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateApiKeyInput>({ resolver: zodResolver(createApiKeySchema), defaultValues: EMPTY });

  const close = () => {
    reset(EMPTY);
    setMade(null);
    onClose();
  };

  const submit = handleSubmit(async (input) => {
    if (!expiryAfter(businessToday())(input.expiresOn)) {
      // Typed rather than picked: the server's refusal, without the round trip.
      setError('expiresOn', { message: API_KEY_MESSAGES.expiry });
      return;
    }
    try {
      const result = await commitAsync(commit, { variables: { input } });
      toast.success(result.createApiKey.message);
      setMade({ key: result.createApiKey.key, name: result.createApiKey.apiKey.name });
      onCreated();
    } catch (error) {
      const text = failureText(error, CREATE_FAILED);
      if (text === API_KEY_MESSAGES.expiry) setError('expiresOn', { message: text });
      else toast.error(text);
    }
  });

  return (
    <Modal
      open={open}
      title={made ? 'Your new API key' : 'Create API key'}
      onCancel={close}
      destroyOnHidden
      footer={shownOnceFooter({ shown: made !== null, submitLabel: 'Create', submitting: isSubmitting, onClose: close, onSubmit: () => void submit() })}
    >
      {made ? (
        <>
          <Typography.Paragraph>
            <Typography.Text strong>{made.name}</Typography.Text>
          </Typography.Paragraph>
          <ShownOnceSecret warning={API_KEY_MESSAGES.shownOnce} value={made.key} copyLabel="Copy key" testId="new-api-key" />
          <Typography.Paragraph type="secondary">
            Send it as <Typography.Text code>Authorization: Bearer &lt;key&gt;</Typography.Text> to /graphql or /server/api/v1.
          </Typography.Paragraph>
        </>
      ) : (
        <Form layout="vertical" component="form" onFinish={() => void submit()}>
          <Form.Item label="Name" htmlFor="api-key-name" validateStatus={errors.name ? 'error' : undefined} help={errors.name?.message}>
            <Controller
              name="name"
              control={control}
              render={({ field }) => <Input id="api-key-name" placeholder="e.g. Tally export" {...field} />}
            />
          </Form.Item>
          <Form.Item label="Role" validateStatus={errors.role ? 'error' : undefined} help={errors.role?.message}>
            <Controller
              name="role"
              control={control}
              render={({ field }) => (
                <Radio.Group
                  aria-label="Role"
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  options={API_KEY_ROLES.map((role) => ({ value: role, label: API_KEY_ROLE_LABELS[role] }))}
                />
              )}
            />
          </Form.Item>
          <Form.Item
            label="Expires after"
            htmlFor="api-key-expires"
            validateStatus={errors.expiresOn ? 'error' : undefined}
            help={errors.expiresOn?.message ?? 'Optional: the last day the key works. Leave empty for no expiry.'}
          >
            <Controller
              name="expiresOn"
              control={control}
              render={({ field }) => (
                <DatePicker
                  id="api-key-expires"
                  format="YYYY-MM-DD"
                  placeholder="No expiry"
                  // Today and earlier are what the server refuses (the business's today, not the browser's).
                  disabledDate={(day) => !expiryAfter(businessToday())(day.format('YYYY-MM-DD'))}
                  onChange={(_date, text) => field.onChange(typeof text === 'string' && text ? text : null)}
                  style={{ width: '100%' }}
                />
              )}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
