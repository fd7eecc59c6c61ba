// Every path of the site, public and admin: the shell's own list of what its two remotes route.
// The gateway answers HTTP 404 (with the app, which shows its not-found page) for any other path,
// so that crawlers and link checkers see a missing page as missing. A remote that adds a route
// adds it here too; a test compares this list with both remotes' routes.
// Kept free of imports: the gateway reads it as well.

/** Path patterns as react-router writes them: `:name` is one segment. */
export const PUBLIC_PATHS = [
  '/',
  '/plans',
  '/about-us',
  '/contact-us',
  '/t&c',
  '/privacy-policy',
  '/login',
  '/sign-up',
  '/signup',
  '/verify',
  '/forgot-password',
  '/reset-password',
  '/sign-in-code',
  '/set-password',
  '/account',
  '/unsubscribe',
  '/r/:code',
] as const;

export const ADMIN_PATHS = [
  '/dashboard',
  '/dashboard/home',
  '/dashboard/users',
  '/dashboard/users/transactions',
  '/dashboard/users/user-routine',
  '/dashboard/dishes',
  '/dashboard/dishes/add',
  '/dashboard/dishes/edit',
  '/dashboard/menu',
  '/dashboard/order-enquiry',
  '/dashboard/order-enquiry/:id',
  '/dashboard/contact-enquiry',
  '/dashboard/contact-enquiry/:id',
  '/dashboard/dispatch-summary',
  '/dashboard/deliveries',
  '/dashboard/production',
  '/dashboard/closures',
  '/dashboard/account',
  '/dashboard/api-keys',
  '/dashboard/webhooks',
  '/dashboard/service-area',
  '/dashboard/staff',
  '/dashboard/audit',
  '/dashboard/payments',
  '/dashboard/offers',
  '/dashboard/outbox',
  '/dashboard/settings',
] as const;

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether a path is a page of the site (case-insensitive, a trailing slash allowed, as the router matches). */
export function isSitePath(pathname: string): boolean {
  const wanted = segments(pathname.toLowerCase());
  return [...PUBLIC_PATHS, ...ADMIN_PATHS].some((pattern) => {
    const parts = segments(pattern);
    return parts.length === wanted.length && parts.every((part, i) => part.startsWith(':') || part === wanted[i]);
  });
}
