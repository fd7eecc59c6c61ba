// 'Pause deliveries' on the account page: the customer stops every meal from one day to another
// (both included, at most 60 days, starting at least the change cut-off ahead). Current and coming
// pauses are listed with 'Resume deliveries'. The date inputs offer only the days the gateway accepts
// (the same rule, firstPauseDay, on the business's clock); the server checks everything again, and
// its refusals (too soon, an overlap) show under the form.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { BUSINESS_TIME_ZONE } from '@freshmeals/rules/dates';
import { firstPauseDay, lastPauseDay, PAUSE_MESSAGES, pauseSchema, pauseTooSoonMessage, type PauseInput } from '@freshmeals/rules/pauses';
import { localDateField } from '@freshmeals/rules/routines';
import { Button, Field } from '../../ui/Field';
import type { AccountPauses_query$key } from './__generated__/AccountPauses_query.graphql';
import type { AccountPausesPauseMutation } from './__generated__/AccountPausesPauseMutation.graphql';
import type { AccountPausesResumeMutation } from './__generated__/AccountPausesResumeMutation.graphql';
import styles from './Account.module.css';
import { formatMealDay } from './format';

export const PAUSE_FAILED = 'We could not pause your deliveries. Please try again.';
export const RESUME_FAILED = 'We could not resume your deliveries. Please try again.';

export function AccountPauses({ query, onChanged }: { query: AccountPauses_query$key; onChanged?(): void }) {
  const data = useFragment(
    graphql`
      fragment AccountPauses_query on Query {
        myRoutine {
          cutoffHours
        }
        pauses {
          id
          pauseId
          from
          to
          days
        }
      }
    `,
    query,
  );
  const [commitPause] = useMutation<AccountPausesPauseMutation>(graphql`
    mutation AccountPausesPauseMutation($input: PauseInput!) {
      pauseDeliveries(input: $input) {
        id
      }
    }
  `);
  const [commitResume] = useMutation<AccountPausesResumeMutation>(graphql`
    mutation AccountPausesResumeMutation($id: Int!) {
      resumeDeliveries(pauseId: $id) {
        id
      }
    }
  `);
  const [open, setOpen] = useState(false);
  const [resuming, setResuming] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PauseInput>({ resolver: zodResolver(pauseSchema), defaultValues: { from: '', to: '' } });
  const { cutoffHours } = data.myRoutine;
  // Worked out at each render: a form left open past the cut-off moves its first day on.
  const firstDay = firstPauseDay(new Date(), BUSINESS_TIME_ZONE, cutoffHours);
  const from = watch('from');
  const validFrom = localDateField.safeParse(from).success && from >= firstDay ? from : null;

  const submit = handleSubmit(async (input) => {
    if (input.from < firstDay) {
      // Typed rather than picked: the gateway's refusal, without the round trip.
      setError('from', { message: pauseTooSoonMessage(firstDay, cutoffHours) });
      return;
    }
    try {
      await commitAsync(commitPause, { variables: { input } });
      toast.success(PAUSE_MESSAGES.pausedDone);
      reset();
      setOpen(false);
      onChanged?.();
    } catch (error) {
      // Too soon, or an overlap: the server's words, under the first day.
      setError('from', { message: failureText(error, PAUSE_FAILED) });
    }
  });

  const resume = async (pauseId: number) => {
    setResuming(pauseId);
    try {
      await commitAsync(commitResume, { variables: { id: pauseId } });
      toast.success(PAUSE_MESSAGES.resumed);
      onChanged?.();
    } catch (error) {
      toast.error(failureText(error, RESUME_FAILED));
    } finally {
      setResuming(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="fm-pauses-title">
      <div className={styles.sectionHead}>
        <h2 id="fm-pauses-title" className={styles.sectionTitle}>
          Pause deliveries
        </h2>
        <p className={styles.sectionNote}>Going away? Paused meals are neither prepared nor charged.</p>
      </div>
      {data.pauses.length > 0 ? (
        <ul className={styles.list} aria-label="Pauses">
          {data.pauses.map((pause) => (
            <li key={pause.id} className={styles.row}>
              <div className={styles.rowMain}>
                <p className={styles.rowTitle}>
                  {formatMealDay(pause.from)} – {formatMealDay(pause.to)}
                </p>
                <p className={styles.rowMeta}>
                  {pause.days} {pause.days === 1 ? 'day' : 'days'}
                </p>
              </div>
              <div className={styles.rowActions}>
                <Button variant="secondary" auto busy={resuming === pause.pauseId} onClick={() => void resume(pause.pauseId)}>
                  Resume deliveries
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <form className={styles.addressForm} onSubmit={(event) => void submit(event)} noValidate aria-label="Pause deliveries">
          <Field label="From" type="date" min={firstDay} error={errors.from?.message} {...register('from')} />
          <Field
            label="To"
            type="date"
            min={validFrom ?? firstDay}
            max={validFrom ? lastPauseDay(validFrom) : undefined}
            error={errors.to?.message}
            {...register('to')}
          />
          <div className={styles.formActions}>
            <Button type="submit" auto busy={isSubmitting}>
              Pause deliveries
            </Button>
            <Button
              variant="secondary"
              auto
              onClick={() => {
                reset();
                setOpen(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" auto onClick={() => setOpen(true)}>
          Pause deliveries
        </Button>
      )}
    </section>
  );
}
