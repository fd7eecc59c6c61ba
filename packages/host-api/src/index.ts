// What a remote needs from its host: the contract's types and the React context that carries the
// host to every component. Import this entry in the remote's code; `@freshmeals/host-api/session`
// is the host's implementation, for the shell and for a remote's standalone development mount.
export type { AuthState, GraphQLOperation, GraphQLResult, HostApi, RemoteAppProps, Role, SessionUser } from './contract.ts';
export { HostProvider, useHost } from './react.tsx';
export { commitAsync, errorCode, failureText, isServerAnswer, PayloadErrors, serverMessage } from './requests.ts';
export { isServerPage, returnPathOf, safeReturnPath, SERVER_PAGES } from './return-path.ts';
export { consoleHomePath, isStaffRole, toRole } from './roles.ts';
