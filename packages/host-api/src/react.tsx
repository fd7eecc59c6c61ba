// The host's HostApi (auth state, session actions), made available to every component of a remote:
// the remote's App receives it as `props.host` and wraps its routes in <HostProvider>.
import { createContext, useContext, type ReactNode } from 'react';
import type { HostApi } from './contract.ts';

const HostContext = createContext<HostApi | null>(null);

export function HostProvider({ host, children }: { host: HostApi; children: ReactNode }) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

export function useHost(): HostApi {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() needs a <HostProvider> (the App receives the host from the shell)');
  return host;
}
