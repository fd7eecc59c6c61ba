// The host's side of the contract: the signed-in session (persisted as `auth-storage`, shared across
// tabs), the GraphQL fetcher that renews the access token, the Relay environment (loaded on demand)
// that starts empty for each user, and the HostApi handed to the remotes. The shell runs on it; a
// remote's standalone development mount uses the same, so a remote behaves alone as in the shell.
export { createHostApi, LOGOUT_MUTATION } from './session/host.ts';
export {
  createAuthedFetcher,
  GraphQLRequestError,
  REFRESH_TOKEN_MUTATION,
  type AuthedFetcher,
  type RefreshedSession,
} from './session/network.ts';
export { HOST_DOCUMENT_IDS, SHELL_LOGIN_MUTATION } from './session/documents.ts';
export { createShellFetcher, GRAPHQL_ENDPOINT, graphqlFetcher } from './session/transport.ts';
export { loadRelayEnvironment, resetRelayEnvironment } from './session/relay.ts';
export { AUTH_STORAGE_KEY, readAuth, syncAuthAcrossTabs, useAuthStore, type AuthStore } from './session/store.ts';
