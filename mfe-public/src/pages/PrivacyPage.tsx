// /privacy-policy: what FreshMeals collects, why, and the visitor's choices (including the usage
// analytics).
import { Link } from 'react-router';
import { usePageMeta } from '../lib/page-meta';
import site from '../ui/site.module.css';
import styles from './LegalPage.module.css';

export default function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    'How FreshMeals collects, uses and protects your personal data: account, enquiry and delivery details, and anonymous usage analytics.',
  );
  return (
    <main id="main">
      <header className={site.pageHero}>
        <div className={site.container}>
          <p className={site.eyebrow}>Legal</p>
          <h1 className={site.h1}>Privacy Policy</h1>
          <p className={site.lead}>Your data helps us cook and deliver your meals. Here is what we keep and why.</p>
        </div>
      </header>
      <div className={`${site.container} ${site.narrow} ${styles.wrap}`}>
        <article className={site.prose}>
          <h2>1. What we collect</h2>
          <ul>
            <li>
              <strong>Account details:</strong> your name, e-mail address, phone number and a securely hashed password.
            </li>
            <li>
              <strong>Enquiries:</strong> what you send with a quote request or the contact form (name, e-mail, phone,
              your message and your plan choices).
            </li>
            <li>
              <strong>Subscription details:</strong> your meal routine, credits and transactions, and your delivery
              address.
            </li>
            <li>
              <strong>Usage analytics:</strong> anonymous events such as pages viewed, time on a page, how far a page was
              scrolled and clicks on Order Now, tied to a random session id, never to your name.
            </li>
          </ul>
          <h2>2. How we use it</h2>
          <p>
            To answer your enquiries, prepare and deliver your meals, manage your plan and credits, send you the codes
            that protect your account, and improve our website. We do not sell your personal data.
          </p>
          <h2>3. Cookies and storage</h2>
          <p>
            We use a secure cookie to keep you signed in, a cookie that remembers whether the sidebar is open (kept for 7
            days), and your browser’s storage for your session. Analytics only run where your browser supports local
            storage and cookies.
          </p>
          <h2>4. Sharing</h2>
          <p>
            We share data only with the services that help us run FreshMeals (e-mail delivery, image hosting and
            payments), under agreements that protect it, or when the law requires it.
          </p>
          <h2>5. Retention and your rights</h2>
          <p>
            We keep your data while your account is active and as long as the law requires afterwards. You can ask us to
            access, correct or delete your personal data at any time.
          </p>
          <h2>6. Contact</h2>
          <p>
            For any privacy question, write to us through the <Link to="/contact-us">Contact Us</Link> page. See also our{' '}
            <Link to="/t&c">Terms and Conditions</Link>.
          </p>
        </article>
      </div>
    </main>
  );
}
