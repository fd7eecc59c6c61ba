// The dialog of a click on a grid cell: 'Select Meal Type for <meal> at HH:00 on <Day>',
// type buttons veg/chicken/egg, 'Include Snacks', 'Include Drinks', 'Extra Protein Portions'
// (minimum 0, grams = portions x 20), Cancel and Save. When the user has more than one address,
// 'Deliver to' picks where this meal goes (their default address unless another is named).
import { useEffect, useId, useState } from 'react';
import { Button, Checkbox, InputNumber, Modal, Radio, Space, Typography } from 'antd';
import { addressLine, type AddressParts } from '@freshmeals/rules/addresses';
import { dialogTitle, MAX_PROTEIN_PORTIONS, MEAL_TYPES, proteinGrams, type Meal, type SlotChoice, type Weekday } from '@freshmeals/rules/routine-grid';

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

  useEffect(() => {
    setChoice(target ? { ...target.initial } : null);
  }, [target]);

  const current = choice ?? target?.initial;
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
        <Button key="save" type="primary" onClick={() => current && onSave(current)}>
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
                min={0}
                max={MAX_PROTEIN_PORTIONS}
                step={1}
                precision={0}
                value={current.proteinMultiplier}
                onChange={(value) => setChoice({ ...current, proteinMultiplier: Math.max(0, Math.floor(Number(value) || 0)) })}
              />
              <Typography.Text type="secondary" aria-live="polite">
                = {proteinGrams(current.proteinMultiplier)} g protein
              </Typography.Text>
            </Space>
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
