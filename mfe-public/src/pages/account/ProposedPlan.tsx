// The plan a customer signed up with from a quote, proposed on the account page while they have no
// routine: what it is (every chosen meal on every day), what it costs a week and for the plan's
// duration (the server prices it as it charges routines), what became of each add-on (one the
// routine cannot include is named, with why), 'Confirm this routine' (the server sets it
// with the routine's rules, leaving out any meal the change cut-off has closed, and says which)
// and 'Not now'. Confirmed, the page moves on to 'Add credit' with the plan's duration chosen.
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { durationPack, PORTION_GRAMS } from '@freshmeals/rules/plan-proposal';
import { shortDate } from '@freshmeals/rules/meals';
import { formatINR } from '@freshmeals/ui/format';
import { Button } from '../../ui/Field';
import type { ProposedPlan_query$key } from './__generated__/ProposedPlan_query.graphql';
import type { ProposedPlanConfirmMutation } from './__generated__/ProposedPlanConfirmMutation.graphql';
import type { ProposedPlanDismissMutation } from './__generated__/ProposedPlanDismissMutation.graphql';
import styles from './Account.module.css';
import { formatHour } from './format';

export const CONFIRMED = 'Your routine is set. Now add credit for your plan.';
/** The toast after 'Set this routine', with the date of the first meal ('Fri 4 Dec'). */
export const confirmedFrom = (firstMeal: string) => `Your routine is set: your first meal is on ${firstMeal}. Now add credit for your plan.`;
export const CONFIRM_FAILED = 'We could not set up your routine. Please try again.';
const capitalise = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

export function ProposedPlan({ query, onChanged }: { query: ProposedPlan_query$key; onChanged?(): void }) {
  const data = useFragment(
    graphql`
      fragment ProposedPlan_query on Query {
        viewer {
          proposedPlan {
            summary
            duration
            meals
            weekPrice
            durationPrice
            addonResults {
              addon
              applied
              note
            }
            slots {
              meal
              hour
              type
              proteinMultiplier
            }
          }
        }
        myRoutine {
          slots {
            id
          }
        }
      }
    `,
    query,
  );
  const [commitConfirm] = useMutation<ProposedPlanConfirmMutation>(graphql`
    mutation ProposedPlanConfirmMutation {
      confirmProposedPlan {
        firstMealDate
        duration
      }
    }
  `);
  const [commitDismiss] = useMutation<ProposedPlanDismissMutation>(graphql`
    mutation ProposedPlanDismissMutation {
      dismissProposedPlan {
        id
        proposedPlan {
          summary
        }
      }
    }
  `);
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'confirm' | 'dismiss' | null>(null);
  const plan = data.viewer?.proposedPlan;
  if (!plan || data.myRoutine.slots.length > 0) return null;

  // One line per meal: every day, at the same hour.
  const meals = plan.meals.map((meal) => plan.slots.find((slot) => slot.meal === meal)!).filter(Boolean);

  const confirm = async () => {
    setBusy('confirm');
    try {
      const { confirmProposedPlan } = await commitAsync(commitConfirm, { variables: {} });
      const first = confirmProposedPlan.firstMealDate;
      toast.success(first ? confirmedFrom(shortDate(first)) : CONFIRMED);
      navigate(`/account?pack=${durationPack(confirmProposedPlan.duration)}#add-credit`, { replace: true });
      onChanged?.();
      // The router does not scroll to a fragment: bring 'Add credit' into view.
      requestAnimationFrame(() => document.getElementById('add-credit')?.scrollIntoView({ block: 'start' }));
    } catch (error) {
      toast.error(failureText(error, CONFIRM_FAILED));
    } finally {
      setBusy(null);
    }
  };

  const dismiss = async () => {
    setBusy('dismiss');
    try {
      await commitAsync(commitDismiss, { variables: {} });
    } catch (error) {
      toast.error(failureText(error, CONFIRM_FAILED));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="fm-proposed-title">
      <div className={styles.sectionHead}>
        <h2 id="fm-proposed-title" className={styles.sectionTitle}>
          Your plan from the quote
        </h2>
        <p className={styles.sectionNote}>{plan.summary}.</p>
      </div>
      <ul className={styles.list} aria-label="Proposed routine">
        {meals.map((slot) => (
          <li key={slot.meal} className={styles.row}>
            <div className={styles.rowMain}>
              <p className={styles.rowTitle}>
                {capitalise(slot.meal)} at {formatHour(slot.hour)}
              </p>
              <p className={styles.rowMeta}>
                Every day · {capitalise(slot.type)}
                {slot.proteinMultiplier > 0 ? ` · +${slot.proteinMultiplier * PORTION_GRAMS} g protein` : ''}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {plan.addonResults.length > 0 ? (
        <ul className={styles.addonResults} aria-label="Add-ons">
          {plan.addonResults.map((result) => (
            <li key={result.addon} className={result.applied ? undefined : styles.addonMissing}>
              {result.note}
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.proposedPrice} data-testid="proposed-price">
        <span>
          <strong>{formatINR(plan.weekPrice)}</strong> a week
        </span>
        <span>
          <strong>{formatINR(plan.durationPrice)}</strong> for {plan.duration} days
        </span>
      </p>
      <div className={styles.formActions}>
        <Button auto busy={busy === 'confirm'} disabled={busy !== null} onClick={() => void confirm()}>
          Confirm this routine
        </Button>
        <Button variant="secondary" auto busy={busy === 'dismiss'} disabled={busy !== null} onClick={() => void dismiss()}>
          Not now
        </Button>
      </div>
    </section>
  );
}
