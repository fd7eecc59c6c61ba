// /plans: hero, the three plan cards, meal-type and duration chips, add-on
// cards and the delivery note; 'Request a quote' opens 'Get Your Meal Plan Quote' (a bottom drawer
// below 768 px, a modal otherwise).
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useHost } from '@freshmeals/host-api';
import { trackQuoteFormOnce } from '../../analytics';
import { usePageMeta } from '../../lib/page-meta';
import { ADDON_OPTIONS, DURATION_OPTIONS, MEAL_TYPE_OPTIONS, PLANS, type PlanType } from '../../site/content';
import { CheckIcon, MapPinIcon, TruckIcon } from '../../ui/icons';
import site from '../../ui/site.module.css';
import { lazyPage } from '../../lib/lazy-page';
import type { QuoteDialogProps } from './QuoteDialog';
import type { StartPlanOfferProps } from './StartPlanOffer';
import { DEFAULT_SELECTION, toggle, type PlanErrors, type PlanSelection } from './selection';
import styles from './PlansPage.module.css';
import { formatFromPrice, offerMark, useActiveOffer, useStartingPrice } from '../../lib/site-facts';

// The quote form (its validation and the Relay mutation that sends it: most of this page's weight)
// loads when a visitor is about to ask for a quote, not with the page.
const QuoteDialog = lazyPage<QuoteDialogProps>(() => import('./QuoteDialog').then((module) => ({ default: module.QuoteDialog })));
const StartPlanOffer = lazyPage<StartPlanOfferProps>(() => import('./StartPlanOffer'));
const preloadQuote = () => {
  QuoteDialog.preload().catch(() => undefined); // a failure shows when the dialog renders
};

/** The parts this page loads on demand (unit tests drive them right after a click). */
export function preloadParts(): Promise<void> {
  return Promise.all([QuoteDialog.preload(), StartPlanOffer.preload()]).then(() => undefined);
}

function ErrorText({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  ) : null;
}

