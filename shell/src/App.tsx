// The shell's routes: /dashboard/* behind the authenticated and staff gates, served by
// the admin remote; every other path goes to the public remote, which has its own routes
// (including its not-found page).
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Toaster } from 'sonner';
import type { HostApi } from '@freshmeals/host-api';
import { RequireStaff, RequireAuth } from './auth/gates';
import { NotFoundPage } from './components/NotFoundPage';
import { PageLoader } from './components/PageLoader';
import { ScrollToTop } from './components/ScrollToTop';
import { RemoteApp } from './remotes/RemoteApp';
import { useRelayEnvironment } from '@freshmeals/host-api/session';

// Loaded only when needed: the public site's own sign-in page is the one users normally see.
const ShellSignIn = lazy(() => import('./auth/ShellSignIn'));

export function ShellRoutes({ host }: { host: HostApi }) {
  const auth = host.useAuth();
  const { pathname } = useLocation();
  // The gates send everyone to /login: when the public site cannot be loaded, the shell signs staff in itself.
  const signInFallback =
    pathname === '/login' ? (
      <Suspense fallback={<PageLoader />}>
        <ShellSignIn host={host} />
      </Suspense>
    ) : undefined;
  return (
    <Routes>
      <Route
        path="/dashboard"
        element={
          <RequireAuth auth={auth}>
            <RequireStaff auth={auth} />
          </RequireAuth>
        }
      >
        <Route index element={<Navigate to="/dashboard/home" replace />} />
        <Route path="*" element={<RemoteApp remote="mfe_admin" host={host} missing={<NotFoundPage />} />} />
      </Route>
      <Route
        path="*"
        element={<RemoteApp remote="mfe_public" host={host} missing={signInFallback ?? <NotFoundPage />} failed={signInFallback} />}
      />
    </Routes>
  );
}

export function App({ host }: { host: HostApi }) {
  const environment = useRelayEnvironment();
  return (
    <RelayEnvironmentProvider environment={environment}>
      <ScrollToTop />
      <ShellRoutes host={host} />
      <Toaster position="top-center" richColors closeButton />
    </RelayEnvironmentProvider>
  );
}
