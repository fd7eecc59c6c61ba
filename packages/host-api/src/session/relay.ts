// Relay on demand: the host's first download has no Relay in it (react-relay and relay-runtime
// weigh about 65 KB gzip), and a page that does not use it never loads it. The first RelayProvider
// to render loads it; until then there is no store, so there is nothing to reset either.
import { lazy } from 'react';

type RelayEnvironmentModule = typeof import('./relay-environment.ts');

let loaded: RelayEnvironmentModule | null = null;

/** Loads the session's Relay environment (once). */
export function loadRelayEnvironment(): Promise<RelayEnvironmentModule> {
  return import('./relay-environment.ts').then((module) => (loaded = module));
}

/** Drops every cached record: used on logout and when another user signs in. */
export function resetRelayEnvironment(): void {
  loaded?.resetRelayEnvironment();
}

type RelayProviderModule = typeof import('./relay-provider.tsx');

let loading: Promise<RelayProviderModule> | null = null;

/** Loads the session's RelayProvider and its environment (once; again after a failure). */
function loadRelayProvider(): Promise<RelayProviderModule> {
  loading ??= Promise.all([loadRelayEnvironment(), import('./relay-provider.tsx')]).then(
    ([, module]) => module,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts loading Relay; a failure shows when a RelayProvider renders. */
export function preloadRelay(): void {
  loadRelayProvider().catch(() => undefined);
}

/** The host's RelayProvider: suspends the first time, while Relay loads. */
export const SessionRelayProvider = lazy(loadRelayProvider);
