import { Link } from 'react-router';
import './status-pages.css';

interface RemoteLoadErrorProps {
  onRetry(): void;
}

/** Shown when a remote (or its code) cannot be loaded: the rest of the shell keeps working. */
export function RemoteLoadError({ onRetry }: RemoteLoadErrorProps) {
  return (
    <main className="fm-status-page" role="alert" aria-labelledby="remote-error-title">
      <h1 id="remote-error-title" className="fm-status-page__title">
        This page could not be loaded
      </h1>
      <p className="fm-status-page__text">Please check your connection and try again.</p>
      <div className="fm-status-page__actions">
        <button type="button" className="fm-status-page__button" onClick={onRetry}>
          Try again
        </button>
        <Link to="/" className="fm-status-page__button fm-status-page__button--secondary">
          Go back home
        </Link>
      </div>
    </main>
  );
}
