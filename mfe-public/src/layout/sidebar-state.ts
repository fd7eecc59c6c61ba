// The public layout's sidebar: the shared behaviour of @freshmeals/ui (a drawer below 768 px,
// Ctrl+B / Cmd+B, the desktop state kept in a cookie for 7 days) with the site's own cookie, widths
// and default: collapsed to icons, so the marketing pages keep their width.
import { useSidebarState as useSharedSidebarState, type SidebarState } from '@freshmeals/ui';

export type { SidebarState };
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';

export function useSidebarState(defaultOpen = false): SidebarState {
  return useSharedSidebarState({ cookie: SIDEBAR_COOKIE_NAME, defaultOpen });
}
