// The admin screens as data, read by the router (App.tsx) and by the sidebar menu. Each screen's
// code (and its Relay artifacts) loads on first use. A screen made with preloadedScreen also names
// the queries it reads: its route starts them with its code (lib/route-data.tsx).
import type { ComponentType } from 'react';
import type { IEnvironment } from 'relay-runtime';
import { DASHBOARD_BASE } from './access';
import { preloadedScreen, type RouteInput, type RouteQueries } from './lib/route-data';
import { contactEnquiryDetailQueries } from './pages/contact-enquiry-detail/route';
import { contactEnquiryQueries } from './pages/contact-enquiry/route';
import { accountQueries } from './pages/account/route';
import { apiKeysQueries } from './pages/api-keys/route';
import { auditQueries } from './pages/audit/route';
import { closuresQueries } from './pages/closures/route';
import { dishesAddQueries } from './pages/dishes-add/route';
import { dishesEditQueries } from './pages/dishes-edit/route';
import { dishesQueries } from './pages/dishes/route';
import { deliveriesQueries } from './pages/deliveries/route';
import { dispatchQueries } from './pages/dispatch/route';
import { homeQueries } from './pages/home/route';
import { menuQueries } from './pages/menu/route';
import { offersQueries } from './pages/offers/route';
import { orderEnquiryDetailQueries } from './pages/order-enquiry-detail/route';
import { orderEnquiryQueries } from './pages/order-enquiry/route';
import { outboxQueries } from './pages/outbox/route';
import { paymentsQueries } from './pages/payments/route';
import { productionQueries } from './pages/production/route';
import { routineQueries } from './pages/routine/route';
import { serviceAreaQueries } from './pages/service-area/route';
import { settingsQueries } from './pages/settings/route';
import { staffQueries } from './pages/staff/route';
import { transactionsQueries } from './pages/transactions/route';
import { usersQueries } from './pages/users/route';
import { webhooksQueries } from './pages/webhooks/route';

export type AdminMenuIcon =
  | 'home'
  | 'deliveries'
  | 'production'
  | 'closures'
  | 'users'
  | 'menu-dishes'
  | 'dishes'
  | 'menu'
  | 'order-enquiry'
  | 'contact-enquiry'
  | 'api-keys'
  | 'webhooks'
  | 'staff'
  | 'service-area'
  | 'audit'
  | 'outbox'
  | 'payments'
  | 'offers'
  | 'settings';

export interface AdminRoute {
  /** Path relative to /dashboard, as react-router matches it. */
  path: string;
  /** The screen's title (its page heading). */
  title: string;
  /** Set for the screens listed in the sidebar. */
  menu?: { label: string; icon: AdminMenuIcon; group?: AdminMenuGroupKey };
  /** The screen, loaded on demand. */
  component: ComponentType;
  /** The queries the screen reads with usePreloadedQuery (App.tsx renders it inside RouteData). */
  queries?: RouteQueries;
  /** Starts the screen's code and its queries for a URL, before it renders (sidebar links). */
  preload?(input: RouteInput, environment: IEnvironment): void;
}

export type AdminMenuGroupKey = 'menu-dishes';

export const MENU_GROUPS: Record<AdminMenuGroupKey, { label: string; icon: AdminMenuIcon }> = {
  'menu-dishes': { label: 'Menu & Dishes', icon: 'menu-dishes' },
};

