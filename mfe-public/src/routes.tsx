// The public remote's pages, each its own chunk (the home route loads only the layout and the
// home page). `preloadRoute` starts the current page's download together with the App chunk.
import { lazyPage } from './lib/lazy-page';
import { AccountPageCode } from './pages/account/lazy-account-page';

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
export const SignInCodePage = lazyPage(() => import('./pages/SignInCodePage'));
export const SetPasswordPage = lazyPage(() => import('./pages/SetPasswordPage'));
/**
 * /account is two chunks, asked for together: its route (pages/account/route.tsx), which starts the
 * page's query as soon as it renders, and the page's code, which the route renders once it has come.
 */
export const AccountPage = lazyPage(() => {
  AccountPageCode.preload().catch(() => undefined); // a failure shows when the route renders it
  return import('./pages/account/route');
});
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
  '/sign-in-code': SignInCodePage,
  '/set-password': SetPasswordPage,
  '/account': AccountPage,
  '/unsubscribe': UnsubscribePage,
};

/** The pages that read or write through Relay: App.tsx renders them inside the host's RelayProvider. */
const RELAY_PAGES = new Set<{ preload(): Promise<void> }>([
  ContactPage,
  LoginPage,
  SignUpPage,
  VerifyPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  SignInCodePage,
  SetPasswordPage,
  AccountPage,
  UnsubscribePage,
]);

/** The page a path shows. */
function pageAt(pathname: string): { preload(): Promise<void> } {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // keep it
  }
  const page = BY_PATH[path.length > 1 ? path.replace(/\/+$/, '') : path];
  // A referral link (/r/<code>) goes on to the sign-up page.
  return page ?? (/^\/r\/[^/]+\/?$/i.test(path) ? SignUpPage : NotFoundPage);
}

export function preloadRoute(pathname: string): void {
  pageAt(pathname).preload().catch(() => undefined);
}

/** Whether the page at `pathname` uses Relay (so Relay can start loading with the page). */
export function usesRelay(pathname: string): boolean {
  return RELAY_PAGES.has(pageAt(pathname));
}

/** Every path of a page, for the tests. */
export const PAGE_PATHS = Object.keys(BY_PATH);

/** Every page, with the parts a page loads on demand (unit tests render the App synchronously). */
export function preloadAllRoutes(): Promise<void> {
  const pages = [...new Set([...Object.values(BY_PATH), NotFoundPage, AccountPageCode])].map((page) => page.preload());
  const parts = import('./pages/plans/PlansPage').then((module) => module.preloadParts());
  return Promise.all([...pages, parts]).then(() => undefined);
}
