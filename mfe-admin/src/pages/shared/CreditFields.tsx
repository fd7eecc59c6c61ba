// The Amount (₹) and Note fields of the money dialogs (Add Credit, Debit): one look and one
// behaviour for every form that moves credit. Both are react-hook-form fields named 'amount' and
// 'note'; the label of the note says whether it is optional.
import { Form, Input, InputNumber } from 'antd';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CREDIT_NOTE_MAX } from '@freshmeals/rules/credits';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The element id's prefix ('credit' gives credit-amount). */
  idPrefix: string;
  error?: string;
}

export function AmountField<T extends FieldValues>({ control, idPrefix, error }: FieldProps<T>) {
  const id = `${idPrefix}-amount`;
  return (
    <Form.Item label="Amount" htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
      <Controller
        control={control}
        name={'amount' as Path<T>}
        render={({ field }) => (
          <InputNumber
            id={id}
            prefix="₹"
            min={0}
            step={1}
            style={{ width: '100%' }}
            value={field.value as number | undefined}
            onChange={(value) => field.onChange(value ?? undefined)}
            onBlur={field.onBlur}
          />
        )}
      />
    </Form.Item>
  );
}

export function NoteField<T extends FieldValues>({ control, idPrefix, error, label }: FieldProps<T> & { label: string }) {
  const id = `${idPrefix}-note`;
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
      <Controller
        control={control}
        name={'note' as Path<T>}
        render={({ field }) => (
          <Input.TextArea
            id={id}
            rows={2}
            count={{ show: true, max: CREDIT_NOTE_MAX }}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
          />
        )}
      />
    </Form.Item>
  );
}
