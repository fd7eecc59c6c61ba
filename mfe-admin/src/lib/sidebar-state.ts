import { useCallback, useEffect, useState } from 'react';

/** The sidebar's open state is kept in a cookie for 7 days (spec 4 and 9). */
export const SIDEBAR_COOKIE = 'admin_sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 604800;

export function readSidebarOpen(cookie: string): boolean {
  const match = cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(() => readSidebarOpen(document.cookie));
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
  }, []);
  return [open, setOpen];
}

/** Ctrl+B or Meta+B toggles the sidebar (spec 2.3). */
export function useSidebarShortcut(toggle: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);
}