export default function PlansPage() {
  const startingPrice = useStartingPrice();
  // The offer payments honour now, in its own words (none once it ends).
  const offer = useActiveOffer();
  usePageMeta(
    'Plans',
    'Choose a Veg, Egg or Chicken meal plan, pick breakfast, lunch or dinner, add extra protein and choose 14 or 28 days. Request a free quote.',
  );
  const [selection, setSelection] = useState<PlanSelection>(DEFAULT_SELECTION);
  const [checked, setChecked] = useState(false);
  const [quoteOpen, setQuoteOpen] = useState(false);
  // Mounted at the first opening and kept: what the visitor typed stays when they close and reopen.
  const [quoteUsed, setQuoteUsed] = useState(false);
  const host = useHost();
  const { RelayProvider } = host;
  // The plan of the quote just sent, and who sent it: a visitor may start it at once by signing up
  // with it, their details already filled in.
  const [quoted, setQuoted] = useState<StartPlanOfferProps | null>(null);
  const { accessToken } = host.useAuth();
  const [errors, setErrors] = useState<PlanErrors>({});

  const update = (patch: Partial<PlanSelection>) => setSelection((current) => ({ ...current, ...patch }));

  const openQuote = () => {
    setQuoteOpen(true);
    setQuoteUsed(true);
    trackQuoteFormOnce('quote_form_view', { page: 'plans', plan: selection.plan ?? undefined });
  };

  const selectPlan = (plan: PlanType) => update({ plan: selection.plan === plan ? null : plan });

  return (
    <main id="main">
      <section className={`${site.pageHero} ${styles.hero}`} aria-labelledby="plans-title">
        <div className={site.container}>
          <p className={site.eyebrow}>Meal plans</p>
          <h1 id="plans-title" className={site.h1}>
            Pick a plan that fits your day
          </h1>
          <p className={site.lead}>
            Choose your plan, the meals you want and how long you want them. Add extra protein if you like, then request
            a quote: no obligations, cancel anytime.
          </p>
          {offer ? (
            <p className={styles.offer} role="note" aria-label="Offer" {...offerMark(offer)}>
              <strong>{offer.title}</strong> {offer.description}
            </p>
          ) : null}
        </div>
      </section>

      <div className={`${site.container} ${styles.builder}`}>
        {/* Plans */}
        <section className={styles.group} aria-labelledby="plan-heading">
          <div className={styles.groupHead}>
            <span className={styles.stepBadge}>1</span>
            <div>
              <h2 id="plan-heading" className={styles.groupTitle}>
                Choose your plan
              </h2>
              <p className={styles.groupHint}>Calories and protein per meal.</p>
            </div>
          </div>
          <div className={styles.plans} role="group" aria-labelledby="plan-heading" aria-describedby="plan-error">
            {PLANS.map((plan) => {
              const selected = selection.plan === plan.id;
              return (
                <button
                  key={plan.id}
                  type="button"
                  className={styles.planCard}
                  aria-pressed={selected}
                  onClick={() => selectPlan(plan.id)}
                  data-testid={`plan-${plan.id}`}
                >
                  <span className={styles.planImage}>
                    <img src={plan.image} width={480} height={300} alt="" loading="lazy" />
                  </span>
                  <span className={styles.planBody}>
                    <span className={styles.planName}>
                      {plan.name}
                      <span className={styles.planCheck} aria-hidden="true">
                        <CheckIcon size={16} />
                      </span>
                    </span>
                    <span className={styles.planBlurb}>{plan.blurb}</span>
                    <span className={styles.planStats}>
                      <span>
                        <strong>{plan.calories}</strong> kcal
                      </span>
                      <span>
                        <strong>{plan.protein}</strong> protein
                      </span>
                    </span>
                    {plan.price ? <span className={styles.price}>{plan.price}</span> : null}
                  </span>
                </button>
              );
            })}
          </div>
          <ErrorText id="plan-error" message={errors.plan} />
        </section>

        {/* Meals and duration */}
        <section className={styles.group} aria-labelledby="meals-heading">
          <div className={styles.groupHead}>
            <span className={styles.stepBadge}>2</span>
            <div>
              <h2 id="meals-heading" className={styles.groupTitle}>
                Customize your meals
              </h2>
              <p className={styles.groupHint}>Pick one or more meals a day and the length of your plan.</p>
            </div>
          </div>
          <div className={styles.chipsRow}>
            <div>
              <h3 className={styles.chipsLabel} id="meal-type-label">
                Meal type
              </h3>
              <div className={styles.chips} role="group" aria-labelledby="meal-type-label" aria-describedby="meals-error">
                {MEAL_TYPE_OPTIONS.map((option) => (
                  <button
                    key={option.value}
                    type="button"
                    className={styles.chip}
                    aria-pressed={selection.meals.includes(option.value)}
                    onClick={() => update({ meals: toggle(selection.meals, option.value) })}
                  >
                    <CheckIcon size={16} className={styles.chipCheck} />
                    {option.label}
                  </button>
                ))}
              </div>
              <ErrorText id="meals-error" message={errors.meals} />
            </div>
            <div>
              <h3 className={styles.chipsLabel} id="duration-label">
                Duration
              </h3>
              <div className={styles.chips} role="group" aria-labelledby="duration-label" aria-describedby="duration-error">
                {DURATION_OPTIONS.map((option) => (
                  <button
                    key={option.value}
                    type="button"
                    className={styles.chip}
                    aria-pressed={selection.duration === option.value}
                    onClick={() => update({ duration: selection.duration === option.value ? null : option.value })}
                  >
                    <CheckIcon size={16} className={styles.chipCheck} />
                    {option.label}
                  </button>
                ))}
              </div>
              <ErrorText id="duration-error" message={errors.duration} />
            </div>
          </div>
        </section>

        {/* Add-ons */}
        <section className={styles.group} aria-labelledby="addons-heading">
          <div className={styles.groupHead}>
            <span className={styles.stepBadge}>3</span>
            <div>
              <h2 id="addons-heading" className={styles.groupTitle}>
                Add extra protein <span className={styles.optional}>(optional)</span>
              </h2>
              <p className={styles.groupHint}>Top up any meal with a protein add-on.</p>
            </div>
          </div>
          <div className={styles.addons} role="group" aria-labelledby="addons-heading">
            {ADDON_OPTIONS.map((addon) => (
              <button
                key={addon.id}
                type="button"
                className={styles.addonCard}
                aria-pressed={selection.addons.includes(addon.id)}
                onClick={() => update({ addons: toggle(selection.addons, addon.id) })}
              >
                <img src={addon.image} width={72} height={72} alt="" loading="lazy" />
                <span className={styles.addonText}>
                  <span className={styles.addonName}>{addon.name}</span>
                  <span className={styles.addonDescription}>{addon.description}</span>
                </span>
                <span className={styles.addonProtein}>
                  {addon.protein}
                  <span> protein</span>
                </span>
                {addon.price ? <span className={styles.price}>{addon.price}</span> : null}
              </button>
            ))}
          </div>
        </section>

        <div className={styles.quoteBar}>
          <div className={styles.delivery}>
            <span className={styles.deliveryIcon} aria-hidden="true">
              <TruckIcon size={22} />
            </span>
            <p>
              <strong>Delivery up to 4 km</strong> from our kitchen. Delivery charges depend on your location.
            </p>
          </div>
          <button
            type="button"
            className={`${site.btn} ${site.btnOrange} ${styles.quoteButton}`}
            onClick={openQuote}
            onPointerEnter={preloadQuote}
            onTouchStart={preloadQuote}
            onFocus={preloadQuote}
          >
            Request a quote
          </button>
        </div>
        <p className={styles.note}>
          <MapPinIcon size={16} aria-hidden="true" /> Prices start from {formatFromPrice(startingPrice)}* per meal. Your quote includes the exact
          price for your plan, add-ons and location.
        </p>
      </div>

      {quoted && !accessToken ? (
        <Suspense fallback={null}>
          <StartPlanOffer {...quoted} />
        </Suspense>
      ) : null}

      {quoteUsed ? (
        <Suspense
          fallback={
            <p className={site.visuallyHidden} role="status">
              Loading the quote form…
            </p>
          }
        >
          <RelayProvider>
            <QuoteDialog
              open={quoteOpen}
              onClose={() => setQuoteOpen(false)}
              selection={selection}
              planErrors={errors}
              planChecked={checked}
              onPlanChecked={(result) => {
                setChecked(true);
                setErrors(result.ok ? {} : result.errors);
              }}
              onSubmitted={(plan, contact) => {
                setQuoted(plan ? { plan, contact } : null);
                setSelection(DEFAULT_SELECTION);
                setChecked(false);
                setErrors({});
                setQuoteOpen(false);
              }}
            />
          </RelayProvider>
        </Suspense>
      ) : null}
    </main>
  );
}
