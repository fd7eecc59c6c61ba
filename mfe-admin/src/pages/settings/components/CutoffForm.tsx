// The pause cut-off: how soon a pause may start, a whole number of hours 0 to 72, by the same rules
// the server checks. (Routine changes follow the meal cut-offs instead.)
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, InputNumber, Typography } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { settingsSchema } from '@freshmeals/rules/routines';
import { commitAsync, failureText } from '@freshmeals/host-api';
import type { CutoffForm_settings$key } from './__generated__/CutoffForm_settings.graphql';
import type { CutoffFormMutation } from './__generated__/CutoffFormMutation.graphql';

export const SETTINGS_SAVED = 'Settings saved';
export const SAVE_FAILED = 'Failed to save the settings';

interface CutoffValues {
  routineCutoffHours: number;
}

export function CutoffForm({ settings }: { settings: CutoffForm_settings$key }) {
  const data = useFragment(
    graphql`
      fragment CutoffForm_settings on Settings {
        routineCutoffHours
      }
    `,
    settings,
  );
  const [commit] = useMutation<CutoffFormMutation>(graphql`
    mutation CutoffFormMutation($input: SettingsInput!) {
      updateSettings(input: $input) {
        ...CutoffForm_settings
      }
    }
  `);
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CutoffValues>({ resolver: zodResolver(settingsSchema), values: { routineCutoffHours: data.routineCutoffHours } });

  const submit = handleSubmit(async (input) => {
    try {
      await commitAsync(commit, { variables: { input } });
      toast.success(SETTINGS_SAVED);
    } catch (error) {
      toast.error(failureText(error, SAVE_FAILED));
    }
  });

  return (
    <Form layout="vertical" component="form" onFinish={() => void submit()} aria-labelledby="cutoff-title">
      <Typography.Paragraph type="secondary">
        'Pause deliveries' can start no sooner than this many hours before the first meal it pauses, for admins and
        customers alike. 0 turns the cut-off off. Routine changes follow the meal cut-offs below instead.
      </Typography.Paragraph>
      <Form.Item
        label="Pause cut-off (hours)"
        htmlFor="routine-cutoff"
        validateStatus={errors.routineCutoffHours ? 'error' : undefined}
        help={errors.routineCutoffHours?.message}
      >
        <Controller
          control={control}
          name="routineCutoffHours"
          render={({ field }) => (
            <InputNumber
              id="routine-cutoff"
              min={0}
              max={72}
              precision={0}
              value={field.value}
              onChange={(value) => field.onChange(value ?? Number.NaN)}
              onBlur={field.onBlur}
            />
          )}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isSubmitting}>
        Save
      </Button>
    </Form>
  );
}
