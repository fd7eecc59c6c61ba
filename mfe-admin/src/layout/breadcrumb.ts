// The admin breadcrumb: 'Dashboard', then the path segments after /dashboard with dashes
// turned to spaces and each word capitalised. When more than 3 segments follow 'Dashboard', the
// earlier ones collapse into a dropdown and the last two stay visible.
import { DASHBOARD_BASE } from '../access';

export const MAX_VISIBLE_SEGMENTS = 3;
const KEPT_WHEN_COLLAPSED = 2;

export interface Crumb {
  title: string;
  /** Absolute path of this level. */
  path: string;
}

export type BreadcrumbEntry =
  | { kind: 'link'; crumb: Crumb }
  | { kind: 'current'; crumb: Crumb }
  | { kind: 'collapsed'; crumbs: Crumb[] };

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Words written in capitals rather than capitalised ('api-keys' → 'API Keys'). */
const ACRONYMS: Record<string, string> = { api: 'API' };

/** 'order-enquiry' → 'Order Enquiry'. */
export function segmentTitle(segment: string): string {
  return safeDecode(segment)
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => ACRONYMS[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function buildBreadcrumb(pathname: string): BreadcrumbEntry[] {
  const segments = pathname.split('/').filter(Boolean);
  const rest = segments[0] === DASHBOARD_BASE.slice(1) ? segments.slice(1) : segments;
  const root: Crumb = { title: 'Dashboard', path: DASHBOARD_BASE };
  if (rest.length === 0) return [{ kind: 'current', crumb: root }];

  const crumbs: Crumb[] = rest.map((segment, index) => ({
    title: segmentTitle(segment),
    path: `${DASHBOARD_BASE}/${rest.slice(0, index + 1).join('/')}`,
  }));
  const entries: BreadcrumbEntry[] = [{ kind: 'link', crumb: root }];
  let shown = crumbs;
  if (crumbs.length > MAX_VISIBLE_SEGMENTS) {
    entries.push({ kind: 'collapsed', crumbs: crumbs.slice(0, crumbs.length - KEPT_WHEN_COLLAPSED) });
    shown = crumbs.slice(crumbs.length - KEPT_WHEN_COLLAPSED);
  }
  shown.forEach((crumb, index) => {
    entries.push({ kind: index === shown.length - 1 ? 'current' : 'link', crumb });
  });
  return entries;
}
