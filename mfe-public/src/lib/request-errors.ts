// Telling a server's answer from a failure to reach it (spec 8: "Failure toasts show the server's
// message if present, else the fallback"). The shell's transport rejects with a GraphQLRequestError
// (name, HTTP status, GraphQL errors) when the server answered; anything else (a TypeError from
// fetch, an abort) means the request never got an answer.
import { serverMessage } from './mutation';

export function isServerAnswer(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: unknown; status?: unknown; errors?: unknown; source?: unknown };
  return e.name === 'GraphQLRequestError' || e.name === 'PayloadErrors' || typeof e.status === 'number' || Array.isArray(e.errors) || !!e.source;
}

export { serverMessage };
