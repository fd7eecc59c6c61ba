// 'Start this plan now': after a visitor's quote is sent, the plan they chose, with the way to sign
// up with it. Its own chunk: the plan's description comes from the shared rules, which the page
// loads only with the quote form. The plan goes in the sign-up's address; the name, e-mail and
// phone typed in the quote go in the location state (./sign-up-state.ts), out of the address.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { describePlan, planToParams, type PlanChoice } from '@freshmeals/rules/plan-proposal';
import site from '../../ui/site.module.css';
import styles from './PlansPage.module.css';
import type { QuoteContact, SignUpState } from './sign-up-state';

export interface StartPlanOfferProps {
  plan: PlanChoice;
  contact: QuoteContact;
}

export default function StartPlanOffer({ plan, contact }: StartPlanOfferProps) {
  const state: SignUpState = { quoteContact: contact };
  // It appears below the form the visitor just used: bring it into view.
  useEffect(() => {
    document.getElementById('start-plan-title')?.scrollIntoView({ block: 'center' });
  }, [plan]);
  return (
    <section className={`${site.container} ${styles.startPlan}`} aria-labelledby="start-plan-title">
      <h2 id="start-plan-title" className={styles.startPlanTitle}>
        Start this plan now
      </h2>
      <p>
        {describePlan(plan)}. Create your account and this becomes your weekly routine: you confirm it and add credit on your
        account page.
      </p>
      <Link to={`/sign-up?${planToParams(plan)}`} state={state} className={`${site.btn} ${site.btnGreen}`}>
        Sign up with this plan
      </Link>
    </section>
  );
}
