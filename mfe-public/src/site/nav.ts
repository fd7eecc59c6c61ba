// Navigation items of the public layout (label, href, icon). The four
// main links appear in the top bar, the sidebar/drawer and the footer's Quick Links.
import type { ComponentType, SVGProps } from 'react';
import { HomeIcon, InfoIcon, MailIcon, PlansIcon } from '../ui/icons';

export interface NavItem {
  label: string;
  href: string;
  icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
}

export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', href: '/', icon: HomeIcon },
  { label: 'Plans', href: '/plans', icon: PlansIcon },
  { label: 'About Us', href: '/about-us', icon: InfoIcon },
  { label: 'Contact Us', href: '/contact-us', icon: MailIcon },
];

/** Every Order Now button goes here. */
export const ORDER_NOW_HREF = '/plans';

/**
 * A link is highlighted when the path or the hash matches it. A link with a hash
 * (e.g. /about-us#no-upf) matches that hash on its page; a plain link matches its path.
 */
export function isNavActive(href: string, location: { pathname: string; hash: string }): boolean {
  const [path, fragment] = href.split('#');
  const pathname = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  if (fragment !== undefined) {
    const hashMatches = location.hash === `#${fragment}`;
    return path ? hashMatches && pathname === path : hashMatches;
  }
  return pathname === path;
}
