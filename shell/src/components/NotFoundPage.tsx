// The not-found page: 'Go back home' links to /. The shell shows it when no remote can
// render a path; the public remote may import it for its own catch-all route.
import { Link } from 'react-router';
import './status-pages.css';

export function NotFoundPage() {
  return (
    <main className="fm-status-page" aria-labelledby="not-found-title">
      <p className="fm-status-page__code">404</p>
      <h1 id="not-found-title" className="fm-status-page__title">
        Page not found
      </h1>
      <p className="fm-status-page__text">Sorry, we couldn’t find the page you’re looking for.</p>
      <Link to="/" className="fm-status-page__button">
        Go back home
      </Link>
    </main>
  );
}

export default NotFoundPage;
