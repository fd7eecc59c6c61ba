// The first-month offer's 'Edit': its percentage, the most one customer saves in all, whether it
// applies, and the words the public site shows for it (the banner's title and sentence, the home
// page's badge). Checked by the server's own rules and words; the site shows a saved change at once.
import { zodResolver } from '@hookform/resolvers/zod';
import { Col, Form, Input, Modal, Row, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { z } from 'zod';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { FIRST_MONTH_DAYS, firstMonthSchema } from '@freshmeals/rules/offers';
import type { FirstMonthOfferDialogMutation } from './__generated__/FirstMonthOfferDialogMutation.graphql';
import { fieldProps, NumberField, serverField } from './fields';
import type { OfferRow } from './OffersTable';

export const SAVE_FAILED = 'Failed to save the first-month offer';
export const FIRST_MONTH_SAVED = 'First-month offer saved';

type FirstMonthForm = z.input<typeof firstMonthSchema>;
type FirstMonthValues = z.output<typeof firstMonthSchema>;

const FIELDS = Object.keys(firstMonthSchema.shape) as Array<keyof FirstMonthForm>;
const isField = (name: string | undefined): name is keyof FirstMonthForm => FIELDS.includes(name as keyof FirstMonthForm);

function fromRow(offer: OfferRow): DefaultValues<FirstMonthForm> {
  return {
    percent: offer.value,
    maxDiscount: offer.maxDiscount ?? undefined,
    active: offer.active,
    title: offer.title,
    description: offer.description,
    badge: offer.badge,
  };
}

const TEXTS = [
  { name: 'title', label: 'Title', help: "The banner's bold title on the home page." },
  { name: 'description', label: 'Description', help: 'The sentence after the title.' },
  { name: 'badge', label: 'Badge', help: "The home page's floating badge, before '– Order now'." },
] as const;

interface Props {
  open: boolean;
  offer: OfferRow | null;
  onClose(): void;
}

export function FirstMonthOfferDialog({ open, offer, onClose }: Props) {
  // The answer carries every field the table shows: the row changes in place.
  const [commit] = useMutation<FirstMonthOfferDialogMutation>(graphql`
    mutation FirstMonthOfferDialogMutation($input: FirstMonthOfferInput!) {
      updateFirstMonthOffer(input: $input) {
        ...OffersTable_offers
      }
    }
  `);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FirstMonthForm, unknown, FirstMonthValues>({
    resolver: zodResolver(firstMonthSchema),
    defaultValues: offer ? fromRow(offer) : undefined,
  });

  useEffect(() => {
    if (open && offer) reset(fromRow(offer));
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, offer?.id]);

  const activeField = fieldProps('first-month-active', undefined, 'Off: no top-up gets it, and the site stops showing it.');

  const submit = handleSubmit(async (input) => {
    try {
      await commitAsync(commit, { variables: { input } });
      toast.success(FIRST_MONTH_SAVED);
      onClose();
    } catch (error) {
      const text = failureText(error, SAVE_FAILED);
      const field = serverField(error);
      if (isField(field)) setError(field, { message: text }, { shouldFocus: true });
      else toast.error(text);
    }
  });

  return (
    <Modal
      open={open}
      title="Edit first-month offer"
      onCancel={onClose}
      okText="Save"
      onOk={() => void submit()}
      confirmLoading={isSubmitting}
      destroyOnHidden
      width={640}
    >
      <Typography.Paragraph type="secondary">
        Every customer gets it on the credit they add in their first {FIRST_MONTH_DAYS} days, from their first paid top-up. A coupon
        that saves them more wins instead.
      </Typography.Paragraph>
      <Form layout="vertical" component="form" onFinish={() => void submit()} requiredMark={false}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <NumberField control={control} name="percent" id="first-month-percent" label="Percent off" error={errors.percent?.message} suffix="%" />
          </Col>
          <Col xs={24} sm={12}>
            <NumberField
              control={control}
              name="maxDiscount"
              id="first-month-max-discount"
              label="Maximum total discount (₹)"
              error={errors.maxDiscount?.message}
              help="The most one customer saves in all."
              prefix="₹"
            />
          </Col>
        </Row>
        <Form.Item label="Active" {...activeField.item}>
          <Controller
            name="active"
            control={control}
            render={({ field }) => <Switch {...activeField.input} checked={field.value} onChange={field.onChange} checkedChildren="On" unCheckedChildren="Off" />}
          />
        </Form.Item>
        {TEXTS.map(({ name, label, help }) => {
          const props = fieldProps(`first-month-${name}`, errors[name]?.message, help);
          return (
            <Form.Item key={name} label={label} {...props.item}>
              <Controller
                name={name}
                control={control}
                render={({ field }) => <Input {...props.input} ref={field.ref} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />}
              />
            </Form.Item>
          );
        })}
      </Form>
    </Modal>
  );
}
