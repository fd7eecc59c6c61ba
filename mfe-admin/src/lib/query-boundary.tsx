// The console's one error boundary (react-error-boundary underneath): renders `fallback(error,
// retry)` instead of its children when a query (or a child) throws, and logs the error under
// `logLabel`. `retry` clears it and calls `onRetry` (give the query a new fetchKey to refetch); a
// new `resetKey` (e.g. the screen's variables) clears it too. Fallbacks show friendly text
// (`failureText`), never a raw error message.
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

interface QueryBoundaryProps {
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** What the console says when the query fails (some failures are only logged, not shown). */
  logLabel: string;
  /** Changing it clears the error (e.g. the screen's variables). */
  resetKey?: unknown;
  onRetry?: () => void;
  children: ReactNode;
}

export function QueryBoundary({ fallback, logLabel, resetKey, onRetry, children }: QueryBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      onError={(error, info) => console.error(logLabel, error, info.componentStack)}
      onReset={(details) => {
        if (details.reason === 'imperative-api') onRetry?.();
      }}
      fallbackRender={({ error, resetErrorBoundary }) => fallback(error, () => resetErrorBoundary())}
    >
      {children}
    </ErrorBoundary>
  );
}
