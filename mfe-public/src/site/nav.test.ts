import { describe, expect, it } from 'vitest';
import { isNavActive, MAIN_NAV, ORDER_NOW_HREF } from './nav';

describe('navigation', () => {
  it('has the four main links and Order Now goes to /plans', () => {
    expect(MAIN_NAV.map((item) => [item.label, item.href])).toEqual([
      ['Home', '/'],
      ['Plans', '/plans'],
      ['About Us', '/about-us'],
      ['Contact Us', '/contact-us'],
    ]);
    expect(ORDER_NOW_HREF).toBe('/plans');
  });

  it('highlights a link when the path matches', () => {
    expect(isNavActive('/', { pathname: '/', hash: '' })).toBe(true);
    expect(isNavActive('/', { pathname: '/plans', hash: '' })).toBe(false);
    expect(isNavActive('/plans', { pathname: '/plans/', hash: '' })).toBe(true);
    expect(isNavActive('/about-us', { pathname: '/about-us', hash: '#no-upf' })).toBe(true);
  });

  it('highlights a hash link when the hash matches', () => {
    expect(isNavActive('/about-us#no-upf', { pathname: '/about-us', hash: '#no-upf' })).toBe(true);
    expect(isNavActive('/about-us#no-upf', { pathname: '/about-us', hash: '' })).toBe(false);
    expect(isNavActive('#how-it-works', { pathname: '/', hash: '#how-it-works' })).toBe(true);
  });
});
