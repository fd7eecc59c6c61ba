// The public remote's pages, each its own chunk (the home route loads only the layout and the
// home page). `preloadRoute` starts the current page's download together with the App chunk.
import { lazyPage } from './lib/lazy-page';

export const HomePage = lazyPage(() => import('./pages/home/HomePage'));
export const PlansPage = lazyPage(() => import('./pages/plans/PlansPage'));
export const AboutPage = lazyPage(() => import('./pages/AboutPage'));
export const ContactPage = lazyPage(() => import('./pages/ContactPage'));
export const TermsPage = lazyPage(() => import('./pages/TermsPage'));
export const PrivacyPage = lazyPage(() => import('./pages/PrivacyPage'));
export const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'));
export const LoginPage = lazyPage(() => import('./pages/LoginPage'));
export const SignUpPage = lazyPage(() => import('./pages/SignUpPage'));
export const VerifyPage = lazyPage(() => import('./pages/VerifyPage'));
export const ForgotPasswordPage = lazyPage(() => import('./pages/ForgotPasswordPage'));
export const ResetPasswordPage = lazyPage(() => import('./pages/ResetPasswordPage'));
export const SetPasswordPage = lazyPage(() => import('./pages/SetPasswordPage'));
export const AccountPage = lazyPage(() => import('./pages/AccountPage'));
export const UnsubscribePage = lazyPage(() => import('./pages/UnsubscribePage'));

const BY_PATH: Record<string, { preload(): Promise<void> }> = {
  '/': HomePage,
  '/plans': PlansPage,
  '/about-us': AboutPage,
  '/contact-us': ContactPage,
  '/t&c': TermsPage,
  '/privacy-policy': PrivacyPage,
  '/login': LoginPage,
  '/sign-up': SignUpPage,
  '/signup': SignUpPage,
  '/verify': VerifyPage,
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/set-password': SetPasswordPage,
  '/account': AccountPage,
  '/unsubscribe': UnsubscribePage,
};

export function preloadRoute(pathname: string): void {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // keep it
  }
  const page = BY_PATH[path.length > 1 ? path.replace(/\/+$/, '') : path] ?? NotFoundPage;
  page.preload().catch(() => undefined);
}

/** Every page (unit tests render the App synchronously). */
export function preloadAllRoutes(): Promise<void> {
  return Promise.all([...new Set([...Object.values(BY_PATH), NotFoundPage])].map((page) => page.preload())).then(
    () => undefined,
  );
}
