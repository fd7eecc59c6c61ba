// The host's RelayProvider once Relay has loaded: the session's environment, current user's.
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { useRelayEnvironment } from './relay-environment.ts';

export default function SessionRelayProvider({ children }: { children: ReactNode }) {
  return <RelayEnvironmentProvider environment={useRelayEnvironment()}>{children}</RelayEnvironmentProvider>;
}
