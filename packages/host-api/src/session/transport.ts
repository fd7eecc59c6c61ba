// The shell's GraphQL transport, bound to the session store: the fetcher every request of the host
// goes through, Relay's included. Free of Relay, so the host's first download does not carry it.
import { readAuth, useAuthStore } from './store.ts';
import { createAuthedFetcher, type AuthedFetcher } from './network.ts';

export const GRAPHQL_ENDPOINT = '/graphql';

export function createShellFetcher(fetchImpl: typeof fetch = (...args) => fetch(...args)): AuthedFetcher {
  return createAuthedFetcher({
    fetch: fetchImpl,
    endpoint: GRAPHQL_ENDPOINT,
    getAccessToken: () => readAuth().accessToken,
    onRefreshed: ({ user, accessToken }) => useAuthStore.getState().setSession(user, accessToken),
    onRefreshFailed: () => useAuthStore.getState().clearSession(),
  });
}

export const graphqlFetcher: AuthedFetcher = createShellFetcher();
