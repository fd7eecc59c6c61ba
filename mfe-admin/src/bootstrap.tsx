// Standalone dev entry (`rsbuild dev --environment mfe-admin`): the console under /dashboard/* with the
// shell's HostApi (and its Relay environment). Sign-in happens in the shell; in the page the shell loads
// only `./App` (remoteEntry.js), never this file.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { toasterProps } from '@freshmeals/ui/toaster';
import { createHostApi, graphqlFetcher, resetRelayEnvironment } from '@freshmeals/host-api/session';
import App from './App';

const host = createHostApi(graphqlFetcher, resetRelayEnvironment);

function SignInElsewhere() {
  return (
    <p style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      mfe-admin runs standalone here. Sign in through the shell (for example run it with MF_DEV_REMOTES=1, which
      loads this dev server's bundle), then open /dashboard/home.
    </p>
  );
}

function Standalone() {
  return (
    <>
      <Routes>
        <Route path="/dashboard/*" element={<App host={host} />} />
        <Route path="/" element={<Navigate to="/dashboard/home" replace />} />
        <Route path="*" element={<SignInElsewhere />} />
      </Routes>
      <Toaster {...toasterProps} />
    </>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Standalone />
    </BrowserRouter>
  </StrictMode>,
);
