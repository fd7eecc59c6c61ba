import './status-pages.css';

export function PageLoader() {
  return (
    <div className="fm-loader" role="status" aria-live="polite">
      <span className="fm-loader__spinner" aria-hidden="true" />
      <span className="fm-visually-hidden">Loading…</span>
    </div>
  );
}
