// '/': the marketing home, its seven sections in order — promo banner, hero, How It
// Works, Explore Our Meals (this week's menu, else four static meals), Loved by Our Community, the
// call to action, the floating offer badge.
import { useRef } from 'react';
import heroImage from '../../assets/hero-bowl.svg';
import { OrderNowLink } from '../../layout/OrderNowLink';
import { usePageMeta } from '../../lib/page-meta';
import { TESTIMONIALS } from '../../site/content';
import {
  ArrowRightIcon,
  CheckIcon,
  CloseIcon,
  ClipboardCheckIcon,
  QuoteIcon,
  SlidersIcon,
  StarIcon,
  TagIcon,
  TruckIcon,
} from '../../ui/icons';
import site from '../../ui/site.module.css';
import { Carousel } from './Carousel';
import { useOfferBadgeDismissed, useOfferBadgeVisible } from './offer-badge';
import { WeeklyMeals } from './WeeklyMeals';
import styles from './HomePage.module.css';
import { formatFromPrice, offerMark, useActiveOffer, useStartingPrice } from '../../lib/site-facts';

const STEPS = [
  {
    icon: ClipboardCheckIcon,
    title: 'Choose Your Plan',
    text: 'Pick the Veg, Egg or Chicken plan that suits your taste and your goals.',
  },
  {
    icon: SlidersIcon,
    title: 'Customize Your Meal',
    text: 'Pick your meals, add-ons and duration: breakfast, lunch or dinner, extra protein, 14 or 28 days.',
  },
  {
    icon: TruckIcon,
    title: 'Get It Delivered',
    text: 'Freshly cooked meals reach your door on your scheduled dates, within 4 km of our kitchen.',
  },
] as const;

/** '20% OFF your first month' → the first word stands out: '20% OFF' bold, then the rest and the link. */
function BadgeWords({ badge }: { badge: string }) {
  const lead = /^(\S+%\s+OFF|₹[\d,]+\s+OFF)\s+(.*)$/.exec(badge);
  return (
    <>
      {lead ? (
        <>
          <span className={styles.badgePercent}>{lead[1]}</span> <span>{lead[2]} – </span>
        </>
      ) : (
        <span>{badge} – </span>
      )}
      <span>
        <u>Order now</u>
      </span>
    </>
  );
}

