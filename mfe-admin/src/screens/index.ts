// The screens built so far, by route path (routes.ts). A route without one shows PlaceholderScreen.
import type { ComponentType } from 'react';

export const SCREENS: Partial<Record<string, ComponentType>> = {};
