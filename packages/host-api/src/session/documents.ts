// The GraphQL documents the host itself sends (the remotes' documents are compiled by Relay). The
// gateway accepts only the apps' compiled documents in production, so these are sent by id too:
// each id is the SHA-256 hex of its text, and the shell's manifest (shell/persisted-documents.json,
// shipped in its build) lists them. `npm run relay` writes that manifest and `npm run relay:check`
// fails when an id here does not match its text or the manifest is not current.

export const REFRESH_TOKEN_MUTATION =
  'mutation { refreshToken { accessToken user { id name email emailVerified role } } }';

export const LOGOUT_MUTATION = 'mutation { logout { message } }';

export const SHELL_LOGIN_MUTATION =
  'mutation ShellSignIn($input: LoginInput!) { login(input: $input) { accessToken user { id name email emailVerified role } } }';

/** Text → id of every document above. */
export const HOST_DOCUMENT_IDS: ReadonlyMap<string, string> = new Map([
  [REFRESH_TOKEN_MUTATION, '1ff628cf86dfe9adc959b94247e2ccc7d918f8c7ff2219478020718b16a666d0'],
  [LOGOUT_MUTATION, '8e979930a59d7231308fccc5f4256c2eb71e8c7f50a64ee2aa7283d33ec5ae72'],
  [SHELL_LOGIN_MUTATION, 'b0d2857b0b0f5b0c8a845c6f1de62dedf696d22b4fbd5da1502b48b7a633ff46'],
]);
