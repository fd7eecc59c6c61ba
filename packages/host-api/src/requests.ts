// What a remote does with a GraphQL call that the host's transport carried: Relay mutations as
// promises, and what to tell the user when one fails. A failure toast shows the server's message
// when the server sent one, else the screen's own text; a failure to reach the server never shows
// the browser's wording ("Failed to fetch"). Errors are recognised by their shape and name, not by
// `instanceof`, since the host and each remote bundle their own copy of this module.
import type { Disposable, MutationParameters, PayloadError } from 'relay-runtime';
import type { UseMutationConfig } from 'react-relay/hooks';

type Commit<T extends MutationParameters> = (config: UseMutationConfig<T>) => Disposable;

/** GraphQL errors that came back next to (partial) data. */
export class PayloadErrors extends Error {
  constructor(readonly errors: readonly PayloadError[]) {
    super(errors[0]?.message ?? 'GraphQL error');
    this.name = 'PayloadErrors';
  }
}

/** Commits a Relay mutation; resolves with its response, rejects on any error (partial data too). */
export function commitAsync<T extends MutationParameters>(
  commit: Commit<T>,
  config: Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'>,
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commit({
      ...config,
      onCompleted: (response, errors) => {
        if (errors && errors.length > 0) reject(new PayloadErrors(errors));
        else resolve(response);
      },
      onError: reject,
    });
  });
}

function firstMessage(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  const message: unknown = errors[0]?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * The message the server sent with a failed call, if any: the GraphQL errors carried by the host's
 * GraphQLRequestError (`errors`), by Relay's "no data" error (`source.errors`) or by partial-data
 * errors. Network failures and answers without a message give undefined.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { errors?: unknown; source?: { errors?: unknown } };
  return firstMessage(e.errors) ?? firstMessage(e.source?.errors);
}

/** The server's message of a failed call, else the screen's fallback text. */
export function failureText(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** The GraphQL error code (extensions.code) of a failed call, if any. */
export function errorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { code?: unknown; errors?: Array<{ extensions?: { code?: unknown } }> };
  if (typeof e.code === 'string') return e.code;
  const code = e.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Whether the server answered at all (with an error), as opposed to a request that never got an
 * answer (a TypeError from fetch, an abort): some screens word the two differently.
 */
export function isServerAnswer(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: unknown; status?: unknown; errors?: unknown; source?: unknown };
  return (
    e.name === 'GraphQLRequestError' ||
    e.name === 'PayloadErrors' ||
    typeof e.status === 'number' ||
    Array.isArray(e.errors) ||
    !!e.source
  );
}
