// The kitchen's daily screens (issue 5), by route path (routes.ts), each loaded on first use.
import { lazy, type ComponentType } from 'react';

export const ISSUE5_SCREENS: Partial<Record<string, ComponentType>> = {
  home: lazy(() => import('./home')),
  'users/user-routine': lazy(() => import('./routine')),
  'dispatch-summary': lazy(() => import('./dispatch')),
  menu: lazy(() => import('./menu')),
};
