// The admin console (remote `mfe_admin`, exposed as `./App`), mounted by the shell under
// /dashboard/* behind its authenticated and staff gates. Routes are relative to /dashboard.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import './antd.css';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import type { RemoteAppProps } from '@freshmeals/host-api';
import { canAccess } from './access';
import { AdminLayout } from './layout/AdminLayout';
import { consoleHomePath, HostProvider, useHost } from '@freshmeals/host-api';
import { RouteData } from './lib/route-data';
import { useDocumentTitle } from './lib/use-document-title';
import { ADMIN_ROUTES, type AdminRoute } from './routes';
import { AdminNotFound } from './screens/AdminNotFound';
import { reducedMotionTheme, theme } from './theme';
import { useReducedMotion } from './lib/use-reduced-motion';

/** A second line behind the shell's gates: the route's required role (access.ts). */
function RequireAccess() {
  const { pathname } = useLocation();
  const role = useHost().useAuth().user?.role;
  if (canAccess(role, pathname)) return <Outlet />;
  // Kitchen staff asking for an admin's screen land on their home screen, riders on their run.
  return <Navigate to={role === 'customer' ? '/account' : role === 'kitchen' || role === 'delivery' ? consoleHomePath(role) : '/login'} replace />;
}

/** /dashboard itself: admins and kitchen staff land on the home screen, riders on their run. */
function ConsoleHome() {
  const role = useHost().useAuth().user?.role;
  return <Navigate to={consoleHomePath(role)} replace />;
}

/** A route's screen; one that reads preloaded queries gets them for the current URL (started here on a direct load). */
export function AdminScreen({ route }: { route: AdminRoute }) {
  useDocumentTitle(route.title);
  const Screen = route.component;
  return route.queries ? (
    <RouteData queries={route.queries}>
      <Screen />
    </RouteData>
  ) : (
    <Screen />
  );
}

function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return <AdminNotFound />;
}

export function AdminRoutes(): ReactNode {
  return (
    <Routes>
      <Route element={<RequireAccess />}>
        <Route index element={<ConsoleHome />} />
        <Route element={<AdminLayout />}>
          {ADMIN_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<AdminScreen route={route} />} />
          ))}
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Route>
    </Routes>
  );
}

export default function App({ host }: RemoteAppProps) {
  const reducedMotion = useReducedMotion();
  return (
    <HostProvider host={host}>
      <ConfigProvider theme={reducedMotion ? reducedMotionTheme : theme}>
        <AdminRoutes />
      </ConfigProvider>
    </HostProvider>
  );
}
