// The fields the two offer dialogs share: a field's label, help and error tied to its input for
// screen readers, a whole number (a percentage, rupees, a count) whose empty box means 'none', and
// the field the server names with its refusal.
import { Form, InputNumber } from 'antd';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * A field's Form.Item props and its input's: the help (or the error in its place) is the input's
 * description, and an error marks the input invalid. Form.Item links them itself only for fields it
 * manages (`name`), and these are react-hook-form's.
 */
export function fieldProps(id: string, error: string | undefined, help?: ReactNode) {
  const helpId = `${id}-help`;
  const text = error ?? help;
  return {
    item: { htmlFor: id, validateStatus: error ? ('error' as const) : undefined, help: text ? <span id={helpId}>{text}</span> : undefined },
    input: { id, 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': text ? helpId : undefined },
  };
}

interface NumberFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: ReactNode;
  error?: string;
  /** Shown under the box while it has no error. */
  help?: ReactNode;
  prefix?: ReactNode;
  suffix?: ReactNode;
  placeholder?: string;
}

/**
 * A number box. No min, max or precision on the box itself: it would round or clamp what was typed
 * without a word, where the form's rules say what is wrong in the server's own message.
 */
export function NumberField<T extends FieldValues>({ control, name, id, label, error, help, prefix, suffix, placeholder }: NumberFieldProps<T>) {
  const props = fieldProps(id, error, help);
  return (
    <Form.Item label={label} {...props.item}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <InputNumber<number>
            {...props.input}
            ref={field.ref}
            prefix={prefix}
            suffix={suffix}
            placeholder={placeholder}
            step={1}
            inputMode="numeric"
            style={{ width: '100%' }}
            value={(field.value as number | null | undefined) ?? null}
            onChange={(value) => field.onChange(value ?? null)}
            onBlur={field.onBlur}
          />
        )}
      />
    </Form.Item>
  );
}

/** The input field a BAD_USER_INPUT refusal names (`extensions.field`), if any. */
export function serverField(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { errors?: unknown; source?: { errors?: unknown } };
  const errors = Array.isArray(e.errors) ? e.errors : Array.isArray(e.source?.errors) ? e.source.errors : [];
  const field: unknown = (errors[0] as { extensions?: { field?: unknown } } | undefined)?.extensions?.field;
  return typeof field === 'string' ? field : undefined;
}
