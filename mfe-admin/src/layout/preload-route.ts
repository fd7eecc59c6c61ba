// A sidebar link's screen, started before the link is followed: its code and its queries for the
// link's URL (routes.ts), so navigating finds them loading or loaded.
import type { IEnvironment } from 'relay-runtime';
import type { Role } from '@freshmeals/host-api';
import { absolutePath, ADMIN_ROUTES } from '../routes';

/** Starts the screen at `path` (a sidebar entry's key: no parameters, no query string). */
export function preloadRoute(path: string, environment: IEnvironment, role: Role | undefined): void {
  const route = ADMIN_ROUTES.find((candidate) => absolutePath(candidate) === path);
  route?.preload?.({ params: {}, search: new URLSearchParams(), role }, environment);
}
