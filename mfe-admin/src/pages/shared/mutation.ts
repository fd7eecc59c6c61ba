// Relay mutations as promises, and the server's message of a failed call (spec 8: failure toasts show
// the server's message if present, else the fallback).
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

/** The message the server sent with a failed call, if any (GraphQL errors only, not network failures). */
export function serverMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { errors?: unknown; source?: { errors?: unknown } };
  return firstMessage(e.errors) ?? firstMessage(e.source?.errors);
}

/** The GraphQL error code (extensions.code) of a failed call, if any. */
export function errorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { code?: unknown; errors?: Array<{ extensions?: { code?: unknown } }> };
  if (typeof e.code === 'string') return e.code;
  const code = e.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Spec 8: the server's message if present, else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
