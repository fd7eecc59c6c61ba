// The page name analytics reports for a path (time_on_page, scroll_depth): lowercase letters,
// digits and dashes, as the gateway's catalogue requires.
const PAGE_NAMES: Record<string, string> = {
  '/': 'home',
  '/plans': 'plans',
  '/about-us': 'about-us',
  '/contact-us': 'contact-us',
  '/t&c': 'terms',
  '/privacy-policy': 'privacy-policy',
  '/login': 'login',
  '/sign-up': 'sign-up',
  '/signup': 'sign-up',
  '/verify': 'verify',
  '/account': 'account',
};

export function pageNameFor(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // keep the raw path
  }
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PAGE_NAMES[trimmed] ?? 'not-found';
}
