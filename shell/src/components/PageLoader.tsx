import './status-pages.css';
import utilities from '@freshmeals/ui/utilities.module.css';

export function PageLoader() {
  return (
    <div className="fm-loader" role="status" aria-live="polite" aria-busy="true">
      <span className="fm-loader__spinner" aria-hidden="true" />
      <span className={utilities.visuallyHidden}>Loading…</span>
    </div>
  );
}
