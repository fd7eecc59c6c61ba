// Any path without a screen (spec 2.1): a not-found page with a way home.
import { Link } from 'react-router';
import { pageTitle } from '../lib/constants';
import { useDocumentTitle } from '../lib/use-document-title';
import { AuthLayout } from '../ui/AuthLayout';
import styles from '../ui/ui.module.css';

export default function NotFoundPage() {
  useDocumentTitle(pageTitle('Page not found'));
  return (
    <AuthLayout
      title="Page not found"
      subtitle="The page you are looking for does not exist or has moved."
      className={styles.center}
    >
      <p className={styles.bigCode} aria-hidden="true">
        404
      </p>
      <div className={styles.actions}>
        <Link to="/" className={styles.button}>
          Go back home
        </Link>
      </div>
    </AuthLayout>
  );
}
