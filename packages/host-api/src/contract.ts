// The contract between the shell (host) and its remotes. A remote's exposed `./App` is a React
// component that receives `{ host: HostApi }`. Type-only: remotes import it with `import type`.
/** admin: everything; kitchen: the kitchen's screens of the console; customer: their own account. */
export type Role = 'admin' | 'kitchen' | 'customer';

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
}

export interface RemoteAppProps {
  host: HostApi;
}
