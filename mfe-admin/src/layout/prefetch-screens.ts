// The code of every console screen, downloaded once the first screen shows, so that a later click
// waits for the screen's data only. Measured by `npm run bench:web` on its throttled profile, a
// click on Users took 2.9 s, of which 2.0 s went to downloading the screen's code after the click.
//
// Nothing here runs a screen. Each entry is the screen's import as routes.ts writes it, marked for
// prefetching: when this module's own chunk has loaded, the bundler's runtime adds a
// `<link rel="prefetch">` for each of those chunks. The browser fetches them at its lowest priority
// into its cache, and parses or runs none of them, so the screen on show loses no CPU to them; the
// route's own import later finds its chunk there. This module is loaded on its own, after the first
// screen (prefetchScreensWhenIdle), so that the downloads never compete with that screen's.

/** Every route's screen (routes.ts), by the route's path: a test keeps the two lists the same. */
export const SCREEN_CODE: Readonly<Record<string, () => Promise<unknown>>> = {
  'home': () => import(/* webpackPrefetch: true */ '../pages/home'),
  'users': () => import(/* webpackPrefetch: true */ '../pages/users'),
  'users/transactions': () => import(/* webpackPrefetch: true */ '../pages/transactions'),
  'users/user-routine': () => import(/* webpackPrefetch: true */ '../pages/routine'),
  'dishes': () => import(/* webpackPrefetch: true */ '../pages/dishes'),
  'dishes/add': () => import(/* webpackPrefetch: true */ '../pages/dishes-add'),
  'dishes/edit': () => import(/* webpackPrefetch: true */ '../pages/dishes-edit'),
  'menu': () => import(/* webpackPrefetch: true */ '../pages/menu'),
  'order-enquiry': () => import(/* webpackPrefetch: true */ '../pages/order-enquiry'),
  'order-enquiry/:id': () => import(/* webpackPrefetch: true */ '../pages/order-enquiry-detail'),
  'contact-enquiry': () => import(/* webpackPrefetch: true */ '../pages/contact-enquiry'),
  'contact-enquiry/:id': () => import(/* webpackPrefetch: true */ '../pages/contact-enquiry-detail'),
  'dispatch-summary': () => import(/* webpackPrefetch: true */ '../pages/dispatch'),
  'deliveries': () => import(/* webpackPrefetch: true */ '../pages/deliveries'),
  'production': () => import(/* webpackPrefetch: true */ '../pages/production'),
  'closures': () => import(/* webpackPrefetch: true */ '../pages/closures'),
  'api-keys': () => import(/* webpackPrefetch: true */ '../pages/api-keys'),
  'webhooks': () => import(/* webpackPrefetch: true */ '../pages/webhooks'),
  'service-area': () => import(/* webpackPrefetch: true */ '../pages/service-area'),
  'staff': () => import(/* webpackPrefetch: true */ '../pages/staff'),
  'audit': () => import(/* webpackPrefetch: true */ '../pages/audit'),
  'payments': () => import(/* webpackPrefetch: true */ '../pages/payments'),
  'offers': () => import(/* webpackPrefetch: true */ '../pages/offers'),
  'outbox': () => import(/* webpackPrefetch: true */ '../pages/outbox'),
  'settings': () => import(/* webpackPrefetch: true */ '../pages/settings'),
  'account': () => import(/* webpackPrefetch: true */ '../pages/account'),
};
