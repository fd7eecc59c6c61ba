// Standalone mount of the public remote (its own dev server / dist/mfe-public/index.html): the
// same providers the shell gives it — router, host API (with its Relay environment) and toaster —
// so the pages can be worked on without the shell. In production the shell loads `./App` instead.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Toaster } from 'sonner';
import { toasterProps } from '@freshmeals/ui/toaster';
import { createHostApi, graphqlFetcher, resetRelayEnvironment } from '@freshmeals/host-api/session';
import App from './App';
import './standalone.css';

const host = createHostApi(graphqlFetcher, resetRelayEnvironment);

function Standalone() {
  return (
    <>
      <App host={host} />
      <Toaster {...toasterProps} />
    </>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Standalone />
      </BrowserRouter>
    </StrictMode>,
  );
}
