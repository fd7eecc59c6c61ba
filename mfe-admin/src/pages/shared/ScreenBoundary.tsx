// A screen's load failure: the product's failure text (a toast and inline, with Try again), or the
// inline not-found text when the server answers NOT_FOUND.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { toast } from 'sonner';
import { errorCode } from '@freshmeals/host-api';
import { QueryBoundary } from '../../lib/query-boundary';

export function LoadFailure({ message, onRetry, toastIt = true }: { message: string; onRetry(): void; toastIt?: boolean }) {
  useEffect(() => {
    if (toastIt) toast.error(message, { id: message });
  }, [message, toastIt]);
  return (
    <Result
      status="error"
      title={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

export function NotFound({ message }: { message: string }) {
  return <Result status="404" title={message} />;
}

export function ScreenSpinner() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '4rem 0' }}>
      <Spin size="large" />
    </div>
  );
}

interface ScreenBoundaryProps {
  /** The failure text for this screen. */
  failure: string;
  /** The inline text shown when the record does not exist (NOT_FOUND). */
  notFound?: string;
  /** Show only the inline text, no toast. */
  silent?: boolean;
  loading?: ReactNode;
  /** Called on Try again: a screen whose route preloads its query loads it again here (useRouteReload). */
  onRetry?: () => void;
  /** Rendered with a key that changes on Try again: pass it as the query's fetchKey. */
  children(fetchKey: number): ReactNode;
}

export function ScreenBoundary({ failure, notFound, silent, loading, onRetry, children }: ScreenBoundaryProps) {
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <QueryBoundary
      logLabel="An admin screen failed to load"
      onRetry={() => {
        setFetchKey((key) => key + 1);
        onRetry?.();
      }}
      fallback={(error, retry) =>
        notFound && errorCode(error) === 'NOT_FOUND' ? (
          <NotFound message={notFound} />
        ) : (
          <LoadFailure message={failure} onRetry={retry} toastIt={!silent} />
        )
      }
    >
      <Suspense fallback={loading ?? <ScreenSpinner />}>{children(fetchKey)}</Suspense>
    </QueryBoundary>
  );
}
