// The layout behaviour every app shares. Formats are separate entries (`@freshmeals/ui/format`,
// `@freshmeals/ui/dates`), so that a page downloads only what it uses.
export {
  isSidebarShortcut,
  MOBILE_MEDIA_QUERY,
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_KEYBOARD_SHORTCUT,
  sidebarCookie,
  SidebarServerContext,
  useCloseDrawerOnNavigation,
  useIsMobile,
  useSidebarState,
  type SidebarOptions,
  type SidebarServerHint,
  type SidebarState,
} from './sidebar.ts';
