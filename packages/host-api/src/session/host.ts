// The HostApi implementation handed to every remote's `./App` as `props.host` (the contract: ../contract.ts).
import { useShallow } from 'zustand/react/shallow';
import type { AuthState, HostApi, SessionUser } from '../contract.ts';
import { readAuth, useAuthStore } from './store.ts';
import type { AuthedFetcher } from './network.ts';
import { preloadRelay, SessionRelayProvider } from './relay.ts';
import { LOGOUT_MUTATION } from './documents.ts';

export { LOGOUT_MUTATION };

/**
 * `execute` carries every GraphQL request; `resetStore` empties the Relay store; `RelayProvider`
 * puts the session's Relay environment around a remote's Relay screens (loaded on demand).
 */
export function createHostApi(
  execute: AuthedFetcher,
  resetStore: () => void,
  RelayProvider: HostApi['RelayProvider'] = SessionRelayProvider,
): HostApi {
  function clearSession(): void {
    useAuthStore.getState().clearSession();
    // The store subscription resets Relay when the user changes; reset anyway for a token-only state.
    resetStore();
  }

  return {
    useAuth(): AuthState {
      return useAuthStore(useShallow((state) => ({ user: state.user, accessToken: state.accessToken })));
    },
    getAuth: readAuth,
    setSession(user: SessionUser, accessToken: string): void {
      useAuthStore.getState().setSession(user, accessToken);
    },
    clearSession,
    async logout(): Promise<void> {
      try {
        // Revokes the refresh token (HttpOnly cookie) and clears it on the server.
        await execute({ query: LOGOUT_MUTATION });
      } catch {
        // The local session is cleared whatever the server answered.
      }
      clearSession();
    },
    RelayProvider,
    preloadRelay,
    request: (operation) => execute(operation),
  };
}