/** '20% OFF your first month' reads 'get 20% OFF your first month' in a sentence. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

export default function HomePage() {
  const startingPrice = useStartingPrice();
  // The offer the site advertises is the one payments honour: its words come from the server, and
  // its banner, badge and sentences go when it ends.
  const offer = useActiveOffer();
  usePageMeta(
    null,
    `Fresh, nutritionist-prepared, calorie-counted meals with no preservatives, delivered to your door. Prices start from ${formatFromPrice(startingPrice)}*.${offer ? ` ${offer.badge}.` : ''}`,
  );
  const ctaRef = useRef<HTMLElement>(null);
  const [badgeDismissed, dismissBadge] = useOfferBadgeDismissed();
  const badgeVisible = useOfferBadgeVisible(ctaRef) && !badgeDismissed;

  return (
    <main id="main" className={styles.home}>
      {/* 1. Promo alert banner */}
      {offer ? (
      <aside className={styles.promo} aria-label="Limited time offer" {...offerMark(offer)}>
        <div className={`${site.container} ${styles.promoInner}`}>
          <TagIcon size={18} className={styles.promoIcon} />
          <p>
            <strong>{offer.title}</strong> {offer.description}
          </p>
          <OrderNowLink location="promoBanner" className={styles.promoLink}>
            Order now
            <ArrowRightIcon size={16} />
          </OrderNowLink>
        </div>
      </aside>
      ) : null}

      {/* 2. Hero banner */}
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <div className={`${site.container} ${styles.heroGrid}`}>
          <div className={styles.heroCopy}>
            <p className={site.eyebrow}>Fresh · Healthy · Delivered</p>
            <h1 id="home-hero-title" className={site.h1}>
              Healthy meals, freshly cooked and delivered to your door
            </h1>
            <p className={styles.heroText}>
              Nutritionist-prepared, calorie-counted and chef-crafted meals with no preservatives and no
              ultra-processed foods. Prices start from <strong>{formatFromPrice(startingPrice)}*</strong> per meal.
            </p>
            <div className={styles.heroActions}>
              <OrderNowLink location="home-banner" className={`${site.btn} ${site.btnOrange}`}>
                Order now
                <ArrowRightIcon size={18} />
              </OrderNowLink>
              <a href="#how-it-works" className={`${site.btn} ${site.btnGhost}`}>
                How it works
              </a>
            </div>
            <ul className={styles.heroPoints}>
              <li>
                <CheckIcon size={18} /> No obligations
              </li>
              <li>
                <CheckIcon size={18} /> Cancel anytime
              </li>
              <li>
                <CheckIcon size={18} /> Menu updated weekly
              </li>
            </ul>
          </div>
          <div className={styles.heroArt}>
            <img
              src={heroImage}
              width={640}
              height={560}
              alt="A fresh bowl of grilled chicken, rice, greens and vegetables"
              fetchPriority="high"
            />
          </div>
        </div>
      </section>

      {/* 3. How It Works */}
      <section id="how-it-works" className={site.section} aria-labelledby="how-title">
        <div className={site.container}>
          <div className={site.sectionHead}>
            <p className={site.eyebrow}>Simple as 1-2-3</p>
            <h2 id="how-title" className={site.h2}>
              How It Works
            </h2>
            <p className={site.lead}>From choosing a plan to your first bite, it takes a few minutes.</p>
          </div>
          <ol className={styles.steps}>
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.stepIcon} aria-hidden="true">
                  <Icon size={28} />
                </span>
                <h3 className={site.h3}>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* 4. Explore Our Meals */}
      <section className={`${site.section} ${site.sectionTint}`} aria-labelledby="meals-title">
        <div className={site.container}>
          <div className={site.sectionHead}>
            <p className={site.eyebrow}>On the menu</p>
            <h2 id="meals-title" className={site.h2}>
              Explore Our Meals
            </h2>
            <p className={site.lead}>Our selection rotates and is updated every week, so there is always something new.</p>
          </div>
          <WeeklyMeals />
        </div>
      </section>

      {/* 5. Testimonials */}
      <section className={site.section} aria-labelledby="testimonials-title">
        <div className={site.container}>
          <div className={site.sectionHead}>
            <p className={site.eyebrow}>Testimonials</p>
            <h2 id="testimonials-title" className={site.h2}>
              Loved by Our Community
            </h2>
            <p className={site.lead}>Real people, real routines, real food.</p>
          </div>
          <Carousel label="Testimonial carousel" itemName="testimonial" slideWidth="50%" slideWidthMobile="92%">
            {TESTIMONIALS.map((testimonial) => (
              <figure key={testimonial.name} className={styles.testimonial}>
                <QuoteIcon size={32} className={styles.quoteMark} />
                <div className={styles.stars} role="img" aria-label="Rated 5 out of 5">
                  {Array.from({ length: 5 }, (_, i) => (
                    <StarIcon key={i} size={16} />
                  ))}
                </div>
                <blockquote>{testimonial.feedback}</blockquote>
                <figcaption>
                  <img src={testimonial.image} width={56} height={56} alt="" />
                  <span>
                    <strong>{testimonial.name}</strong>
                    <span>{testimonial.detail}</span>
                  </span>
                </figcaption>
              </figure>
            ))}
          </Carousel>
        </div>
      </section>

      {/* 6. Call to action */}
      <section ref={ctaRef} className={styles.cta} aria-labelledby="cta-title" data-testid="home-cta">
        <div className={`${site.container} ${styles.ctaInner}`}>
          <div>
            <h2 id="cta-title" className={styles.ctaTitle}>
              Ready to eat better, without the effort?
            </h2>
            <p className={styles.ctaText}>
              Try FreshMeals today{offer ? ` and get ${lowerFirst(offer.badge)}` : ''}. No obligations, cancel anytime.
            </p>
          </div>
          <OrderNowLink location="home-offer" className={`${site.btn} ${site.btnLight} ${styles.ctaButton}`}>
            Order Now
            <ArrowRightIcon size={18} />
          </OrderNowLink>
        </div>
      </section>

      {/* 7. Floating offer badge: only while the call to action is less than 10% in view, until closed */}
      {offer && !badgeDismissed && (
        <div className={styles.badgeWrap} data-visible={badgeVisible ? 'true' : 'false'} aria-hidden={!badgeVisible} {...offerMark(offer)}>
          <OrderNowLink location="home-offer-badge" className={styles.badge}>
            <BadgeWords badge={offer.badge} />
          </OrderNowLink>
          <button type="button" className={styles.badgeClose} aria-label="Close offer" onClick={dismissBadge}>
            <CloseIcon size={16} />
          </button>
        </div>
      )}
    </main>
  );
}
