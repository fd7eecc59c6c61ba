import { Link } from 'react-router';
import { BRAND } from '../lib/constants';
import styles from './PublicLayout.module.css';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#15803d" />
      <path d="M9 21c0-7 5-11.5 14-12-.6 8.6-5.2 13.7-12.1 13.7" fill="#bbf7d0" />
      <path d="M9 23.5c2.9-4.6 6.4-7.6 10.4-9.3" stroke="#14532d" strokeWidth="1.8" strokeLinecap="round" fill="none" />
    </svg>
  );
}

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" className={styles.logo} onClick={onClick} aria-label={`${BRAND} home`}>
      <LogoMark />
      <span className={styles.logoText}>
        Fresh<span>Meals</span>
      </span>
    </Link>
  );
}
