// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isSidebarShortcut, readSidebarCookie, SIDEBAR_COOKIE_MAX_AGE, sidebarCookie, useSidebarState } from './sidebar.ts';

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
