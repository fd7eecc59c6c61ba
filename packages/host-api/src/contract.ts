// The contract between the shell (host) and its remotes. A remote's exposed `./App` is a React
// component that receives `{ host: HostApi }`. Type-only: remotes import it with `import type`.
import type { ComponentType, ReactNode } from 'react';

/**
 * admin: everything; kitchen: the kitchen's screens of the console; delivery: the rider's run (the
 * console's Deliveries screen); customer: their own account.
 */
export type Role = 'admin' | 'kitchen' | 'delivery' | 'customer';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: Role;
}

export interface AuthState {
  user: SessionUser | null;
  accessToken: string | null;
}

export interface HostApi {
  /** React hook: the auth state (persisted as `auth-storage`), re-renders on change. */
  useAuth(): AuthState;
  getAuth(): AuthState;
  setSession(user: SessionUser, accessToken: string): void;
  /** Clears the auth state and the Relay store. */
  clearSession(): void;
  /** Revokes the refresh token on the server, then clears the session. Never throws. */
  logout(): Promise<void>;
  /**
   * Puts the session's Relay environment around `children` (whatever reads or writes through
   * Relay); a change of signed-in user gives them a new, empty one. Relay is not part of the
   * host's first download: it loads the first time a RelayProvider renders, which suspends
   * meanwhile, so render it inside a Suspense boundary. A page with no Relay in it stays light.
   */
  RelayProvider: ComponentType<{ children: ReactNode }>;
  /**
   * Starts loading Relay without rendering anything, for a screen that will render a
   * RelayProvider: its download then runs alongside the screen's own instead of after it.
   */
  preloadRelay(): void;
  /**
   * Sends one GraphQL operation over the session's transport (its access token, renewed when it
   * expires). Resolves with the answer when it has no errors; rejects otherwise, with the server's
   * first message. For what a page reads once and keeps in no store, without waiting for Relay.
   */
  request(operation: GraphQLOperation): Promise<GraphQLResult>;
}

export interface GraphQLOperation {
  /** The text, for a document without an id. */
  query?: string | null;
  /** The id of a compiled document (Relay's `params.id`): sent instead of its text. */
  documentId?: string | null;
  variables?: Record<string, unknown>;
  operationName?: string | null;
}

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
}

export interface RemoteAppProps {
  host: HostApi;
}
