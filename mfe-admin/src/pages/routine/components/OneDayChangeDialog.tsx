// 'Change this day' on a coming meal of the routine screen: one date's meal made different from the
// routine for that day only (time, type, extras, address), before its cut-off. What is typed is
// checked by the server's own rules (mealChangeSchema, the same words): a time outside the meal's
// window or too many protein portions is named under its field and keeps Save off. The cut-off
// and closures are the server's to judge; its refusal is toasted by the screen.
import { useEffect, useId, useState } from 'react';
import { Checkbox, Form, InputNumber, Modal, Radio, Select, Space, Typography } from 'antd';
import { addressLine } from '@freshmeals/rules/addresses';
import { mealChangeSchema } from '@freshmeals/rules/meals';
import { formatHour, HOURS, MEAL_TYPES, proteinGrams, type Meal, type MealType } from '@freshmeals/rules/routine-grid';
import { formatMealDate } from '../upcoming';
import type { DeliveryAddressOption } from './MealTypeDialog';

/** The coming meal the dialog changes, as it is now. */
export interface OneDayChangeTarget {
  date: string;
  meal: Meal;
  hour: number;
  type: MealType;
  snacks: boolean;
  drinks: boolean;
  proteinMultiplier: number;
  addressId: number | null;
}

/** What Save sends as changeMealForDay's input. */
export type OneDayChangeValues = OneDayChangeTarget;

interface Draft extends Omit<OneDayChangeTarget, 'proteinMultiplier'> {
  /** As typed: a number out of range is named, never rounded or clamped. */
  proteinMultiplier: number | null;
}

type FieldErrors = Partial<Record<'hour' | 'type' | 'proteinMultiplier' | 'addressId' | 'date', string>>;

/** The draft checked by the server's rules: the values to send, or the errors by field. */
export function checkDraft(draft: Draft): { values: OneDayChangeValues | null; errors: FieldErrors } {
  const parsed = mealChangeSchema.safeParse({ ...draft, proteinMultiplier: draft.proteinMultiplier ?? Number.NaN });
  if (parsed.success) {
    const { userId: _whose, ...values } = parsed.data;
    return { values, errors: {} };
  }
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0]) as keyof FieldErrors] ??= issue.message;
  return { values: null, errors };
}

const DEFAULT_ADDRESS = 'default';

interface OneDayChangeDialogProps {
  target: OneDayChangeTarget | null;
  /** The user's addresses, the default first; 'Deliver to' shows when there is more than one. */
  addresses?: readonly DeliveryAddressOption[];
  saving: boolean;
  onCancel(): void;
  onSave(values: OneDayChangeValues): void;
}

export function OneDayChangeDialog({ target, addresses = [], saving, onCancel, onSave }: OneDayChangeDialogProps) {
  const [draft, setDraft] = useState<Draft | null>(target);
  const id = useId();
  useEffect(() => setDraft(target), [target]);
  const current = draft ?? target;
  const { values, errors } = current ? checkDraft(current) : { values: null, errors: {} as FieldErrors };
  const set = (change: Partial<Draft>) => setDraft((d) => (d ?? target) && { ...(d ?? target)!, ...change });
  const fallback = addresses.find((address) => address.isDefault);
  const help = (field: keyof FieldErrors) =>
    errors[field] ? { validateStatus: 'error' as const, help: <span role="alert">{errors[field]}</span> } : {};

  return (
    <Modal
      open={target !== null}
      title={target ? `Change ${target.meal} on ${formatMealDate(target.date)}` : ''}
      onCancel={onCancel}
      destroyOnHidden
      okText="Save"
      okButtonProps={{ disabled: values === null }}
      confirmLoading={saving}
      onOk={() => values && onSave(values)}
    >
      {current ? (
        <Form layout="vertical" component="div">
          <Typography.Paragraph type="secondary">Only this date changes; the weekly routine stays as it is.</Typography.Paragraph>
          <Form.Item label="Time" htmlFor={`${id}-time`} {...help('hour')}>
            <Select
              id={`${id}-time`}
              value={current.hour}
              onChange={(hour: number) => set({ hour })}
              options={HOURS.map((hour) => ({ value: hour, label: formatHour(hour) }))}
              // Seventeen hours: all of them rendered, none scrolled out of reach.
              virtual={false}
              style={{ maxWidth: 160 }}
            />
          </Form.Item>
          <Form.Item label={<span id={`${id}-type`}>Meal type</span>}>
            <Radio.Group
              aria-labelledby={`${id}-type`}
              optionType="button"
              buttonStyle="solid"
              value={current.type}
              onChange={(event) => set({ type: event.target.value })}
              options={MEAL_TYPES.map((type) => ({ label: type, value: type }))}
            />
          </Form.Item>
          <Space direction="vertical" style={{ marginBottom: 16 }}>
            <Checkbox checked={current.snacks} onChange={(event) => set({ snacks: event.target.checked })}>
              Include Snacks
            </Checkbox>
            <Checkbox checked={current.drinks} onChange={(event) => set({ drinks: event.target.checked })}>
              Include Drinks
            </Checkbox>
          </Space>
          <Form.Item label="Extra Protein Portions" htmlFor={`${id}-protein`} {...help('proteinMultiplier')}>
            <Space align="center" wrap>
              <InputNumber
                id={`${id}-protein`}
                step={1}
                value={current.proteinMultiplier}
                onChange={(value) => set({ proteinMultiplier: value === null ? null : Number(value) })}
              />
              {errors.proteinMultiplier ? null : (
                <Typography.Text type="secondary">= {proteinGrams(current.proteinMultiplier ?? 0)} g protein</Typography.Text>
              )}
            </Space>
          </Form.Item>
          {addresses.length > 1 || current.addressId ? (
            <Form.Item label="Deliver to" htmlFor={`${id}-address`} {...help('addressId')}>
              <Select
                id={`${id}-address`}
                value={current.addressId ? String(current.addressId) : DEFAULT_ADDRESS}
                onChange={(value: string) => set({ addressId: value === DEFAULT_ADDRESS ? null : Number(value) })}
                options={[
                  { value: DEFAULT_ADDRESS, label: fallback ? `Default address (${fallback.label}: ${addressLine(fallback)})` : 'Default address' },
                  // The default is offered once, as the default, unless the meal names it itself.
                  ...addresses
                    .filter((address) => !address.isDefault || address.addressId === current.addressId)
                    .map((address) => ({ value: String(address.addressId), label: `${address.label}: ${addressLine(address)}` })),
                ]}
              />
            </Form.Item>
          ) : null}
        </Form>
      ) : null}
    </Modal>
  );
}
