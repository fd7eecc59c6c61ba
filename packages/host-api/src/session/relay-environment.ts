// The Relay environment of the session, handed to the remotes through the host's RelayProvider
// (react-relay and relay-runtime are shared singletons). A new environment (an empty store)
// replaces the old one when the signed-in user changes, so no data of one user is shown to the
// next. This module is loaded on demand (./relay.ts): it is where the host's Relay code starts.
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import type { FetchFunction, GraphQLResponse as RelayGraphQLResponse, SubscribeFunction } from 'relay-runtime';
import { useSyncExternalStore } from 'react';
import { useAuthStore } from './store.ts';
import type { AuthedFetcher } from './network.ts';
import { graphqlFetcher } from './transport.ts';

export function createRelayEnvironment(execute: AuthedFetcher): Environment {
  const fetchFn: FetchFunction = (params, variables, _cacheConfig, uploadables) =>
    Observable.from(
      execute({
        // The compiled documents are persisted: an id, no text (the gateway holds the manifests).
        documentId: params.id,
        query: params.text,
        variables,
        operationName: params.name,
        uploadables: (uploadables as Record<string, Blob> | null | undefined) ?? null,
      }) as Promise<RelayGraphQLResponse>,
    );
  // Subscriptions over server-sent events (the dispatch list's live changes).
  const subscribeFn: SubscribeFunction = (params, variables) =>
    Observable.create<RelayGraphQLResponse>((sink) =>
      execute.subscribe(
        { documentId: params.id, query: params.text, variables, operationName: params.name },
        { next: (result) => sink.next(result as RelayGraphQLResponse), error: (error) => sink.error(error), complete: () => sink.complete() },
      ),
    );
  return new Environment({
    network: Network.create(fetchFn, subscribeFn),
    store: new Store(new RecordSource()),
  });
}

let current = createRelayEnvironment(graphqlFetcher);
const listeners = new Set<() => void>();

export function getRelayEnvironment(): Environment {
  return current;
}

/** Drops every cached record: used on logout and when another user signs in. */
export function resetRelayEnvironment(): void {
  current = createRelayEnvironment(graphqlFetcher);
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
