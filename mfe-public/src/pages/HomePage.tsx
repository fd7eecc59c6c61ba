// '/': a minimal entry page until the marketing home (spec 2.4) is built.
import { Link } from 'react-router';
import { useHost } from '../lib/host';
import { pageTitle } from '../lib/constants';
import { useDocumentTitle } from '../lib/use-document-title';
import { AuthLayout } from '../ui/AuthLayout';
import styles from '../ui/ui.module.css';

export default function HomePage() {
  useDocumentTitle(pageTitle());
  const { accessToken, user } = useHost().useAuth();
  return (
    <AuthLayout
      title="Fresh, healthy meals, delivered"
      subtitle="Freshly cooked, calorie-counted meals prepared by nutritionists and chefs, delivered to your door."
      className={styles.center}
    >
      {accessToken && user ? (
        <div className={styles.actions}>
          <Link to={user.role === 'admin' ? '/dashboard' : '/account'} className={styles.button}>
            {user.role === 'admin' ? 'Go to the dashboard' : 'My account'}
          </Link>
        </div>
      ) : (
        <div className={styles.actions}>
          <Link to="/login" className={`${styles.button} ${styles.buttonSecondary}`}>
            Sign in
          </Link>
          <Link to="/sign-up" className={styles.button}>
            Create account
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
