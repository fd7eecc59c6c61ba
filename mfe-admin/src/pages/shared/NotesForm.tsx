// The save form of both enquiry details: an attended toggle and a notes
// field of at most 1000 characters ('Note is too long'), validated with the shared rules.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Form, Input, Switch } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { attendedField, NOTE_MAX_LENGTH, noteField } from '@freshmeals/rules/enquiry';

export const notesFormSchema = z.object({ attended: attendedField, notes: noteField });
export type NotesFormInput = z.input<typeof notesFormSchema>;
export type NotesFormValues = z.output<typeof notesFormSchema>;

interface Props {
  initial: NotesFormInput;
  notesLabel: string;
  onSave(values: NotesFormValues): Promise<void>;
}

export function NotesForm({ initial, notesLabel, onSave }: Props) {
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NotesFormInput, unknown, NotesFormValues>({
    resolver: zodResolver(notesFormSchema),
    defaultValues: initial,
    mode: 'onChange',
  });
  return (
    <Form layout="vertical" style={{ marginTop: 24 }} onFinish={() => void handleSubmit(onSave)()} component="form">
      <Form.Item label="Attended" htmlFor="attended">
        <Controller
          control={control}
          name="attended"
          render={({ field }) => (
            <Switch
              id="attended"
              checked={field.value}
              onChange={field.onChange}
              checkedChildren="Yes"
              unCheckedChildren="No"
            />
          )}
        />
      </Form.Item>
      <Form.Item
        label={notesLabel}
        htmlFor="notes"
        validateStatus={errors.notes ? 'error' : undefined}
        help={errors.notes?.message}
      >
        <Controller
          control={control}
          name="notes"
          render={({ field }) => (
            <Input.TextArea
              id="notes"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              rows={5}
              count={{ show: true, max: NOTE_MAX_LENGTH }}
              aria-invalid={errors.notes ? true : undefined}
            />
          )}
        />
      </Form.Item>
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </Flex>
    </Form>
  );
}
