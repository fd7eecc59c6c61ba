// The screens built so far, by route path (routes.ts). A route without one shows PlaceholderScreen.
import type { ComponentType } from 'react';
import { ISSUE4_SCREENS } from '../pages/issue4-screens';

export const SCREENS: Partial<Record<string, ComponentType>> = { ...ISSUE4_SCREENS };
