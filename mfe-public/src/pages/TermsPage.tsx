// /t&c: the terms — prepaid plans, a menu curated by the kitchen, scheduled delivery
// dates, a 4 km delivery radius, cancellation at least 24 hours before delivery, at most 2
// cancellation requests per week, no monetary refunds, and the customer dashboard for cancellations.
import { Link } from 'react-router';
import { usePageMeta } from '../lib/page-meta';
import site from '../ui/site.module.css';
import styles from './LegalPage.module.css';
import { formatFromPrice, useStartingPrice } from '../lib/site-facts';

const CLAUSES = [
  { id: 'plans-and-payment', title: 'Meal plans and payment' },
  { id: 'menu', title: 'Menu' },
  { id: 'delivery', title: 'Delivery' },
  { id: 'cancellations', title: 'Cancellations' },
  { id: 'refunds', title: 'Refunds' },
  { id: 'pricing', title: 'Pricing and offers' },
  { id: 'health', title: 'Health and allergies' },
  { id: 'changes', title: 'Changes to these terms' },
] as const;

export default function TermsPage() {
  const startingPrice = useStartingPrice();
  usePageMeta(
    'Terms and Conditions',
    'FreshMeals terms: prepaid meal plans, delivery within 4 km on scheduled dates, cancellation at least 24 hours before delivery, no monetary refunds.',
  );
  return (
    <main id="main">
      <header className={site.pageHero}>
        <div className={site.container}>
          <p className={site.eyebrow}>Legal</p>
          <h1 className={site.h1}>Terms and Conditions</h1>
          <p className={site.lead}>Please read these terms before you subscribe to a FreshMeals meal plan.</p>
        </div>
      </header>
      <div className={`${site.container} ${site.narrow} ${styles.wrap}`}>
        <nav className={styles.toc} aria-label="On this page">
          <h2>On this page</h2>
          <ol>
            {CLAUSES.map((clause) => (
              <li key={clause.id}>
                <a href={`#${clause.id}`}>{clause.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={site.prose}>
          <section id="plans-and-payment" className={styles.clause}>
            <h2>1. Meal plans and payment</h2>
            <p>
              FreshMeals meal plans are prepaid. Customers prepay for their chosen meal plan before meals are scheduled
              and delivered. Plans are available for 14 or 28 days.
            </p>
          </section>
          <section id="menu" className={styles.clause}>
            <h2>2. Menu</h2>
            <p>
              The menu is curated by our kitchen and rotates every week. Individual dishes may change with the season and
              the availability of fresh ingredients, within the plan (Veg, Egg or Chicken) you have chosen.
            </p>
          </section>
          <section id="delivery" className={styles.clause}>
            <h2>3. Delivery</h2>
            <p>
              Meals are delivered on scheduled dates. We deliver within a 4 km radius of our kitchen; delivery charges
              depend on your location.
            </p>
          </section>
          <section id="cancellations" className={styles.clause}>
            <h2>4. Cancellations</h2>
            <p className={styles.highlight}>
              A meal can be cancelled at least 24 hours before its delivery. You can make at most 2 cancellation
              requests per week.
            </p>
            <p>
              Cancellations are made from your customer dashboard. Requests made less than 24 hours before delivery, or
              beyond 2 requests in a week, cannot be accepted.
            </p>
          </section>
          <section id="refunds" className={styles.clause}>
            <h2>5. Refunds</h2>
            <p>
              There are no monetary refunds. A meal cancelled in time stays available on your plan as credit for later
              meals.
            </p>
          </section>
          <section id="pricing" className={styles.clause}>
            <h2>6. Pricing and offers</h2>
            <p>
              Meal prices start from {formatFromPrice(startingPrice)}* per meal. *The final price depends on your plan, meals, add-ons, duration and
              delivery location, and is confirmed in your quote. Offers such as 20% off the first month apply to the
              first month of a new customer’s first plan and cannot be combined with other offers.
            </p>
          </section>
          <section id="health" className={styles.clause}>
            <h2>7. Health and allergies</h2>
            <p>
              Our meals support a balanced diet but do not diagnose, treat, cure or prevent any disease. Tell us about
              allergies before you subscribe; our kitchen handles common allergens.
            </p>
          </section>
          <section id="changes" className={styles.clause}>
            <h2>8. Changes to these terms</h2>
            <p>
              We may update these terms from time to time; the version on this page applies. Questions? Write to us on
              the <Link to="/contact-us">Contact Us</Link> page.
            </p>
          </section>
        </article>
      </div>
    </main>
  );
}
