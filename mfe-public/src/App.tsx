// The public remote's exposed `./App`: every route outside /dashboard, inside the public
// layout. The shell owns the router, the Relay environment (the host's RelayProvider) and the
// sonner <Toaster />. Each page is its own chunk (routes.tsx).
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useParams } from 'react-router';
import { signupPathFor } from '@freshmeals/rules/referral-links';
import type { HostApi } from '@freshmeals/host-api';
import { WithoutFooter } from './layout/layout-context';
import PublicLayout from './layout/PublicLayout';
import { HostProvider, useHost } from '@freshmeals/host-api';
import { noteForHtml, setMetaDescription } from './lib/page-meta';
import {
  AboutPage,
  AccountPage,
  ContactPage,
  ForgotPasswordPage,
  HomePage,
  LoginPage,
  NotFoundPage,
  PlansPage,
  preloadRoute,
  PrivacyPage,
  ResetPasswordPage,
  SignInCodePage,
  SetPasswordPage,
  SignUpPage,
  TermsPage,
  UnsubscribePage,
  usesRelay,
  VerifyPage,
} from './routes';

if (typeof window !== 'undefined') preloadRoute(window.location.pathname);

/** A referral link (/r/<code>): the sign-up page, carrying the code. */
function ReferralLink() {
  return <Navigate to={signupPathFor(useParams().code ?? '')} replace />;
}

/** The sign-in pages: no footer (a focused task), and their meta description. */
function AuthRoute({ description, children }: { description: string; children: ReactNode }) {
  noteForHtml({ description });
  useEffect(() => setMetaDescription(description), [description]);
  return <WithoutFooter>{children}</WithoutFooter>;
}

/**
 * The pages that read or write through Relay. The others (home, plans, about, the legal pages)
 * have none, so a visitor who lands on them does not download it.
 */
function WithRelay() {
  const { RelayProvider } = useHost();
  // The first time, RelayProvider suspends while Relay loads, and the page below it would ask for
  // its code only then: asked for here, the page's code downloads alongside Relay (a navigation
  // from a page without Relay to /account, say), not after it. Asking again is free.
  preloadRoute(useLocation().pathname);
  return (
    <RelayProvider>
      <Outlet />
    </RelayProvider>
  );
}

export default function App({ host }: { host: HostApi }) {
  const { pathname } = useLocation();
  // Relay downloads alongside the page's own chunk, not after it, on the pages that use it.
  useEffect(() => {
    if (usesRelay(pathname)) host.preloadRelay();
  }, [host, pathname]);
  return (
    <HostProvider host={host}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<HomePage />} />
          <Route path="/plans" element={<PlansPage />} />
          <Route path="/about-us" element={<AboutPage />} />
          <Route path="/t&c" element={<TermsPage />} />
          <Route path="/privacy-policy" element={<PrivacyPage />} />
          <Route element={<WithRelay />}>
            <Route path="/contact-us" element={<ContactPage />} />
            <Route
              path="/login"
              element={
                <AuthRoute description="Sign in to your FreshMeals account to manage your meal plan.">
                  <LoginPage />
                </AuthRoute>
              }
            />
            <Route
              path="/sign-up"
              element={
                <AuthRoute description="Create your FreshMeals account: fresh, calorie-counted meals delivered to your door.">
                  <SignUpPage />
                </AuthRoute>
              }
            />
            <Route
              path="/signup"
              element={
                <AuthRoute description="Create your FreshMeals account: fresh, calorie-counted meals delivered to your door.">
                  <SignUpPage />
                </AuthRoute>
              }
            />
            <Route
              path="/verify"
              element={
                <AuthRoute description="Enter the 6-digit code we e-mailed you to verify your FreshMeals account.">
                  <VerifyPage />
                </AuthRoute>
              }
            />
            <Route
              path="/forgot-password"
              element={
                <AuthRoute description="Forgot your FreshMeals password? We'll e-mail you a 6-digit code to reset it.">
                  <ForgotPasswordPage />
                </AuthRoute>
              }
            />
            <Route
              path="/reset-password"
              element={
                <AuthRoute description="Enter the 6-digit code we e-mailed you and choose a new FreshMeals password.">
                  <ResetPasswordPage />
                </AuthRoute>
              }
            />
            <Route
              path="/sign-in-code"
              element={
                <AuthRoute description="Sign in to FreshMeals with a 6-digit code we e-mail you, without your password.">
                  <SignInCodePage />
                </AuthRoute>
              }
            />
            <Route
              path="/set-password"
              element={
                <AuthRoute description="Choose a password for the FreshMeals account the team created for you.">
                  <SetPasswordPage />
                </AuthRoute>
              }
            />
            <Route path="/account" element={<AccountPage />} />
            <Route path="/r/:code" element={<ReferralLink />} />
            <Route
              path="/unsubscribe"
              element={
                <AuthRoute description="Stop an e-mail from FreshMeals with the link it came with.">
                  <UnsubscribePage />
                </AuthRoute>
              }
            />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </HostProvider>
  );
}
