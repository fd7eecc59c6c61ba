// The shell's routes: /dashboard/* behind the authenticated and staff gates, served by
// the admin remote; every other path goes to the public remote, which has its own routes
// (including its not-found page).
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { toasterProps } from '@freshmeals/ui/toaster';
import { consoleHomePath, type HostApi } from '@freshmeals/host-api';
import { RequireStaff, RequireAuth } from './auth/gates';
import { NotFoundPage } from './components/NotFoundPage';
import { PageLoader } from './components/PageLoader';
import { ScrollToTop } from './components/ScrollToTop';
import { RemoteApp } from './remotes/RemoteApp';

// Loaded only when needed: the public site's own sign-in page is the one users normally see.
const ShellSignIn = lazy(() => import('./auth/ShellSignIn'));

export function ShellRoutes({ host }: { host: HostApi }) {
  const auth = host.useAuth();
  const { pathname } = useLocation();
  // Every screen of the console uses Relay: it downloads alongside the console, not after it.
  const toConsole = pathname.startsWith('/dashboard') && auth.accessToken !== null;
  useEffect(() => {
    if (toConsole) host.preloadRelay();
  }, [host, toConsole]);
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
        {/* Admins and kitchen staff land on the home screen, riders on their run. */}
        <Route index element={<Navigate to={consoleHomePath(auth.user?.role)} replace />} />
        <Route path="*" element={<RemoteApp remote="mfe_admin" host={host} missing={<NotFoundPage />} />} />
      </Route>
      <Route
        path="*"
        element={<RemoteApp remote="mfe_public" host={host} missing={signInFallback ?? <NotFoundPage />} failed={signInFallback} />}
      />
    </Routes>
  );
}

// No Relay here: each remote puts `host.RelayProvider` around the screens that use it, so a page
// without Relay (the public home) does not download it.
export function App({ host }: { host: HostApi }) {
  return (
    <>
      <ScrollToTop />
      <ShellRoutes host={host} />
      <Toaster {...toasterProps} />
    </>
  );
}
