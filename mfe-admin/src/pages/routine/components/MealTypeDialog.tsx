// The dialog of a click on a grid cell: 'Select Meal Type for <meal> at HH:00 on <Day>',
// type buttons veg/chicken/egg, 'Include Snacks', 'Include Drinks', 'Extra Protein Portions'
// (a whole number 0..10, grams = portions x 20; anything else is named and blocks Save), Cancel and Save. When the user has more than one address,
// 'Deliver to' picks where this meal goes (their default address unless another is named).
import { useEffect, useId, useState } from 'react';
import { Button, Checkbox, InputNumber, Modal, Radio, Space, Typography } from 'antd';
import { addressLine, type AddressParts } from '@freshmeals/rules/addresses';
import { dialogTitle, MEAL_TYPES, proteinGrams, proteinPortionsError, type Meal, type SlotChoice, type Weekday } from '@freshmeals/rules/routine-grid';

export interface MealTypeDialogTarget {
  day: Weekday;
  hour: number;
  meal: Meal;
  initial: SlotChoice;
}

/** One of the user's addresses, as the dialog offers it. */
export interface DeliveryAddressOption extends AddressParts {
  readonly addressId: number;
}

const DEFAULT_ADDRESS = 'default';

interface MealTypeDialogProps {
  target: MealTypeDialogTarget | null;
  /** The user's addresses, the default first. */
  addresses?: readonly DeliveryAddressOption[];
  onCancel(): void;
  onSave(choice: SlotChoice): void;
}

export function MealTypeDialog({ target, addresses = [], onCancel, onSave }: MealTypeDialogProps) {
  const [choice, setChoice] = useState<SlotChoice | null>(target?.initial ?? null);
  const proteinId = useId();
  const typeLabelId = useId();
  const addressLabelId = useId();
  const fallback = addresses.find((address) => address.isDefault);

  // The portions as typed: a number out of range is named and blocks Save, never rounded or clamped.
  const [portions, setPortions] = useState<number | null>(target?.initial.proteinMultiplier ?? 0);
  const proteinErrorId = useId();

  useEffect(() => {
    setChoice(target ? { ...target.initial } : null);
    setPortions(target?.initial.proteinMultiplier ?? 0);
  }, [target]);

  const current = choice ?? target?.initial;
  const proteinError = proteinPortionsError(portions);
  return (
    <Modal
      open={target !== null}
      title={target ? dialogTitle(target.meal, target.hour, target.day) : ''}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="save" type="primary" disabled={proteinError !== null} onClick={() => current && onSave(current)}>
          Save
        </Button>,
      ]}
    >
      {current && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <div>
            <Typography.Text id={typeLabelId} strong style={{ display: 'block', marginBottom: 6 }}>
              Meal type
            </Typography.Text>
            <Radio.Group
              aria-labelledby={typeLabelId}
              optionType="button"
              buttonStyle="solid"
              value={current.type}
              onChange={(event) => setChoice({ ...current, type: event.target.value })}
              options={MEAL_TYPES.map((type) => ({ label: type, value: type }))}
            />
          </div>
          <Checkbox checked={current.snacks} onChange={(event) => setChoice({ ...current, snacks: event.target.checked })}>
            Include Snacks
          </Checkbox>
          <Checkbox checked={current.drinks} onChange={(event) => setChoice({ ...current, drinks: event.target.checked })}>
            Include Drinks
          </Checkbox>
          <div>
            <label htmlFor={proteinId} style={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
              Extra Protein Portions
            </label>
            <Space align="center" wrap>
              <InputNumber
                id={proteinId}
                step={1}
                value={portions}
                status={proteinError ? 'error' : undefined}
                aria-invalid={proteinError ? true : undefined}
                aria-describedby={proteinError ? proteinErrorId : undefined}
                onChange={(value) => {
                  const typed = value === null ? null : Number(value);
                  setPortions(typed);
                  if (typed !== null && !proteinPortionsError(typed)) setChoice({ ...current, proteinMultiplier: typed });
                }}
              />
              {proteinError ? null : (
                <Typography.Text type="secondary" aria-live="polite">
                  = {proteinGrams(current.proteinMultiplier)} g protein
                </Typography.Text>
              )}
            </Space>
            {proteinError ? (
              <Typography.Text id={proteinErrorId} type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
                {proteinError}
              </Typography.Text>
            ) : null}
          </div>
          {addresses.length > 1 || current.addressId ? (
            <div>
              <Typography.Text id={addressLabelId} strong style={{ display: 'block', marginBottom: 6 }}>
                Deliver to
              </Typography.Text>
              <Radio.Group
                aria-labelledby={addressLabelId}
                value={current.addressId ? String(current.addressId) : DEFAULT_ADDRESS}
                onChange={(event) => {
                  const value = String(event.target.value);
                  setChoice({ ...current, addressId: value === DEFAULT_ADDRESS ? null : Number(value) });
                }}
                style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
                options={[
                  { value: DEFAULT_ADDRESS, label: fallback ? `Default address (${fallback.label}: ${addressLine(fallback)})` : 'Default address' },
                  // The default is offered once, as the default, unless the slot names it itself.
                  ...addresses
                    .filter((address) => !address.isDefault || address.addressId === current.addressId)
                    .map((address) => ({ value: String(address.addressId), label: `${address.label}: ${addressLine(address)}` })),
                ]}
              />
            </div>
          ) : null}
        </Space>
      )}
    </Modal>
  );
}
