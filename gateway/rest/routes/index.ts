// Every REST route, one file per domain.
import type { RestRoute } from '../facade.ts';
import { authRoutes } from './auth.ts';
import { routineRoutes } from './routines.ts';

export const restRoutes: RestRoute[] = [...authRoutes, ...routineRoutes];
