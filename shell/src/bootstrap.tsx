import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App';
import { syncAuthAcrossTabs, createHostApi, graphqlFetcher, resetRelayEnvironment } from '@freshmeals/host-api/session';
import { reloadOnChunkError } from './remotes/chunk-reload';
import { ensureRemotesRegistered } from './remotes/registry';
import './styles.css';

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

createRoot(container, {
  // A lazy chunk of an earlier deploy that is gone: load the current build instead of failing.
  // React's default reporting (the console) is kept for everything else.
  onCaughtError(error, info) {
    if (!reloadOnChunkError(error)) console.error(error, info.componentStack);
  },
  onUncaughtError(error) {
    if (!reloadOnChunkError(error)) reportError(error);
  },
}).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
