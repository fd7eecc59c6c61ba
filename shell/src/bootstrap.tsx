import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
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
    <BrowserRouter>
      <App host={host} />
    </BrowserRouter>
  </StrictMode>,
);
