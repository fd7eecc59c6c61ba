// 'Close the kitchen' (admins): a date (today or later, in the business time zone), the whole day or
// one meal, and the reason customers read in the e-mail they get. The form checks what the server
// checks, with the same messages (@freshmeals/rules/meals); what only the server knows (a meal closed
// already, meals charged already) comes back as a toast in its words, as elsewhere in the console.
import { useState } from 'react';
import { Button, DatePicker, Input, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { CLOSURE_MESSAGES, closureSchema, MAX_CLOSURE_REASON } from '@freshmeals/rules/meals';
import { businessToday } from '@freshmeals/ui/business-time';
import { CLOSURE_CHOICES, closureDay, WHOLE_DAY, type ClosureChoice } from '../closures-format';
import styles from './closures.module.css';
import type { CloseKitchenFormMutation } from './__generated__/CloseKitchenFormMutation.graphql';

export const CLOSE_FAILED = 'Failed to close the kitchen';
export const KITCHEN_CLOSED = 'Kitchen closed';
export const DATE_REQUIRED = 'Date is required';

type Errors = Partial<Record<'date' | 'reason', string>>;

export function CloseKitchenForm({ onClosed }: { onClosed(): void }) {
  const [date, setDate] = useState<Dayjs | null>(null);
  const [choice, setChoice] = useState<ClosureChoice>(WHOLE_DAY);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [commit, closing] = useMutation<CloseKitchenFormMutation>(graphql`
    mutation CloseKitchenFormMutation($input: CloseKitchenInput!) {
      closeKitchen(input: $input) {
        id
        date
        meal
      }
    }
  `);
  const today = businessToday();

  const submit = async () => {
    const day = date?.format('YYYY-MM-DD') ?? null;
    const next: Errors = {};
    if (!day) next.date = DATE_REQUIRED;
    else if (day < today) next.date = CLOSURE_MESSAGES.past;
    const parsed = closureSchema.safeParse({ date: day ?? today, meal: choice === WHOLE_DAY ? null : choice, reason });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'date' || field === 'reason') && !next[field]) next[field] = issue.message;
      }
    }
    setErrors(next);
    if (next.date || next.reason || !parsed.success) return;
    try {
      await commitAsync(commit, { variables: { input: { date: day!, meal: parsed.data.meal ?? null, reason: parsed.data.reason } } });
      toast.success(`${KITCHEN_CLOSED}: ${choice === WHOLE_DAY ? 'whole day' : choice} on ${closureDay(day!)}`);
      setDate(null);
      setChoice(WHOLE_DAY);
      setReason('');
      onClosed();
    } catch (error) {
      toast.error(failureText(error, CLOSE_FAILED));
    }
  };

  const described = (field: keyof Errors, id: string) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': id, status: 'error' as const } : {};

  return (
    <form
      className={styles.form}
      aria-labelledby="close-kitchen-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="close-kitchen-title" className={styles.formTitle}>
        Close the kitchen
      </h2>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor="closure-date">Date</label>
          <DatePicker
            id="closure-date"
            value={date}
            format={['ddd, DD MMM YYYY', 'YYYY-MM-DD']}
            placeholder="Pick a date"
            showNow={false}
            // Days before today (business time zone) cannot be closed.
            disabledDate={(day) => day.format('YYYY-MM-DD') < today}
            onChange={(picked) => {
              setDate(picked);
              setErrors((current) => ({ ...current, date: undefined }));
            }}
            style={{ width: '100%' }}
            {...described('date', 'closure-date-error')}
          />
          {errors.date ? (
            <Typography.Text type="danger" id="closure-date-error" role="alert">
              {errors.date}
            </Typography.Text>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor="closure-meal">Meal</label>
          <Select<ClosureChoice> id="closure-meal" value={choice} options={[...CLOSURE_CHOICES]} onChange={setChoice} style={{ width: '100%' }} />
        </div>
        <div className={`${styles.field} ${styles.reason}`}>
          <label htmlFor="closure-reason">Reason</label>
          <Input
            id="closure-reason"
            value={reason}
            maxLength={MAX_CLOSURE_REASON}
            placeholder="Diwali"
            onChange={(event) => {
              setReason(event.target.value);
              setErrors((current) => ({ ...current, reason: undefined }));
            }}
            {...described('reason', 'closure-reason-error')}
          />
          {errors.reason ? (
            <Typography.Text type="danger" id="closure-reason-error" role="alert">
              {errors.reason}
            </Typography.Text>
          ) : null}
        </div>
        <Button type="primary" htmlType="submit" loading={closing} className={styles.submit}>
          Close kitchen
        </Button>
      </div>
      <Typography.Paragraph type="secondary" className={styles.note}>
        Closed meals are not cooked, listed or charged, and each customer who had one is e-mailed once with the reason.
      </Typography.Paragraph>
    </form>
  );
}
