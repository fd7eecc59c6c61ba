import type { MutationParameters } from 'relay-runtime';
import type { UseMutationConfig } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import { commitAsync, errorCode, failureText, isServerAnswer, PayloadErrors, serverMessage } from './requests.ts';
import { GraphQLRequestError } from './session/network.ts';

const answered = new GraphQLRequestError('Insufficient credit', 400, [
  { message: 'Insufficient credit', extensions: { code: 'BAD_USER_INPUT' } },
]);

describe('failure messages', () => {
  it("shows the server's message, from the transport, Relay's no-data error or partial data", () => {
    expect(failureText(answered, 'Failed to deduct credits')).toBe('Insufficient credit');
    expect(failureText({ source: { errors: [{ message: 'Dish not found' }] } }, 'x')).toBe('Dish not found');
    expect(failureText(new PayloadErrors([{ message: 'Too many skips' }] as never), 'x')).toBe('Too many skips');
  });

  it('falls back without a server message: network failures, blank messages, anything else', () => {
    expect(failureText(new TypeError('Failed to fetch'), 'Failed to save')).toBe('Failed to save');
    expect(failureText(new GraphQLRequestError('Something went wrong', 502, []), 'Failed to save')).toBe('Failed to save');
    expect(failureText({ errors: [{ message: '  ' }] }, 'Failed to save')).toBe('Failed to save');
    expect(failureText('boom', 'Failed to save')).toBe('Failed to save');
    expect(failureText(null, 'Failed to save')).toBe('Failed to save');
    expect(serverMessage(new Error('a programming error'))).toBeUndefined();
  });

  it('reads the error code and tells an answer from a failure to reach the server', () => {
    expect(errorCode(answered)).toBe('BAD_USER_INPUT');
    expect(errorCode({ code: 'NOT_FOUND' })).toBe('NOT_FOUND');
    expect(errorCode(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(isServerAnswer(answered)).toBe(true);
    expect(isServerAnswer(Object.assign(new Error(''), { name: 'GraphQLRequestError' }))).toBe(true);
    expect(isServerAnswer(new TypeError('Failed to fetch'))).toBe(false);
    expect(isServerAnswer(undefined)).toBe(false);
  });
});

describe('commitAsync', () => {
  type M = MutationParameters & { response: { ok: boolean } };
  const committing = (outcome: (config: UseMutationConfig<M>) => void) => (config: UseMutationConfig<M>) => {
    outcome(config);
    return { dispose() {} };
  };

  it('resolves with the response and passes the variables and uploadables on', async () => {
    let seen: UseMutationConfig<M> | undefined;
    const commit = committing((config) => {
      seen = config;
      config.onCompleted?.({ ok: true }, null);
    });
    await expect(commitAsync(commit, { variables: { id: 1 }, uploadables: { file: new Blob(['x']) } })).resolves.toEqual({ ok: true });
    expect(seen?.variables).toEqual({ id: 1 });
    expect(seen?.uploadables?.file).toBeInstanceOf(Blob);
  });

  it('rejects with the GraphQL errors of partial data, and with a transport error', async () => {
    const partial = committing((config) => config.onCompleted?.({ ok: false }, [{ message: 'Not allowed' }] as never));
    await expect(commitAsync(partial, { variables: {} })).rejects.toMatchObject({ name: 'PayloadErrors', message: 'Not allowed' });
    const failed = committing((config) => config.onError?.(answered));
    await expect(commitAsync(failed, { variables: {} })).rejects.toBe(answered);
  });
});
