// 'Add coupon' and a coupon's 'Edit': its code, a note for admins, percent or flat, the amount, the
// most one payment saves (percent), the smallest top-up, the dates (India time), the limits on
// uses, new customers only, and whether it is on. Checked by the server's own rules and words
// before sending; a refusal that names a field (a code in use) shows on that field.
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Col, DatePicker, Form, Input, Modal, Radio, Row, Switch } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { z } from 'zod';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { couponSchema } from '@freshmeals/rules/offers';
import { fromBusinessWallClock, PICKER_FORMAT, toBusinessWallClock } from '../offer-format';
import type { CouponDialogCreateMutation, DiscountType } from './__generated__/CouponDialogCreateMutation.graphql';
import type { CouponDialogUpdateMutation } from './__generated__/CouponDialogUpdateMutation.graphql';
import { fieldProps, NumberField, serverField } from './fields';
import type { OfferRow } from './OffersTable';

export const SAVE_FAILED = 'Failed to save the coupon';
export const couponCreated = (code: string) => `Coupon ${code} created`;
export const couponSaved = (code: string) => `Coupon ${code} saved`;

// The coupon's rules, with whether it is on: the server takes `active` beside the terms.
const couponFormSchema = couponSchema.safeExtend({ active: z.boolean() });
type CouponForm = z.input<typeof couponFormSchema>;
type CouponValues = z.output<typeof couponFormSchema>;

const FIELDS = Object.keys(couponFormSchema.shape) as Array<keyof CouponForm>;
const isField = (name: string | undefined): name is keyof CouponForm => FIELDS.includes(name as keyof CouponForm);

const EMPTY: DefaultValues<CouponForm> = {
  code: '',
  description: null,
  discountType: 'percent',
  value: undefined,
  maxDiscount: null,
  minTopUp: null,
  validFrom: null,
  validTo: null,
  totalUses: null,
  usesPerCustomer: null,
  newCustomersOnly: false,
  active: true,
};

/** A coupon as the form edits it: its note is the offer's title, and no minimum is an empty box. */
function fromRow(coupon: OfferRow): DefaultValues<CouponForm> {
  return {
    code: coupon.code ?? '',
    description: coupon.title || null,
    discountType: coupon.discountType === 'flat' ? 'flat' : 'percent',
    value: coupon.value,
    maxDiscount: coupon.maxDiscount ?? null,
    minTopUp: coupon.minTopUp > 0 ? coupon.minTopUp : null,
    validFrom: coupon.validFrom ?? null,
    validTo: coupon.validTo ?? null,
    totalUses: coupon.totalUses ?? null,
    usesPerCustomer: coupon.usesPerCustomer ?? null,
    newCustomersOnly: coupon.newCustomersOnly,
    active: coupon.active,
  };
}

interface Props {
  open: boolean;
  /** Set to edit that coupon; absent to add one. */
  coupon?: OfferRow | null;
  onClose(): void;
  /** After a save: a new coupon belongs in the list, which the screen reads again. */
  onSaved?(): void;
}

