// 'Auto top-up' on the account page: "When my credit covers fewer than N days, add ₹X". Turning it
// on goes to the checkout for the ₹1 payment that authorises the mandate (added to the credit);
// once on, the section says the rule and offers 'Turn off' and 'Change'. When it turned itself off
// after failed charges, it says why. The server checks the same rules with the same words.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { AUTO_TOP_UP_DEFAULT_DAYS, autoTopUpSchema, MANDATE_AUTH_PAISE, type AutoTopUpInput } from '@freshmeals/rules/auto-top-up';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { formatINR } from '@freshmeals/ui/format';
import { Button, Field } from '../../ui/Field';
import { goToCheckout } from './AccountTopUp';
import type { AccountAutoTopUp_query$key } from './__generated__/AccountAutoTopUp_query.graphql';
import type { AccountAutoTopUpStartMutation } from './__generated__/AccountAutoTopUpStartMutation.graphql';
import type { AccountAutoTopUpOffMutation } from './__generated__/AccountAutoTopUpOffMutation.graphql';
import styles from './Account.module.css';

export const AUTO_TOP_UP_START_FAILED = 'We could not start auto top-up. Please try again.';
export const AUTO_TOP_UP_OFF = 'Auto top-up is off';
export const AUTO_TOP_UP_OFF_FAILED = 'We could not turn off auto top-up. Please try again.';

function AutoTopUpForm({ initial, onCancel, go }: { initial: AutoTopUpInput; onCancel?(): void; go(url: string): void }) {
  const [commit] = useMutation<AccountAutoTopUpStartMutation>(graphql`
    mutation AccountAutoTopUpStartMutation($input: AutoTopUpInput!) {
      startAutoTopUp(input: $input) {
        checkoutUrl
      }
    }
  `);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AutoTopUpInput>({ resolver: zodResolver(autoTopUpSchema), defaultValues: initial });
  const submit = handleSubmit(async (input) => {
    try {
      const { startAutoTopUp } = await commitAsync(commit, { variables: { input } });
      go(startAutoTopUp.checkoutUrl);
    } catch (error) {
      toast.error(failureText(error, AUTO_TOP_UP_START_FAILED));
    }
  });
  return (
    <form className={styles.addressForm} onSubmit={(event) => void submit(event)} noValidate aria-label="Auto top-up">
      <Field
        label="When my credit covers fewer than (days)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.days?.message}
        {...register('days', { valueAsNumber: true })}
      />
      <Field label="Add (₹)" type="number" inputMode="numeric" min={500} step={1} error={errors.amount?.message} {...register('amount', { valueAsNumber: true })} />
      <p className={styles.rowMeta}>
        You pay {formatINR(MANDATE_AUTH_PAISE / 100)} now to authorise UPI Autopay or your card; it is added to your credit. Each charge
        comes with a receipt, and you can turn auto top-up off at any time.
      </p>
      <div className={styles.formActions}>
        <Button type="submit" auto busy={isSubmitting}>
          Turn on auto top-up
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" auto onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export function AccountAutoTopUp({ query, go = goToCheckout, onChanged }: { query: AccountAutoTopUp_query$key; go?(url: string): void; onChanged(): void }) {
  const data = useFragment(
    graphql`
      fragment AccountAutoTopUp_query on Query {
        topUpOptions {
          available
        }
        myAutoTopUp {
          status
          days
          amount
          rule
          failures
          offReason
        }
      }
    `,
    query,
  );
  const [commitOff, turningOff] = useMutation<AccountAutoTopUpOffMutation>(graphql`
    mutation AccountAutoTopUpOffMutation {
      turnOffAutoTopUp {
        status
      }
    }
  `);
  const [changing, setChanging] = useState(false);
  if (!data.topUpOptions.available) return null;
  const auto = data.myAutoTopUp;
  const initial = { days: auto?.days ?? AUTO_TOP_UP_DEFAULT_DAYS, amount: auto?.amount ?? 1000 };

  const turnOff = async () => {
    try {
      await commitAsync(commitOff, { variables: {} });
      toast.success(AUTO_TOP_UP_OFF);
      onChanged();
    } catch (error) {
      toast.error(failureText(error, AUTO_TOP_UP_OFF_FAILED));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="fm-auto-top-up-title">
      <div className={styles.sectionHead}>
        <h2 id="fm-auto-top-up-title" className={styles.sectionTitle}>
          Auto top-up
        </h2>
        <p className={styles.sectionNote}>Never run out: we add credit for you when it runs low.</p>
      </div>
      {auto?.status === 'active' && !changing ? (
        <>
          <p className={styles.rowTitle}>
            <span className={`${styles.badge} ${styles.badgeCredit}`}>On</span> {auto.rule}
          </p>
          {auto.failures > 0 ? (
            <p className={styles.warning}>
              The last {auto.failures === 1 ? 'charge' : `${auto.failures} charges`} failed; after 3 in a row auto top-up turns itself off.
            </p>
          ) : null}
          <div className={styles.formActions}>
            <Button variant="secondary" auto onClick={() => setChanging(true)}>
              Change
            </Button>
            <Button variant="secondary" auto busy={turningOff} onClick={() => void turnOff()}>
              Turn off
            </Button>
          </div>
        </>
      ) : (
        <>
          {auto?.status === 'pending' && !changing ? (
            <p className={styles.rowMeta}>Waiting for the {formatINR(MANDATE_AUTH_PAISE / 100)} payment that authorises it. Turn it on again to pay it.</p>
          ) : null}
          {auto?.status === 'off' && auto.offReason ? <p className={styles.warning}>{auto.offReason}</p> : null}
          <AutoTopUpForm initial={initial} go={go} onCancel={changing ? () => setChanging(false) : undefined} />
        </>
      )}
    </section>
  );
}
