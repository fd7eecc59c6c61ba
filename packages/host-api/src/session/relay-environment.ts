// The Relay environment of the shell, handed to the remotes through RelayEnvironmentProvider
// (react-relay and relay-runtime are shared singletons). A new environment (an empty store)
// replaces the old one when the signed-in user changes, so no data of one user is shown to the next.
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import type { FetchFunction, GraphQLResponse as RelayGraphQLResponse } from 'relay-runtime';
import { useSyncExternalStore } from 'react';
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

export function createRelayEnvironment(execute: AuthedFetcher): Environment {
  const fetchFn: FetchFunction = (params, variables, _cacheConfig, uploadables) =>
    Observable.from(
      execute({
        query: params.text ?? '',
        variables,
        operationName: params.name,
        uploadables: (uploadables as Record<string, Blob> | null | undefined) ?? null,
      }) as Promise<RelayGraphQLResponse>,
    );
  return new Environment({
    network: Network.create(fetchFn),
    store: new Store(new RecordSource()),
  });
}

const execute = createShellFetcher();
let current = createRelayEnvironment(execute);
const listeners = new Set<() => void>();

export const graphqlFetcher: AuthedFetcher = execute;

export function getRelayEnvironment(): Environment {
  return current;
}

/** Drops every cached record: used on logout and when another user signs in. */
export function resetRelayEnvironment(): void {
  current = createRelayEnvironment(execute);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRelayEnvironment(): Environment {
  return useSyncExternalStore(subscribe, getRelayEnvironment, getRelayEnvironment);
}

// A change of signed-in user (login, logout, refresh failure, another tab) starts from an empty store.
useAuthStore.subscribe((state, previous) => {
  if ((state.user?.id ?? null) !== (previous.user?.id ?? null)) resetRelayEnvironment();
});
