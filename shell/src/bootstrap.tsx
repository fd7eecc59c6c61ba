import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App';
import { syncAuthAcrossTabs, createHostApi, graphqlFetcher, resetRelayEnvironment } from '@freshmeals/host-api/session';
import { handOverFirstScreen } from './first-screen';
import { reloadOnChunkError } from './remotes/chunk-reload';
import { ensureRemotesRegistered } from './remotes/registry';

// Start fetching /remotes.json while React renders.
ensureRemotesRegistered().catch(() => {
  // RemoteApp shows the failure and offers a retry.
});
syncAuthAcrossTabs();

const host = createHostApi(graphqlFetcher, resetRelayEnvironment);
// A data router (one splat route; the apps route below it with <Routes>): it lets a screen hold a
// navigation back while it has unsaved changes (useBlocker), which a plain <BrowserRouter> cannot.
const router = createBrowserRouter([{ path: '*', element: <App host={host} /> }]);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
handOverFirstScreen(container);

const root = createRoot(container, {
  // A lazy chunk of an earlier deploy that is gone: load the current build instead of failing.
  // React's default reporting (the console) is kept for everything else.
  onCaughtError(error, info) {
    if (!reloadOnChunkError(error)) console.error(error, info.componentStack);
  },
  onUncaughtError(error) {
    if (!reloadOnChunkError(error)) reportError(error);
  },
});
// A transition: the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole tree (a page that is already on screen stays responsive).
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
