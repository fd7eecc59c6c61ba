// /about-us: a banner, 'Why Choose Us' (four feature cards), 'What We Do', the
// 'No Ultra-Processed Foods' section (anchor no-upf) and the health disclaimer.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import bannerImage from '../assets/about-banner.svg';
import whatWeDoImage from '../assets/what-we-do.svg';
import { OrderNowLink } from '../layout/OrderNowLink';
import { usePageMeta } from '../lib/page-meta';
import { ArrowRightIcon, ChefIcon, CheckIcon, FlameIcon, LeafIcon, ShieldIcon } from '../ui/icons';
import site from '../ui/site.module.css';
import styles from './AboutPage.module.css';
import { formatFromPrice, useStartingPrice } from '../lib/site-facts';

const FEATURES = [
  {
    icon: ChefIcon,
    title: 'Chef-crafted',
    text: 'Every dish is cooked fresh each day by our chefs, with recipes that taste like home.',
  },
  {
    icon: ShieldIcon,
    title: 'Nutritionist-prepared',
    text: 'Our nutritionists balance every plate for protein, fibre and healthy fats.',
  },
  {
    icon: FlameIcon,
    title: 'Calorie-counted',
    text: 'Know exactly what you eat: each plan keeps your meals within a clear calorie range.',
  },
  {
    icon: LeafIcon,
    title: 'No preservatives',
    text: 'Real ingredients only. No preservatives and no ultra-processed foods, ever.',
  },
] as const;

const UPF_AVOIDED = [
  'Packaged sauces, instant mixes and ready-made gravies',
  'Artificial colours, flavour enhancers and preservatives',
  'Refined-flour snacks, processed meats and sugary drinks',
  'Hydrogenated fats and reheated frying oil',
];

/** Scrolls to the element the hash names (e.g. /about-us#no-upf), after the page has rendered. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    // After the layout's scroll-to-top of a route change has started.
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }, 50);
    return () => window.clearTimeout(timer);
  }, [hash]);
}

export default function AboutPage() {
  const startingPrice = useStartingPrice();
  usePageMeta(
    'About Us',
    'Why FreshMeals: chef-crafted, nutritionist-prepared, calorie-counted meals with no preservatives and no ultra-processed foods.',
  );
  useScrollToHash();

  return (
    <main id="main">
      <section className={styles.banner} aria-labelledby="about-title">
        <img className={styles.bannerImage} src={bannerImage} width={1200} height={420} alt="" />
        <div className={`${site.container} ${styles.bannerInner}`}>
          <p className={styles.bannerEyebrow}>About Us</p>
          <h1 id="about-title" className={styles.bannerTitle}>
            Good food, made honestly, every single day
          </h1>
          <p className={styles.bannerText}>
            FreshMeals cooks fresh, balanced meals for busy people who want to eat well without the effort.
          </p>
        </div>
      </section>

      <section className={site.section} aria-labelledby="why-title">
        <div className={site.container}>
          <div className={site.sectionHead}>
            <h2 id="why-title" className={site.h2}>
              Why Choose Us
            </h2>
            <p className={site.lead}>Four promises behind every meal we deliver.</p>
          </div>
          <ul className={styles.features}>
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className={styles.feature}>
                <span className={styles.featureIcon} aria-hidden="true">
                  <Icon size={26} />
                </span>
                <h3 className={site.h3}>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${site.section} ${site.sectionTint}`} aria-labelledby="what-title">
        <div className={`${site.container} ${styles.split}`}>
          <img className={styles.splitImage} src={whatWeDoImage} width={560} height={420} alt="" loading="lazy" />
          <div>
            <h2 id="what-title" className={site.h2}>
              What We Do
            </h2>
            <p className={styles.body}>
              We plan, cook and deliver healthy meal subscriptions. You choose a Veg, Egg or Chicken plan, pick
              breakfast, lunch or dinner, add extra protein if you like, and choose 14 or 28 days. Our kitchen curates
              a menu that changes every week, and your meals arrive fresh on your scheduled dates, within 4 km of our
              kitchen.
            </p>
            <ul className={styles.checks}>
              <li>
                <CheckIcon size={18} /> Weekly rotating menu curated by our kitchen
              </li>
              <li>
                <CheckIcon size={18} /> Protein add-ons: chicken, paneer or eggs
              </li>
              <li>
                <CheckIcon size={18} /> Plans from {formatFromPrice(startingPrice)}* per meal, no obligations
              </li>
            </ul>
            <OrderNowLink location="about-us" className={`${site.btn} ${site.btnOrange}`}>
              Order Now
              <ArrowRightIcon size={18} />
            </OrderNowLink>
          </div>
        </div>
      </section>

      <section id="no-upf" className={`${site.section} ${styles.upf}`} aria-labelledby="upf-title">
        <div className={`${site.container} ${site.narrow}`}>
          <p className={site.eyebrow}>Our food promise</p>
          <h2 id="upf-title" className={site.h2}>
            No Ultra-Processed Foods
          </h2>
          <p className={styles.body}>
            Ultra-processed foods are industrial products made mostly from refined extracts and additives. We leave
            them out completely and cook from whole ingredients — vegetables, grains, pulses, dairy, eggs and fresh
            meat — in our own kitchen.
          </p>
          <h3 className={site.h3}>What you will never find in our meals</h3>
          <ul className={styles.upfList}>
            {UPF_AVOIDED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.disclaimerSection} aria-labelledby="disclaimer-title">
        <div className={`${site.container} ${site.narrow}`}>
          <div className={styles.disclaimer} role="note">
            <h2 id="disclaimer-title">Health disclaimer</h2>
            <p>
              Our meals are designed to support a balanced diet. They are not intended to diagnose, treat, cure or
              prevent any disease. If you have a medical condition, allergies or specific dietary needs, please consult
              your doctor or a registered dietitian before changing your diet.
            </p>
          </div>
        </div>
      </section>
    </main>
  );
}
