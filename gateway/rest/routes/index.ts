// Every REST route, one file per domain.
import type { RestRoute } from '../facade.ts';
import { authRoutes } from './auth.ts';

export const restRoutes: RestRoute[] = [...authRoutes];
