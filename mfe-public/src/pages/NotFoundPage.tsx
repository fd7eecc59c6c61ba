// Any path without a screen: a not-found page with a 'Go back home' link to /.
import { Link } from 'react-router';
import { usePageMeta } from '../lib/page-meta';
import { MAIN_NAV } from '../site/nav';
import site from '../ui/site.module.css';
import styles from './NotFoundPage.module.css';

export default function NotFoundPage() {
  usePageMeta('Page not found', 'The page you are looking for does not exist or has moved.');
  return (
    <main id="main" className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={site.h2}>Page not found</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={`${site.btn} ${site.btnGreen}`}>
        Go back home
      </Link>
      <p className={styles.more}>
        Or visit{' '}
        {MAIN_NAV.slice(1).map((item, index) => (
          <span key={item.href}>
            {index > 0 ? (index === MAIN_NAV.length - 2 ? ' or ' : ', ') : null}
            <Link to={item.href}>{item.label}</Link>
          </span>
        ))}
        .
      </p>
    </main>
  );
}
