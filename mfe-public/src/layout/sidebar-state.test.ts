import { describe, expect, it } from 'vitest';
import { sidebarCookie } from '@freshmeals/ui';
import { SIDEBAR_COOKIE_NAME, SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from './sidebar-state';

describe('the public sidebar', () => {
  it('has the 16 / 18 / 3 rem widths and keeps its state in the sidebar_state cookie for 7 days', () => {
    expect([SIDEBAR_WIDTH, SIDEBAR_WIDTH_MOBILE, SIDEBAR_WIDTH_ICON]).toEqual(['16rem', '18rem', '3rem']);
    expect(sidebarCookie(SIDEBAR_COOKIE_NAME, true)).toBe('sidebar_state=true; path=/; max-age=604800; SameSite=Lax');
  });
});
