// 'Start this plan now': after a visitor's quote is sent, the plan they chose, with the way to sign
// up with it. Its own chunk: the plan's description comes from the shared rules, which the page
// loads only with the quote form.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { describePlan, planToParams, type PlanChoice } from '@freshmeals/rules/plan-proposal';
import site from '../../ui/site.module.css';
import styles from './PlansPage.module.css';

export default function StartPlanOffer({ plan }: { plan: PlanChoice }) {
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
      <Link to={`/sign-up?${planToParams(plan)}`} className={`${site.btn} ${site.btnGreen}`}>
        Sign up with this plan
      </Link>
    </section>
  );
}
