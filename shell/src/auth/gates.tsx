// The two gates in front of /dashboard: an authenticated gate (an access token is held)
// and a staff gate (role admin, kitchen or delivery; the console decides which of its screens each may open). Failing either sends the user to /login, except that a
// signed-in customer is sent to their account page, the only page of theirs behind a sign-in.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isStaffRole, type AuthState } from '@freshmeals/host-api';

export const LOGIN_PATH = '/login';
export const CUSTOMER_HOME_PATH = '/account';

export type GateDecision = { allow: true } | { allow: false; redirectTo: string };

const ALLOW: GateDecision = { allow: true };

/** Authenticated gate: needs an access token. */
export function authenticatedGate(auth: AuthState): GateDecision {
  return auth.accessToken ? ALLOW : { allow: false, redirectTo: LOGIN_PATH };
}

/** Staff gate: needs the role admin, kitchen or delivery; a signed-in customer goes to their account page. */
export function staffGate(auth: AuthState): GateDecision {
  if (isStaffRole(auth.user?.role)) return ALLOW;
  if (auth.accessToken && auth.user?.role === 'customer') return { allow: false, redirectTo: CUSTOMER_HOME_PATH };
  return { allow: false, redirectTo: LOGIN_PATH };
}

interface GateProps {
  auth: AuthState;
  children?: ReactNode;
}

function Gate({ decision, children }: { decision: GateDecision; children?: ReactNode }) {
  const location = useLocation();
  // The sign-in page returns to the page asked for (its query and fragment included).
  const from = `${location.pathname}${location.search}${location.hash}`;
  if (!decision.allow) return <Navigate to={decision.redirectTo} replace state={{ from }} />;
  return children ? <>{children}</> : <Outlet />;
}

export function RequireAuth({ auth, children }: GateProps) {
  return <Gate decision={authenticatedGate(auth)}>{children}</Gate>;
}

export function RequireStaff({ auth, children }: GateProps) {
  return <Gate decision={staffGate(auth)}>{children}</Gate>;
}
