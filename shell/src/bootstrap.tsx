import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { syncAuthAcrossTabs } from './auth/store';
import { createHostApi } from './host';
import { ensureRemotesRegistered } from './remotes/registry';
import { graphqlFetcher, resetRelayEnvironment } from './relay/environment';
import './styles.css';

// Start fetching /remotes.json while React renders.
ensureRemotesRegistered().catch(() => {
  // RemoteApp shows the failure and offers a retry.
});
syncAuthAcrossTabs();

const host = createHostApi(graphqlFetcher, resetRelayEnvironment);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App host={host} />
    </BrowserRouter>
  </StrictMode>,
);