export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { path: 'home', title: 'Home', menu: { label: 'Home', icon: 'home' }, ...preloadedScreen(() => import('./pages/home'), homeQueries) },
  { path: 'users', title: 'Users', menu: { label: 'Users', icon: 'users' }, ...preloadedScreen(() => import('./pages/users'), usersQueries) },
  { path: 'users/transactions', title: 'Transactions', ...preloadedScreen(() => import('./pages/transactions'), transactionsQueries) },
  { path: 'users/user-routine', title: 'Routine', ...preloadedScreen(() => import('./pages/routine'), routineQueries) },
  {
    path: 'dishes',
    title: 'Dishes',
    menu: { label: 'Dishes', icon: 'dishes', group: 'menu-dishes' },
    ...preloadedScreen(() => import('./pages/dishes'), dishesQueries),
  },
  { path: 'dishes/add', title: 'Add Dish', ...preloadedScreen(() => import('./pages/dishes-add'), dishesAddQueries) },
  { path: 'dishes/edit', title: 'Edit Dish', ...preloadedScreen(() => import('./pages/dishes-edit'), dishesEditQueries) },
  { path: 'menu', title: 'Menu', menu: { label: 'Menu', icon: 'menu', group: 'menu-dishes' }, ...preloadedScreen(() => import('./pages/menu'), menuQueries) },
  {
    path: 'order-enquiry',
    title: 'Order Enquiry',
    menu: { label: 'Order Enquiry', icon: 'order-enquiry' },
    ...preloadedScreen(() => import('./pages/order-enquiry'), orderEnquiryQueries),
  },
  { path: 'order-enquiry/:id', title: 'Order Enquiry Details', ...preloadedScreen(() => import('./pages/order-enquiry-detail'), orderEnquiryDetailQueries) },
  {
    path: 'contact-enquiry',
    title: 'Contact Enquiry',
    menu: { label: 'Contact Enquiry', icon: 'contact-enquiry' },
    ...preloadedScreen(() => import('./pages/contact-enquiry'), contactEnquiryQueries),
  },
  { path: 'contact-enquiry/:id', title: 'Contact Enquiry Details', ...preloadedScreen(() => import('./pages/contact-enquiry-detail'), contactEnquiryDetailQueries) },
  { path: 'dispatch-summary', title: 'Dispatch List', ...preloadedScreen(() => import('./pages/dispatch'), dispatchQueries) },
  {
    path: 'deliveries',
    title: 'Deliveries',
    menu: { label: 'Deliveries', icon: 'deliveries' },
    ...preloadedScreen(() => import('./pages/deliveries'), deliveriesQueries),
  },
  {
    path: 'production',
    title: 'Production sheet',
    menu: { label: 'Production sheet', icon: 'production' },
    ...preloadedScreen(() => import('./pages/production'), productionQueries),
  },
  {
    path: 'closures',
    title: 'Kitchen closures',
    menu: { label: 'Kitchen closures', icon: 'closures' },
    ...preloadedScreen(() => import('./pages/closures'), closuresQueries),
  },
  { path: 'api-keys', title: 'API keys', menu: { label: 'API keys', icon: 'api-keys' }, ...preloadedScreen(() => import('./pages/api-keys'), apiKeysQueries) },
  {
    path: 'webhooks',
    title: 'Webhooks',
    menu: { label: 'Webhooks', icon: 'webhooks' },
    ...preloadedScreen(() => import('./pages/webhooks'), webhooksQueries),
  },
  {
    path: 'service-area',
    title: 'Service area',
    menu: { label: 'Service area', icon: 'service-area' },
    ...preloadedScreen(() => import('./pages/service-area'), serviceAreaQueries),
  },
  { path: 'staff', title: 'Staff', menu: { label: 'Staff', icon: 'staff' }, ...preloadedScreen(() => import('./pages/staff'), staffQueries) },
  { path: 'audit', title: 'Audit log', menu: { label: 'Audit log', icon: 'audit' }, ...preloadedScreen(() => import('./pages/audit'), auditQueries) },
  { path: 'payments', title: 'Payments', menu: { label: 'Payments', icon: 'payments' }, ...preloadedScreen(() => import('./pages/payments'), paymentsQueries) },
  { path: 'offers', title: 'Offers', menu: { label: 'Offers', icon: 'offers' }, ...preloadedScreen(() => import('./pages/offers'), offersQueries) },
  { path: 'outbox', title: 'Outbox', menu: { label: 'Outbox', icon: 'outbox' }, ...preloadedScreen(() => import('./pages/outbox'), outboxQueries) },
  { path: 'settings', title: 'Settings', menu: { label: 'Settings', icon: 'settings' }, ...preloadedScreen(() => import('./pages/settings'), settingsQueries) },
  // The signed-in admin's own profile and password: opened from the user menu, not the sidebar.
  { path: 'account', title: 'Account', ...preloadedScreen(() => import('./pages/account'), accountQueries) },
];

export function absolutePath(route: Pick<AdminRoute, 'path'>): string {
  return `${DASHBOARD_BASE}/${route.path}`;
}

export interface MenuLeaf {
  key: string;
  label: string;
  icon: AdminMenuIcon;
}

export interface MenuGroup {
  key: AdminMenuGroupKey;
  label: string;
  icon: AdminMenuIcon;
  children: MenuLeaf[];
}

export type MenuEntry = MenuLeaf | MenuGroup;

/** The sidebar: menu entries in route order; a group sits where its first child is. Keys are paths. */
export function buildMenu(routes: readonly AdminRoute[] = ADMIN_ROUTES): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const groups = new Map<AdminMenuGroupKey, MenuGroup>();
  for (const route of routes) {
    if (!route.menu) continue;
    const leaf: MenuLeaf = { key: absolutePath(route), label: route.menu.label, icon: route.menu.icon };
    const groupKey = route.menu.group;
    if (!groupKey) {
      entries.push(leaf);
      continue;
    }
    let group = groups.get(groupKey);
    if (!group) {
      group = { key: groupKey, ...MENU_GROUPS[groupKey], children: [] };
      groups.set(groupKey, group);
      entries.push(group);
    }
    group.children.push(leaf);
  }
  return entries;
}

function leaves(entries: readonly MenuEntry[]): Array<{ leaf: MenuLeaf; group?: MenuGroup }> {
  return entries.flatMap((entry) =>
    'children' in entry ? entry.children.map((leaf) => ({ leaf, group: entry })) : [{ leaf: entry }],
  );
}

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The sidebar entry to highlight: the longest entry path that prefixes the pathname. */
export function selectedKeyFor(pathname: string, entries: readonly MenuEntry[] = buildMenu()): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: MenuLeaf | undefined;
  for (const { leaf } of leaves(entries)) {
    if (isUnder(path, leaf.key) && (!best || leaf.key.length > best.key.length)) best = leaf;
  }
  return best?.key;
}

/** The submenu that holds the highlighted entry, opened on load. */
export function openKeysFor(pathname: string, entries: readonly MenuEntry[] = buildMenu()): string[] {
  const selected = selectedKeyFor(pathname, entries);
  const match = leaves(entries).find(({ leaf }) => leaf.key === selected);
  return match?.group ? [match.group.key] : [];
}
