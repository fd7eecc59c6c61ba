// The list of screens whose code the console downloads ahead is the router's list.
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES } from '../routes';
import { SCREEN_CODE } from './prefetch-screens';

describe('the screens whose code is downloaded ahead', () => {
  it('are every screen the console routes to, and only those', () => {
    expect(Object.keys(SCREEN_CODE).sort()).toEqual(ADMIN_ROUTES.map((route) => route.path).sort());
  });
});
