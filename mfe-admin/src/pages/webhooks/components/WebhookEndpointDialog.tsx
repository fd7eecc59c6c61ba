// 'Add endpoint' and 'Edit': a URL, the events it takes and what it is for, by the server's own
// rules; after adding, the signing secret, shown once, with a copy button.
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import {
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_SIGNATURE_HEADER,
  webhookEndpointSchema,
  type WebhookEndpointInput,
  type WebhookEventType,
} from '@freshmeals/rules/webhooks';
import { ShownOnceSecret, shownOnceFooter } from '../../shared/ShownOnce';
import type { WebhookEndpointDialogCreateMutation, WebhookEventType as GraphQLEventType } from './__generated__/WebhookEndpointDialogCreateMutation.graphql';
import type { WebhookEndpointDialogUpdateMutation } from './__generated__/WebhookEndpointDialogUpdateMutation.graphql';

export const SAVE_FAILED = 'Failed to save the webhook endpoint';
const EMPTY: WebhookEndpointInput = { url: '', events: [], description: null };

/** The GraphQL enum's name of an event type (credit.added is credit_added). */
export const toGraphQLEvent = (type: WebhookEventType) => type.replace('.', '_') as GraphQLEventType;
export const fromGraphQLEvent = (name: string) => name.replace('_', '.') as WebhookEventType;

export interface EditedEndpoint {
  id: string;
  url: string;
  events: readonly string[];
  description: string | null | undefined;
  active: boolean;
}

interface Props {
  open: boolean;
  /** Set to edit that endpoint; absent to add one. */
  endpoint?: EditedEndpoint | null;
  onClose(): void;
  onSaved(): void;
}

export function WebhookEndpointDialog({ open, endpoint, onClose, onSaved }: Props) {
  const [secret, setSecret] = useState<string | null>(null);
  const [commitCreate] = useMutation<WebhookEndpointDialogCreateMutation>(graphql`
    mutation WebhookEndpointDialogCreateMutation($input: WebhookEndpointInput!) {
      createWebhookEndpoint(input: $input) {
        secret
        message
        endpoint {
          id
        }
      }
    }
  `);
  const [commitUpdate] = useMutation<WebhookEndpointDialogUpdateMutation>(graphql`
    mutation WebhookEndpointDialogUpdateMutation($id: ID!, $input: WebhookEndpointInput!, $active: Boolean!) {
      updateWebhookEndpoint(id: $id, input: $input, active: $active) {
        id
        url
        events
        description
        active
        disabledReason
        failingSince
      }
    }
  `);
  const initial = (): WebhookEndpointInput =>
    endpoint ? { url: endpoint.url, events: endpoint.events.map(fromGraphQLEvent), description: endpoint.description ?? null } : EMPTY;
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WebhookEndpointInput>({ resolver: zodResolver(webhookEndpointSchema), defaultValues: initial() });

  useEffect(() => {
    if (open) reset(initial());
    // Only when the dialog opens (or opens for another endpoint).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, endpoint?.id]);

  const close = () => {
    setSecret(null);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    const input = { url: values.url, events: values.events.map(toGraphQLEvent), description: values.description };
    try {
      if (endpoint) {
        await commitAsync(commitUpdate, { variables: { id: endpoint.id, input, active: endpoint.active } });
        toast.success(WEBHOOK_MESSAGES.updated);
        onSaved();
        close();
      } else {
        const result = await commitAsync(commitCreate, { variables: { input } });
        toast.success(result.createWebhookEndpoint.message);
        setSecret(result.createWebhookEndpoint.secret);
        onSaved();
      }
    } catch (error) {
      const text = failureText(error, SAVE_FAILED);
      if (text === WEBHOOK_MESSAGES.url || text === WEBHOOK_MESSAGES.urlHttps || text === WEBHOOK_MESSAGES.urlNotPublic) setError('url', { message: text });
      else toast.error(text);
    }
  });

  const title = secret ? 'Your endpoint’s signing secret' : endpoint ? 'Edit endpoint' : 'Add endpoint';
  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      destroyOnHidden
      footer={shownOnceFooter({
        shown: secret !== null,
        submitLabel: endpoint ? 'Save' : 'Add endpoint',
        submitting: isSubmitting,
        onClose: close,
        onSubmit: () => void submit(),
      })}
    >
      {secret ? (
        <>
          <ShownOnceSecret warning={WEBHOOK_MESSAGES.secretShownOnce} value={secret} copyLabel="Copy secret" testId="new-webhook-secret" />
          <Typography.Paragraph type="secondary">
            Each request carries <Typography.Text code>{`${WEBHOOK_SIGNATURE_HEADER}: t=<time>,v1=<signature>`}</Typography.Text>: the
            hex HMAC-SHA256 of <Typography.Text code>{'<time>.<raw body>'}</Typography.Text> with this secret.
          </Typography.Paragraph>
        </>
      ) : (
        <Form layout="vertical" component="form" onFinish={() => void submit()}>
          <Form.Item label="URL" htmlFor="webhook-url" validateStatus={errors.url ? 'error' : undefined} help={errors.url?.message}>
            <Controller
              name="url"
              control={control}
              render={({ field }) => <Input id="webhook-url" inputMode="url" placeholder="https://example.com/freshmeals/webhooks" {...field} />}
            />
          </Form.Item>
          <Form.Item label="Events" validateStatus={errors.events ? 'error' : undefined} help={errors.events?.message}>
            <Controller
              name="events"
              control={control}
              render={({ field }) => (
                <Checkbox.Group
                  aria-label="Events"
                  value={field.value}
                  onChange={(values) => field.onChange(values)}
                  style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
                  options={WEBHOOK_EVENT_TYPES.map((type) => ({
                    value: type,
                    label: (
                      <span>
                        <Typography.Text code>{type}</Typography.Text> <Typography.Text type="secondary">{WEBHOOK_EVENT_DESCRIPTIONS[type]}</Typography.Text>
                      </span>
                    ),
                  }))}
                />
              )}
            />
          </Form.Item>
          <Form.Item
            label="Description"
            htmlFor="webhook-description"
            validateStatus={errors.description ? 'error' : undefined}
            help={errors.description?.message ?? 'Optional: what it is for.'}
          >
            <Controller
              name="description"
              control={control}
              render={({ field }) => (
                <Input id="webhook-description" placeholder="e.g. Accounting export" value={field.value ?? ''} onChange={(event) => field.onChange(event.target.value || null)} />
              )}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