export function CouponDialog({ open, coupon, onClose, onSaved }: Props) {
  const [commitCreate] = useMutation<CouponDialogCreateMutation>(graphql`
    mutation CouponDialogCreateMutation($input: CouponInput!) {
      createCoupon(input: $input) {
        id
        code
      }
    }
  `);
  // The answer carries every field the table shows: the row changes in place.
  const [commitUpdate] = useMutation<CouponDialogUpdateMutation>(graphql`
    mutation CouponDialogUpdateMutation($id: ID!, $input: CouponInput!) {
      updateCoupon(id: $id, input: $input) {
        ...OffersTable_offers
      }
    }
  `);
  const initial = () => (coupon ? fromRow(coupon) : EMPTY);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CouponForm, unknown, CouponValues>({ resolver: zodResolver(couponFormSchema), defaultValues: initial() });

  useEffect(() => {
    if (open) reset(initial());
    // Only when the dialog opens (or opens for another coupon).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, coupon?.id]);

  const percent = watch('discountType') === 'percent';

  const submit = handleSubmit(async (values) => {
    const input = {
      code: values.code,
      description: values.description || null,
      discountType: values.discountType as DiscountType,
      value: values.value,
      // A flat coupon takes off its amount: a cap means nothing there.
      maxDiscount: values.discountType === 'percent' ? (values.maxDiscount ?? null) : null,
      minTopUp: values.minTopUp ?? null,
      validFrom: values.validFrom?.toISOString() ?? null,
      validTo: values.validTo?.toISOString() ?? null,
      totalUses: values.totalUses ?? null,
      usesPerCustomer: values.usesPerCustomer ?? null,
      newCustomersOnly: values.newCustomersOnly,
      active: values.active,
    };
    try {
      if (coupon) {
        await commitAsync(commitUpdate, { variables: { id: coupon.id, input } });
        toast.success(couponSaved(values.code));
      } else {
        await commitAsync(commitCreate, { variables: { input } });
        toast.success(couponCreated(values.code));
      }
      onSaved?.();
      onClose();
    } catch (error) {
      const text = failureText(error, SAVE_FAILED);
      const field = serverField(error);
      if (isField(field)) setError(field, { message: text }, { shouldFocus: true });
      else toast.error(text);
    }
  });

  const idOf = (name: string) => `coupon-${name}`;
  const noteField = fieldProps(idOf('description'), errors.description?.message, 'Optional: what it is for. Customers do not see it.');
  const dateField = (name: 'validFrom' | 'validTo') =>
    fieldProps(idOf(name), errors[name]?.message, name === 'validFrom' ? 'Optional: India time (IST).' : 'Optional: it stops at this time (IST).');
  return (
    <Modal
      open={open}
      title={coupon ? 'Edit coupon' : 'Add coupon'}
      onCancel={onClose}
      okText={coupon ? 'Save' : 'Add coupon'}
      onOk={() => void submit()}
      confirmLoading={isSubmitting}
      destroyOnHidden
      width={640}
    >
      <Form layout="vertical" component="form" onFinish={() => void submit()} requiredMark={false}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label="Code" {...fieldProps(idOf('code'), errors.code?.message, "What customers type in 'Add credit'.").item}>
              <Controller
                name="code"
                control={control}
                render={({ field }) => (
                  <Input
                    {...fieldProps(idOf('code'), errors.code?.message, "What customers type in 'Add credit'.").input}
                    ref={field.ref}
                    placeholder="e.g. WELCOME150"
                    autoComplete="off"
                    spellCheck={false}
                    value={field.value}
                    // Codes are stored and compared upper-case: the box shows the code as it will be.
                    onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Discount" validateStatus={errors.discountType ? 'error' : undefined} help={errors.discountType?.message}>
              <Controller
                name="discountType"
                control={control}
                render={({ field }) => (
                  <Radio.Group
                    aria-label="Discount"
                    value={field.value}
                    onChange={(event) => {
                      field.onChange(event.target.value);
                      if (event.target.value === 'flat') setValue('maxDiscount', null);
                    }}
                    options={[
                      { value: 'percent', label: 'Percent' },
                      { value: 'flat', label: 'Flat amount' },
                    ]}
                  />
                )}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <NumberField
              control={control}
              name="value"
              id={idOf('value')}
              label={percent ? 'Percent off' : 'Amount off (₹)'}
              error={errors.value?.message}
              prefix={percent ? undefined : '₹'}
              suffix={percent ? '%' : undefined}
            />
          </Col>
          {percent ? (
            <Col xs={24} sm={12}>
              <NumberField
                control={control}
                name="maxDiscount"
                id={idOf('max-discount')}
                label="Max discount a payment (₹)"
                error={errors.maxDiscount?.message}
                help="Optional: no cap when empty."
                prefix="₹"
              />
            </Col>
          ) : null}
          <Col xs={24} sm={12}>
            <NumberField
              control={control}
              name="minTopUp"
              id={idOf('min-top-up')}
              label="Minimum top-up (₹)"
              error={errors.minTopUp?.message}
              help="Optional: the smallest credit added it applies to."
              prefix="₹"
            />
          </Col>
        </Row>
        <Row gutter={16}>
          {(['validFrom', 'validTo'] as const).map((name) => (
            <Col xs={24} sm={12} key={name}>
              <Form.Item label={name === 'validFrom' ? 'Valid from' : 'Valid until'} {...dateField(name).item}>
                <Controller
                  name={name}
                  control={control}
                  render={({ field }) => (
                    <DatePicker
                      {...dateField(name).input}
                      showTime={{ format: 'HH:mm' }}
                      format={PICKER_FORMAT}
                      placeholder={name === 'validFrom' ? 'From now' : 'No end'}
                      // The picker reads and writes India's wall clock; the form keeps the instant.
                      value={field.value ? dayjs(toBusinessWallClock(field.value)) : null}
                      onChange={(_date, text) => field.onChange(typeof text === 'string' && text ? fromBusinessWallClock(text) : null)}
                      style={{ width: '100%' }}
                    />
                  )}
                />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} sm={12}>
            <NumberField
              control={control}
              name="totalUses"
              id={idOf('total-uses')}
              label="Total uses"
              error={errors.totalUses?.message}
              help="Optional: no limit when empty."
            />
          </Col>
          <Col xs={24} sm={12}>
            <NumberField
              control={control}
              name="usesPerCustomer"
              id={idOf('uses-per-customer')}
              label="Uses per customer"
              error={errors.usesPerCustomer?.message}
              help="Optional: no limit when empty."
            />
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Customers">
              <Controller
                name="newCustomersOnly"
                control={control}
                render={({ field }) => (
                  <Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)}>
                    New customers only
                  </Checkbox>
                )}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Active" htmlFor={idOf('active')}>
              <Controller
                name="active"
                control={control}
                render={({ field }) => <Switch id={idOf('active')} checked={field.value} onChange={field.onChange} checkedChildren="On" unCheckedChildren="Off" />}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Note for admins" {...noteField.item}>
          <Controller
            name="description"
            control={control}
            render={({ field }) => (
              <Input.TextArea
                {...noteField.input}
                rows={2}
                placeholder="e.g. Diwali flyer"
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value || null)}
              />
            )}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
