// @vitest-environment happy-dom
// /unsubscribe?token=… : says which e-mail the link stops, unsubscribes on the button (never on
// load), confirms with the server's words, shows the server's refusal, and turns away a link that
// is not one.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { renderApp } from '../test-utils';

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const TOKEN = '7.weekly_summary.c2lnbmF0dXJl';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('UnsubscribePage', () => {
  it('says what the link stops and sends nothing until Unsubscribe is pressed', async () => {
    const { environment } = renderApp(`/unsubscribe?token=${TOKEN}`);
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeTruthy();
    expect(screen.getByText('Stop getting the weekly summary?')).toBeTruthy();
    expect(document.title).toBe('Unsubscribe – FreshMeals');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('unsubscribes with the token and confirms, pointing to the account page', async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) => {
      expect(operation.request.variables).toEqual({ token: TOKEN });
      return {
        data: {
          unsubscribe: {
            preference: 'weekly_summary',
            message: 'You will no longer get the weekly summary. You can turn it back on from your account page.',
          },
        },
      };
    });
    renderApp(`/unsubscribe?token=${TOKEN}`, { environment });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('You will no longer get the weekly summary. You can turn it back on from your account page.');
    expect(screen.getByRole('link', { name: 'Go to your account page' }).getAttribute('href')).toBe('/account');
  });

  it("shows the server's refusal of a tampered link, and stays", async () => {
    const environment = createMockEnvironment();
    const message = 'This unsubscribe link is not valid. You can change your e-mail preferences on your account page.';
    environment.mock.queueOperationResolver(() => ({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] }) as never);
    renderApp('/unsubscribe?token=7.low_credit.tampered', { environment });
    await flush();
    expect(screen.getByText('Stop getting low-credit warnings?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it.each(['', '?token=', '?token=7.everything.abc', '?token=abc'])('turns away a link that is not one (%s)', async (query) => {
    const { environment } = renderApp(`/unsubscribe${query}`);
    await flush();
    expect(screen.getByRole('status').textContent).toBe('This unsubscribe link is not valid.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
