// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isSidebarShortcut,
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE,
  sidebarCookie,
  useCloseDrawerOnNavigation,
  useSidebarState,
} from './sidebar.ts';

afterEach(() => {
  for (const name of ['sidebar_state', 'admin_sidebar_state']) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('sidebar cookie and shortcut', () => {
  it('writes a 7-day cookie under the app’s name', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
    expect(sidebarCookie('sidebar_state', false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
    expect(sidebarCookie('admin_sidebar_state', true)).toBe('admin_sidebar_state=true; path=/; max-age=604800; SameSite=Lax');
  });

  it('reads the named cookie only, true or false, else null', () => {
    expect(readSidebarCookie('', 'sidebar_state')).toBeNull();
    expect(readSidebarCookie('a=1; sidebar_state=true; b=2', 'sidebar_state')).toBe(true);
    expect(readSidebarCookie('sidebar_state=false', 'sidebar_state')).toBe(false);
    expect(readSidebarCookie('sidebar_state=maybe', 'sidebar_state')).toBeNull();
    expect(readSidebarCookie('admin_sidebar_state=false', 'sidebar_state')).toBeNull();
    expect(readSidebarCookie('admin_sidebar_state=false', 'admin_sidebar_state')).toBe(false);
  });

  it('toggles with Ctrl+B or Cmd+B only', () => {
    const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
      key: k,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      ...mods,
    });
    expect(isSidebarShortcut(key('b', { ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key('b', { metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(key('B', { ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key('b'))).toBe(false);
    expect(isSidebarShortcut(key('b', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarShortcut(key('b', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSidebarShortcut(key('n', { ctrlKey: true }))).toBe(false);
  });
});

describe('useSidebarState', () => {
  it('starts from the cookie, else the app’s default, and remembers what Ctrl+B sets', () => {
    const admin = renderHook(() => useSidebarState({ cookie: 'admin_sidebar_state', defaultOpen: true }));
    expect(admin.result.current.open).toBe(true);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', ctrlKey: true })));
    expect(admin.result.current.open).toBe(false);
    expect(readSidebarCookie(document.cookie, 'admin_sidebar_state')).toBe(false);
    admin.unmount();

    document.cookie = sidebarCookie('sidebar_state', true);
    const site = renderHook(() => useSidebarState({ cookie: 'sidebar_state', defaultOpen: false }));
    expect(site.result.current.open).toBe(true);
    act(() => site.result.current.setOpen(false));
    expect(readSidebarCookie(document.cookie, 'sidebar_state')).toBe(false);
    // The other app's cookie is untouched.
    expect(readSidebarCookie(document.cookie, 'admin_sidebar_state')).toBe(false);
    site.unmount();
  });
});

describe('useCloseDrawerOnNavigation', () => {
  /** The drawer's state, with the page the router shows and the address bar moved separately. */
  function drawer(initialPage: string) {
    window.history.replaceState(null, '', initialPage);
    const hook = renderHook(
      ({ shown }) => {
        const [openMobile, setOpenMobile] = useState(false);
        useCloseDrawerOnNavigation({ openMobile, setOpenMobile }, shown);
        return { openMobile, setOpenMobile };
      },
      { initialProps: { shown: initialPage } },
    );
    return {
      open: () => act(() => hook.result.current.setOpenMobile(true)),
      isOpen: () => hook.result.current.openMobile,
      /** The address bar changes at once; the router shows the page once it has loaded. */
      addressBar: (page: string) => window.history.pushState(null, '', page),
      shown: (page: string) => hook.rerender({ shown: page }),
    };
  }

  it('closes a drawer that was open on the page left behind (a link elsewhere, the back button)', () => {
    const d = drawer('/about-us');
    d.open();
    d.addressBar('/contact-us');
    d.shown('/contact-us');
    expect(d.isOpen()).toBe(false);
  });

  it('keeps a drawer opened while the next page was loading open when that page appears', () => {
    const d = drawer('/about-us');
    d.addressBar('/contact-us');
    d.open();
    d.shown('/contact-us');
    expect(d.isOpen()).toBe(true);
    // And the page after that closes it again.
    d.addressBar('/plans');
    d.shown('/plans');
    expect(d.isOpen()).toBe(false);
  });
});
