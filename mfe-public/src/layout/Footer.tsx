// The public footer: Quick Links (the four main links), Terms and Privacy, social icons
// (placeholder links) and the copyright with the current year (the business's year, India time).
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { isStaffRole, useHost } from '@freshmeals/host-api';
import { businessYear } from '@freshmeals/ui/business-time';
import { MAIN_NAV } from '../site/nav';
import { FacebookIcon, InstagramIcon, LinkedinIcon, MailIcon, MapPinIcon, XSocialIcon, YoutubeIcon } from '../ui/icons';
import { LogoMark } from './Logo';
import styles from './PublicLayout.module.css';

const SOCIAL: ReadonlyArray<{ label: string; icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }> }> = [
  { label: 'Instagram', icon: InstagramIcon },
  { label: 'Facebook', icon: FacebookIcon },
  { label: 'X', icon: XSocialIcon },
  { label: 'YouTube', icon: YoutubeIcon },
  { label: 'LinkedIn', icon: LinkedinIcon },
];

export function Footer() {
  const year = businessYear();
  const { user, accessToken } = useHost().useAuth();
  const signedIn = Boolean(user && accessToken);
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <Link to="/" className={styles.footerLogo} aria-label="FreshMeals home">
            <LogoMark size={36} />
            <span>FreshMeals</span>
          </Link>
          <p>
            Freshly cooked, nutritionist-prepared, calorie-counted meals with no preservatives and no ultra-processed
            foods, delivered to your door.
          </p>
          <ul className={styles.social} aria-label="Follow us">
            {SOCIAL.map(({ label, icon: Icon }) => (
              <li key={label}>
                {/* Placeholder links: the accounts are not public yet. */}
                <a href="#" aria-label={`FreshMeals on ${label}`} onClick={(event) => event.preventDefault()}>
                  <Icon size={18} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className={styles.footerCol} aria-label="Quick Links">
          <h2>Quick Links</h2>
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.href}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.footerCol} aria-label="Company">
          <h2>Company</h2>
          <ul>
            <li>
              <Link to="/about-us#no-upf">No Ultra-Processed Foods</Link>
            </li>
            <li>
              <Link to="/t&c">Terms &amp; Conditions</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              {signedIn ? (
                <Link to={isStaffRole(user?.role) ? '/dashboard' : '/account'}>
                  {isStaffRole(user?.role) ? 'Dashboard' : 'My account'}
                </Link>
              ) : (
                <Link to="/login">Customer login</Link>
              )}
            </li>
          </ul>
        </nav>
        <div className={styles.footerCol}>
          <h2>Get in touch</h2>
          <ul className={styles.contactList}>
            <li>
              <MailIcon size={16} aria-hidden="true" />
              <span>hello@freshmeals.in</span>
            </li>
            <li>
              <MapPinIcon size={16} aria-hidden="true" />
              <span>Delivering within 4 km of our kitchen</span>
            </li>
          </ul>
        </div>
      </div>
      <div className={styles.footerBottom}>
        <p>© {year} FreshMeals. All rights reserved.</p>
        <p className={styles.legalLinks}>
          <Link to="/t&c">Terms</Link>
          <span aria-hidden="true">·</span>
          <Link to="/privacy-policy">Privacy</Link>
        </p>
      </div>
    </footer>
  );
}
