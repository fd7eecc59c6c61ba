import { Result } from 'antd';
import { Link } from 'react-router';
import styles from './screens.module.css';

/** Any other path shows the not-found page with a 'Go back home' link to /. */
export function AdminNotFound() {
  return (
    <Result
      status="404"
      title={
        <span role="heading" aria-level={1}>
          Page not found
        </span>
      }
      subTitle="Sorry, we couldn’t find the page you’re looking for."
      extra={
        <Link to="/" className={styles.primaryLink}>
          Go back home
        </Link>
      }
    />
  );
}
