export {
  isSidebarShortcut,
  MOBILE_MEDIA_QUERY,
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_KEYBOARD_SHORTCUT,
  sidebarCookie,
  useIsMobile,
  useSidebarState,
  type SidebarOptions,
  type SidebarState,
} from './sidebar.ts';
export { capitalise, DATE_FORMAT, formatDateTime, formatINR } from './format.ts';
