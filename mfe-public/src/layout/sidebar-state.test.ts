import { describe, expect, it } from 'vitest';
import {
  isSidebarShortcut,
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  sidebarCookie,
} from './sidebar-state';

describe('sidebar state (spec 2.3, 9)', () => {
  it('has the spec widths and a 7-day cookie', () => {
    expect([SIDEBAR_WIDTH, SIDEBAR_WIDTH_MOBILE, SIDEBAR_WIDTH_ICON]).toEqual(['16rem', '18rem', '3rem']);
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
    expect(sidebarCookie(true)).toBe('sidebar_state=true; path=/; max-age=604800; SameSite=Lax');
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
  });

  it('reads the open state from the cookie string', () => {
    expect(readSidebarCookie('')).toBeNull();
    expect(readSidebarCookie('a=1; sidebar_state=true; b=2')).toBe(true);
    expect(readSidebarCookie('sidebar_state=false')).toBe(false);
    expect(readSidebarCookie('sidebar_state=maybe')).toBeNull();
    expect(readSidebarCookie('my_sidebar_state=true')).toBeNull();
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
