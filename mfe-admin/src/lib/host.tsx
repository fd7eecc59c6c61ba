// The shell's HostApi (auth state, session actions), given to the admin App as `props.host`.
import { createContext, useContext, type ReactNode } from 'react';
import type { HostApi } from '../../../shell/src/host-api';

const HostContext = createContext<HostApi | null>(null);

export function HostProvider({ host, children }: { host: HostApi; children: ReactNode }) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

export function useHost(): HostApi {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() needs a <HostProvider> (the App receives the host from the shell)');
  return host;
}
