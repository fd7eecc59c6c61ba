// A sidebar that behaves the same in every app: expanded or collapsed on a desktop, a drawer below
// the mobile breakpoint; its desktop state is remembered in a cookie for 7 days, and Ctrl+B / Cmd+B
// toggles it (the drawer on a phone). Each app names its own cookie and default.
import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Mobile means a viewport below 768 px (Ant Design's `md`). */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';
/** 7 days, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE = 604_800;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

function subscribeMobile(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(MOBILE_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function getMobile(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(MOBILE_MEDIA_QUERY).matches;
}

/**
 * What a render on a server (which has no viewport and no `document.cookie`) takes the browser it
 * renders for to be: below the mobile breakpoint or not, and the cookies its request carried.
 */
export interface SidebarServerHint {
  mobile: boolean;
  cookie: string;
}

export const SidebarServerContext = createContext<SidebarServerHint>({ mobile: false, cookie: '' });

/** Whether the viewport is below the mobile breakpoint, kept in sync with resizes. */
export function useIsMobile(): boolean {
  const server = useContext(SidebarServerContext);
  return useSyncExternalStore(subscribeMobile, getMobile, () => server.mobile);
}

/** The open state the named cookie holds, or null when there is none (or it says something else). */
export function readSidebarCookie(cookie: string, name: string): boolean | null {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      if (value === 'true') return true;
      if (value === 'false') return false;
    }
  }
  return null;
}

/** The cookie string that keeps the open state for 7 days. */
export function sidebarCookie(name: string, open: boolean): string {
  return `${name}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Ctrl+B or Cmd+B (no Alt, no Shift: Ctrl+Shift+B is the browser's bookmarks bar). */
export function isSidebarShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (
    event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
  );
}

export interface SidebarState {
  isMobile: boolean;
  /** Desktop: expanded (true) or collapsed to icons (false). */
  open: boolean;
  /** Mobile: the drawer is open. */
  openMobile: boolean;
  setOpen(open: boolean): void;
  setOpenMobile(open: boolean): void;
  toggle(): void;
}

export interface SidebarOptions {
  /** The cookie that remembers the desktop state. */
  cookie: string;
  /** The desktop state when the cookie says nothing. */
  defaultOpen: boolean;
}

export function useSidebarState({ cookie, defaultOpen }: SidebarOptions): SidebarState {
  const isMobile = useIsMobile();
  const server = useContext(SidebarServerContext);
  const [open, setOpenState] = useState<boolean>(
    () => readSidebarCookie(typeof document === 'undefined' ? server.cookie : document.cookie, cookie) ?? defaultOpen,
  );
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback(
    (value: boolean) => {
      setOpenState(value);
      document.cookie = sidebarCookie(cookie, value);
    },
    [cookie],
  );

  const toggle = useCallback(() => {
    if (getMobile()) setOpenMobile((value) => !value);
    else {
      setOpenState((value) => {
        document.cookie = sidebarCookie(cookie, !value);
        return !value;
      });
    }
  }, [cookie]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // Leaving the mobile width closes the drawer.
  useEffect(() => {
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  return { isMobile, open, openMobile, setOpen, setOpenMobile, toggle };
}

/**
 * Closes the phone drawer when the page shown changes (a link outside the drawer, the browser's
 * back button), given the router's `pathname` of the page shown. A drawer opened while a page was
 * still loading was opened on that page (the address bar already named it): it stays open when the
 * page appears, rather than closing under the user's finger.
 */
export function useCloseDrawerOnNavigation({ openMobile, setOpenMobile }: Pick<SidebarState, 'openMobile' | 'setOpenMobile'>, pathname: string): void {
  const openedOn = useRef<string | null>(null);
  useEffect(() => {
    openedOn.current = openMobile && typeof window !== 'undefined' ? window.location.pathname : null;
  }, [openMobile]);
  useEffect(() => {
    if (openedOn.current !== null && openedOn.current !== pathname) setOpenMobile(false);
    // Only a change of the page shown closes it, not a drawer just opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
