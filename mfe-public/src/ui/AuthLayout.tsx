// The centred card the public auth pages share until the shell's public layout wraps them.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND } from '../lib/constants';
import styles from './ui.module.css';

export function BrandLink() {
  return (
    <Link to="/" className={styles.brand}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <circle cx="14" cy="14" r="14" fill="#16a34a" />
        <path d="M8 18.5c0-6 4.5-10 12-10.5-.5 7.5-4.5 12-10.5 12" fill="#dcfce7" />
        <path d="M8 20.5c2.5-4 5.5-6.5 9-8" stroke="#166534" strokeWidth="1.6" strokeLinecap="round" fill="none" />
      </svg>
      {BRAND}
    </Link>
  );
}

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  wide?: boolean;
  className?: string;
  children: ReactNode;
}

export function AuthLayout({ title, subtitle, wide, className, children }: AuthLayoutProps) {
  const cardClass = [styles.card, wide ? styles.cardWide : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <main id="main" className={styles.page}>
      <section className={cardClass} aria-labelledby="fm-page-title">
        <BrandLink />
        <h1 id="fm-page-title" className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </section>
    </main>
  );
}
