// Relay mutations as promises, and the server's message of a failed call (spec 8: "Failure toasts
// show the server's message if present, else the fallback").
import type { Disposable, MutationParameters, PayloadError } from 'relay-runtime';
import type { UseMutationConfig } from 'react-relay';

type Commit<T extends MutationParameters> = (config: UseMutationConfig<T>) => Disposable;

/** GraphQL errors that came back next to (partial) data. */
export class PayloadErrors extends Error {
  constructor(readonly errors: readonly PayloadError[]) {
    super(errors[0]?.message ?? 'GraphQL error');
    this.name = 'PayloadErrors';
  }
}

export function commitAsync<T extends MutationParameters>(
  commit: Commit<T>,
  variables: T['variables'],
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commit({
      variables,
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
 * The user-facing message the server sent with a failed call, if any: the GraphQL errors carried by
 * the shell's GraphQLRequestError (`errors`), by Relay's "no data" error (`source.errors`) or by
 * partial-data errors. Network failures and answers without a message give undefined, so the caller
 * shows the spec's fallback text.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { errors?: unknown; source?: { errors?: unknown } };
  return firstMessage(e.errors) ?? firstMessage(e.source?.errors);
}
