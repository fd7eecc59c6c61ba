// Loads a remote's exposed `./App` lazily and renders it with the HostApi. A remote that fails to
// load (or to render) shows a fallback with a retry; the rest of the shell keeps working.
import { startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import type { HostApi, RemoteAppProps } from '@freshmeals/host-api';
import { PageLoader } from '../components/PageLoader';
import { RemoteLoadError } from '../components/RemoteLoadError';
import { loadRemoteApp, RemoteMissingError, type RemoteName } from './registry';

type RemoteComponent = ComponentType<RemoteAppProps>;
type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Component: RemoteComponent }
  | { status: 'missing' }
  | { status: 'failed' };

const loaded = new Map<RemoteName, RemoteComponent>();

interface RemoteAppHostProps {
  remote: RemoteName;
  host: HostApi;
  /** Rendered when /remotes.json does not list this remote. */
  missing?: ReactNode;
  /** Rendered instead of the retry screen when the remote cannot be loaded. */
  failed?: ReactNode;
}

export function RemoteApp({ remote, host, missing = null, failed }: RemoteAppHostProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const Component = loaded.get(remote);
    return Component ? { status: 'ready', Component } : { status: 'loading' };
  });

  useEffect(() => {
    if (attempt === 0 && loaded.has(remote)) return;
    let active = true;
    setState({ status: 'loading' });
    loadRemoteApp<RemoteAppProps>(remote, attempt > 0).then(
      (Component) => {
        loaded.set(remote, Component);
        // A transition: the remote's first render (its whole layout and page) yields to the browser
        // every few milliseconds, as the shell's own first render does, instead of holding the main
        // thread for all of it (150 ms and more on a slow phone).
        if (active) startTransition(() => setState({ status: 'ready', Component }));
      },
      (error: unknown) => {
        console.error(`Could not load the remote ${remote}`, error);
        if (active) setState(error instanceof RemoteMissingError ? { status: 'missing' } : { status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [remote, attempt]);

  const retry = () => {
    loaded.delete(remote);
    setAttempt((n) => n + 1);
  };

  switch (state.status) {
    case 'loading':
      return <PageLoader />;
    case 'missing':
      return <>{missing}</>;
    case 'failed':
      return failed ?? <RemoteLoadError onRetry={retry} />;
    case 'ready': {
      const { Component } = state;
      return (
        <ErrorBoundary
          // Navigating elsewhere gives the remote another chance.
          resetKeys={[pathname]}
          onError={(error, info) => console.error('A remote failed to render', error, info.componentStack)}
          onReset={(details) => {
            if (details.reason === 'imperative-api') retry();
          }}
          fallbackRender={({ resetErrorBoundary }) => <RemoteLoadError onRetry={() => resetErrorBoundary()} />}
        >
          <Suspense fallback={<PageLoader />}>
            <Component host={host} />
          </Suspense>
        </ErrorBoundary>
      );
    }
  }
}
