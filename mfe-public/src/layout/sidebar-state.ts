// The public layout's sidebar (spec 2.3, 4, 9): expanded or collapsed to icons on desktop, a
// slide-out drawer below 768 px; Ctrl+B / Cmd+B toggles it; the desktop open state is kept in a
// cookie for 7 days.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** 7 days (spec 9). */
export const SIDEBAR_COOKIE_MAX_AGE = 604_800;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
/** Spec 9: mobile means a viewport below 768 px. */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';

/** The open state held in the cookie string, or null when there is none. */
export function readSidebarCookie(cookie: string): boolean | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE_NAME) {
      const value = rest.join('=');
      if (value === 'true') return true;
      if (value === 'false') return false;
    }
  }
  return null;
}

/** The Set-Cookie-style string that keeps the open state for 7 days. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Ctrl+B or Cmd+B (no Alt, no Shift: Ctrl+Shift+B is the browser's bookmarks bar). */
export function isSidebarShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (
    event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
  );
}

function subscribeMobile(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(MOBILE_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function getMobile(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(MOBILE_MEDIA_QUERY).matches;
}

/** Whether the viewport is below the mobile breakpoint, kept in sync with resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribeMobile, getMobile, () => false);
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

/** Collapsed to icons unless the cookie says otherwise: the marketing pages keep their width. */
export function useSidebarState(defaultOpen = false): SidebarState {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState<boolean>(() =>
    typeof document === 'undefined' ? defaultOpen : (readSidebarCookie(document.cookie) ?? defaultOpen),
  );
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    document.cookie = sidebarCookie(value);
  }, []);

  const toggle = useCallback(() => {
    if (getMobile()) setOpenMobile((value) => !value);
    else {
      setOpenState((value) => {
        document.cookie = sidebarCookie(!value);
        return !value;
      });
    }
  }, []);

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
