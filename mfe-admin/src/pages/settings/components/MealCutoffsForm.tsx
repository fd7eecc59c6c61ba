// Each meal's cut-off: the time of day (business time zone) it locks into the ledger, on its own day
// or the day before. Checked by the same rules, with the same messages, as the server
// (mealCutoffsSchema); meals already locked stay as they are.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input, Radio, Typography } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { cutoffLabel, mealCutoffsSchema, type MealCutoff } from '@freshmeals/rules/meals';
import { MEALS, type Meal } from '@freshmeals/rules/routines';
import { BUSINESS_TIME_LABEL } from '@freshmeals/ui/dates';
import { commitAsync, failureText } from '@freshmeals/host-api';
import type { MealCutoffsForm_settings$key } from './__generated__/MealCutoffsForm_settings.graphql';
import type { MealCutoffsFormMutation } from './__generated__/MealCutoffsFormMutation.graphql';
import { SAVE_FAILED, SETTINGS_SAVED } from './CutoffForm';
import styles from './settings.module.css';

export const MEAL_LABELS: Readonly<Record<Meal, string>> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };
export const SAME_DAY = 'The same day';
export const DAY_BEFORE = 'The day before';

type MealCutoffsValues = Record<Meal, MealCutoff>;

export function MealCutoffsForm({ settings }: { settings: MealCutoffsForm_settings$key }) {
  const data = useFragment(
    graphql`
      fragment MealCutoffsForm_settings on Settings {
        mealCutoffs {
          breakfast {
            time
            dayBefore
          }
          lunch {
            time
            dayBefore
          }
          dinner {
            time
            dayBefore
          }
        }
      }
    `,
    settings,
  );
  const [commit] = useMutation<MealCutoffsFormMutation>(graphql`
    mutation MealCutoffsFormMutation($input: MealCutoffsInput!) {
      updateMealCutoffs(input: $input) {
        ...MealCutoffsForm_settings
      }
    }
  `);
  const saved: MealCutoffsValues = {
    breakfast: { time: data.mealCutoffs.breakfast.time, dayBefore: data.mealCutoffs.breakfast.dayBefore },
    lunch: { time: data.mealCutoffs.lunch.time, dayBefore: data.mealCutoffs.lunch.dayBefore },
    dinner: { time: data.mealCutoffs.dinner.time, dayBefore: data.mealCutoffs.dinner.dayBefore },
  };
  const {
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<MealCutoffsValues>({ resolver: zodResolver(mealCutoffsSchema), values: saved });

  const submit = handleSubmit(async (input) => {
    try {
      await commitAsync(commit, { variables: { input } });
      toast.success(SETTINGS_SAVED);
    } catch (error) {
      toast.error(failureText(error, SAVE_FAILED));
    }
  });

  return (
    <Form layout="vertical" component="form" onFinish={() => void submit()} aria-labelledby="meal-cutoffs-title">
      <Typography.Paragraph type="secondary">
        At its cut-off ({BUSINESS_TIME_LABEL}) each customer's meal is written down as it will be cooked and delivered:
        routine changes, skips and prices after it no longer move it. Meals already locked stay as they are.
      </Typography.Paragraph>
      {MEALS.map((meal) => {
        const error = errors[meal]?.time?.message ?? errors[meal]?.dayBefore?.message ?? errors[meal]?.message;
        const current = watch(meal);
        return (
          <fieldset key={meal} className={styles.meal}>
            <legend className={styles.legend}>{MEAL_LABELS[meal]}</legend>
            <Form.Item validateStatus={error ? 'error' : undefined} help={error} className={styles.item}>
              <div className={styles.row}>
                <label htmlFor={`cutoff-${meal}`} className={styles.srOnly}>
                  {`${MEAL_LABELS[meal]} cut-off time`}
                </label>
                <Controller
                  control={control}
                  name={`${meal}.time`}
                  render={({ field }) => (
                    <Input
                      id={`cutoff-${meal}`}
                      type="time"
                      className={styles.time}
                      value={field.value}
                      onChange={(event) => field.onChange(event.target.value)}
                      onBlur={field.onBlur}
                      status={errors[meal]?.time ? 'error' : undefined}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`${meal}.dayBefore`}
                  render={({ field }) => (
                    <Radio.Group
                      aria-label={`${MEAL_LABELS[meal]} cut-off day`}
                      optionType="button"
                      value={field.value}
                      onChange={(event) => field.onChange(event.target.value as boolean)}
                      options={[
                        { label: DAY_BEFORE, value: true },
                        { label: SAME_DAY, value: false },
                      ]}
                    />
                  )}
                />
              </div>
            </Form.Item>
            {!errors[meal] && current?.time && (
              <Typography.Text type="secondary" className={styles.preview}>
                {`Customers read: ${cutoffLabel(current)}`}
              </Typography.Text>
            )}
          </fieldset>
        );
      })}
      <Button type="primary" htmlType="submit" loading={isSubmitting}>
        Save cut-offs
      </Button>
    </Form>
  );
}
