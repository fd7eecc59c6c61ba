// Remotes are found at run time: the shell fetches /remotes.json (never cached) and registers
// what it lists, so a remote is redeployed without rebuilding the shell.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export type RemoteName = 'mfe_public' | 'mfe_admin';
export type RemoteConfig = Partial<Record<RemoteName, string>>;

export const REMOTES_CONFIG_URL = '/remotes.json';

let registered: Promise<RemoteConfig> | null = null;

export function parseRemoteConfig(value: unknown): RemoteConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('remotes.json is not an object');
  const config: RemoteConfig = {};
  for (const [name, entry] of Object.entries(value as Record<string, unknown>)) {
    if ((name === 'mfe_public' || name === 'mfe_admin') && typeof entry === 'string' && entry) config[name] = entry;
  }
  return config;
}

async function fetchAndRegister(force: boolean): Promise<RemoteConfig> {
  const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${REMOTES_CONFIG_URL} answered ${response.status}`);
  const config = parseRemoteConfig(await response.json());
  registerRemotes(
    Object.entries(config).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })),
    { force },
  );
  return config;
}

/** Registers the remotes once; `force` fetches the list again and drops the cached containers (retry). */
export function ensureRemotesRegistered(force = false): Promise<RemoteConfig> {
  if (force || !registered) {
    registered = fetchAndRegister(force);
    registered.catch(() => {
      registered = null;
    });
  }
  return registered;
}

export class RemoteMissingError extends Error {
  constructor(readonly remote: RemoteName) {
    super(`The remote ${remote} is not listed in ${REMOTES_CONFIG_URL}`);
    this.name = 'RemoteMissingError';
  }
}

/** Loads the exposed `./App` of a remote (its default export). */
export async function loadRemoteApp<P>(remote: RemoteName, force = false): Promise<ComponentType<P>> {
  const config = await ensureRemotesRegistered(force);
  if (!config[remote]) throw new RemoteMissingError(remote);
  const module = await loadRemote<{ default: ComponentType<P> }>(`${remote}/App`);
  if (!module?.default) throw new Error(`The remote ${remote} did not expose an App`);
  return module.default;
}
